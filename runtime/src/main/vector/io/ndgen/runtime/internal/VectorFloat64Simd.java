package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.ADD;
import static jdk.incubator.vector.VectorOperators.GT;
import static jdk.incubator.vector.VectorOperators.LT;
import static jdk.incubator.vector.VectorOperators.MAX;
import static jdk.incubator.vector.VectorOperators.MIN;
import static jdk.incubator.vector.VectorOperators.MUL;
import static jdk.incubator.vector.VectorOperators.SUB;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.Vector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Float64Simd} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), into a unit-stride output, in full vectors of the preferred species; the same
 * operation lane for lane as the scalar loop that finishes the run. Loaded only through {@link
 * io.ndgen.runtime.simd.Simd#load}.
 */
final class VectorFloat64Simd extends Float64Simd {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /**
   * Elements per block of {@link #argExtreme}: 32 vectors per accumulator of {@link #largest}, 16
   * KiB with AVX-512 (the winning block is read again from L1). Each block ends in a horizontal
   * reduction and a compare; at 64 vectors (one 4 KiB page) those cost whole-array argmax 15-17%
   * more CPU time with the data in L2 (session 10). Runs up to one block (rows of 2048) take the
   * one-pass {@link #argLargest}/{@link #argSmallest}.
   */
  private static final int BLOCK = 256 * L;

  /**
   * Whether {@link #EXACT} is the species' own class: only for 4-byte lanes (the derivation of the
   * twin leaves the word {@code float.class} alone, so the test differs between the two).
   */
  private static final boolean EXACT_CASTS = S.elementType().equals(float.class);

  /**
   * The class of {@link #S}'s vectors. Every vector carried round a loop ({@link #largest}'s
   * accumulators, {@link #argLargest}'s best and steps) goes through {@code EXACT.cast} where it is
   * an operand or a receiver. To C2 such a vector is a phi, and in some compiles (which ones
   * depends on the profiles, so on what else ran first) its type is still the declared {@code
   * DoubleVector} when the Vector API's intrinsics are expanded: an operand then fails the
   * intrinsic's unboxing and the operation runs as a call on boxed vectors (megabytes per call of
   * max, min, argmax or argmin in some JVMs of an all-ops mix; session 13). {@code Class.cast} with
   * a constant class is itself an intrinsic, a checkcast: the phi is of the species' class from
   * then on, with no type profile needed, and the check folds away when C2 knows the class anyway.
   * Written out at each use: a helper method would pass a vector between methods (see
   * VectorSignaturesTest).
   *
   * <p>Only the 4-byte twin casts to the species' class ({@link #EXACT_CASTS}); the 8-byte kernels
   * cast to the declared class, which C2 folds at parse time. In healthy compiles both forms give
   * the same machine code (session 14: C2's code of all four kernels differed only in register
   * names), but session 13's quiet pass read the 8-byte kernels 1.08-1.24x slower with the casts
   * and the 4-byte ones 0.73-0.77x of main along axis 1 (docs/benchmarks-history.md): the 8-byte
   * ones take them once a quiet pass reads them not slower.
   */
  private static final Class<? extends Vector<Double>> EXACT =
      EXACT_CASTS ? S.vectorType() : DoubleVector.class;

  /**
   * {@link #S}'s own class in both twins, for {@link #sumRows} and {@link #prodRows}: their running
   * vector is an operand eight times per pass, and without the cast to the exact class it boxed
   * once per pass in a JVM that had run every other op first (3 MB per 2048 x 2048 float32 sum over
   * axis 0, KernelBoxing all-ops mix; session 16). See {@link #EXACT}.
   */
  private static final Class<? extends Vector<Double>> OWN = S.vectorType();

  private static final DoubleVector ZERO = DoubleVector.zero(S);
  private static final DoubleVector ONE = DoubleVector.broadcast(S, 1);
  private static final DoubleVector MINUS_ONE = DoubleVector.broadcast(S, -1);

  /**
   * 2^52 (2^23 in the float32 twin): every value of at least this magnitude is an integer, and for
   * {@code 0 <= m < BIG}, {@code (m + BIG) - BIG} is {@code m} rounded to an integer, ties to even
   * (the sum's unit in the last place is 1). The rounding kernels start from it.
   */
  private static final double BIG = 1 / Math.ulp((double) 1);

  /** The sign bit alone, in the integral lanes of the same shape. */
  private static final LongVector SIGN = ZERO.neg().viewAsIntegralLanes();

  VectorFloat64Simd() {}

  @Override
  public int add(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int subtract(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int multiply(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int divide(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int power(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    // unit strides, or one broadcast input, as the others; the rest through the scratch
    boolean vectors = zs == 1 && (xs | ys) >>> 1 == 0 && xs + ys != 0;
    int done = vectors ? VectorPowFloat64.power(x, xo, xs, y, yo, ys, z, zo, n) : 0;
    if (done == n) {
      return n;
    }
    double[] s = SCRATCH.get();
    for (int i = done; i < n; i += L) {
      int m = Math.min(L, n - i);
      for (int j = 0; j < L; j++) {
        s[j] = j < m ? x[xo + (i + j) * xs] : 1;
        s[L + j] = j < m ? y[yo + (i + j) * ys] : 1;
      }
      VectorPowFloat64.power(s, 0, 1, s, L, 1, s, 2 * L, L);
      for (int j = 0; j < m; j++) {
        z[zo + (i + j) * zs] = s[2 * L + j];
      }
    }
    return n;
  }

  /** The kernels {@link #finish} runs. */
  private static final int EXP = 0, LOG = 1, SIN = 2, COS = 3, TANH = 4;

  /** Each thread's scratch for {@link #finish} and {@link #power}: three vectors' worth. */
  private static final ThreadLocal<double[]> SCRATCH =
      ThreadLocal.withInitial(() -> new double[3 * L]);

  /**
   * Runs elements {@code from} to {@code n} of a run through kernel {@code op}, a vector at a time
   * through {@link #SCRATCH}: the tail a run's whole vectors leave, or a run with steps. Returns n.
   *
   * <p>Why not the {@code Math} loop that used to finish these runs: the kernels' results differ
   * from {@code Math}'s in the last place, so an element's bits depended on where its run ended,
   * and {@code exp} of a stepped view differed from {@code exp} of its copy. NumPy's SIMD loops
   * give every element one algorithm (their tails are masked vectors); so do these.
   */
  private static int finish(
      int op, double[] x, int xo, int xs, double[] z, int zo, int zs, int from, int n) {
    double[] s = SCRATCH.get();
    for (int i = from; i < n; i += L) {
      int m = Math.min(L, n - i);
      for (int j = 0; j < L; j++) {
        s[j] = j < m ? x[xo + (i + j) * xs] : 0;
      }
      switch (op) {
        case EXP:
          VectorExpFloat64.exp(s, 0, s, L, L);
          break;
        case LOG:
          VectorLogFloat64.log(s, 0, s, L, L);
          break;
        case SIN:
          VectorSinCosFloat64.sin(s, 0, s, L, L);
          break;
        case COS:
          VectorSinCosFloat64.cos(s, 0, s, L, L);
          break;
        default:
          VectorTanhFloat64.tanh(s, 0, s, L, L);
      }
      for (int j = 0; j < m; j++) {
        z[zo + (i + j) * zs] = s[L + j];
      }
    }
    return n;
  }

  @Override
  public int minimum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    // compare(LT, b), not lt(b): lt is the JDK's wrapper whose own call of compare is dispatched
    // on a type profile shared by every caller, and in some JVMs that call stayed virtual, boxing
    // every vector (20-111 MB per 2048² float32 call in JMH forks, session 14)
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        b.blend(a, a.compare(VectorOperators.LT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        b.blend(a, a.compare(VectorOperators.LT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        b.blend(a, a.compare(VectorOperators.LT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int maximum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int equal(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.EQ, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.EQ, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.EQ, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int notEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.NE, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.NE, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.NE, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int less(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LT, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LT, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LT, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int lessEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LE, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LE, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.LE, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greater(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GT, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GT, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GT, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greaterEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GE, b), z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      DoubleVector b = DoubleVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GE, b), z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      DoubleVector a = DoubleVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
        VectorBooleans.storeDouble(a.compare(VectorOperators.GE, b), z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int negative(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      a.neg().intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int absolute(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      a.abs().intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int sign(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      a.blend(ZERO, a.eq(0))
          .blend(ONE, a.compare(VectorOperators.GT, 0))
          .blend(MINUS_ONE, a.lt(0))
          .intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int sqrt(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.SQRT).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int exp(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int done =
        xs == 1 && zs == 1 ? VectorExpFloat64.exp(x, xo, z, zo, n) : 0; // one algorithm: see there
    return done == n ? n : finish(EXP, x, xo, xs, z, zo, zs, done, n);
  }

  @Override
  public int log(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int done =
        xs == 1 && zs == 1 ? VectorLogFloat64.log(x, xo, z, zo, n) : 0; // one algorithm: see there
    return done == n ? n : finish(LOG, x, xo, xs, z, zo, zs, done, n);
  }

  @Override
  public int sin(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int done =
        xs == 1 && zs == 1
            ? VectorSinCosFloat64.sin(x, xo, z, zo, n)
            : 0; // one algorithm: see there
    return done == n ? n : finish(SIN, x, xo, xs, z, zo, zs, done, n);
  }

  @Override
  public int cos(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int done =
        xs == 1 && zs == 1
            ? VectorSinCosFloat64.cos(x, xo, z, zo, n)
            : 0; // one algorithm: see there
    return done == n ? n : finish(COS, x, xo, xs, z, zo, zs, done, n);
  }

  @Override
  public int tanh(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int done =
        xs == 1 && zs == 1
            ? VectorTanhFloat64.tanh(x, xo, z, zo, n)
            : 0; // one algorithm: see there
    return done == n ? n : finish(TANH, x, xo, xs, z, zo, zs, done, n);
  }

  // floor, ceil, trunc and rint: the Vector API of JDK 17 has no rounding operation. Lanes with
  // |x| < BIG round through BIG (see there) and take x's sign bit back, which every rounding of x
  // has (ceil(-0.5) and rint(-0.4) are -0.0); other lanes (large, infinite, NaN) are integral
  // already and pass through. Bit for bit Math.floor, Math.ceil, Arith.trunc and Math.rint.

  @Override
  public int floor(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector m = a.abs();
      LongVector sign = a.viewAsIntegralLanes().and(SIGN);
      DoubleVector t = m.add(BIG).sub(BIG).viewAsIntegralLanes().or(sign).viewAsFloatingLanes();
      // t = rint(a); one less where that rounded up (never a zero: its sign stays right)
      DoubleVector f = t.sub(ONE, t.compare(VectorOperators.GT, a));
      a.blend(f, m.compare(VectorOperators.LT, BIG)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int ceil(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector m = a.abs();
      LongVector sign = a.viewAsIntegralLanes().and(SIGN);
      DoubleVector t = m.add(BIG).sub(BIG).viewAsIntegralLanes().or(sign).viewAsFloatingLanes();
      // one more where rint rounded down; -1 + 1 is +0.0, so the sign goes back on again
      DoubleVector c =
          t.add(ONE, t.compare(VectorOperators.LT, a))
              .viewAsIntegralLanes()
              .or(sign)
              .viewAsFloatingLanes();
      a.blend(c, m.compare(VectorOperators.LT, BIG)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int trunc(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector m = a.abs();
      DoubleVector r = m.add(BIG).sub(BIG);
      // floor(|a|), then a's sign
      DoubleVector t =
          r.sub(ONE, r.compare(VectorOperators.GT, m))
              .viewAsIntegralLanes()
              .or(a.viewAsIntegralLanes().and(SIGN))
              .viewAsFloatingLanes();
      a.blend(t, m.compare(VectorOperators.LT, BIG)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int rint(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector m = a.abs();
      DoubleVector t =
          m.add(BIG)
              .sub(BIG)
              .viewAsIntegralLanes()
              .or(a.viewAsIntegralLanes().and(SIGN))
              .viewAsFloatingLanes();
      a.blend(t, m.compare(VectorOperators.LT, BIG)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int isnan(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      VectorBooleans.storeDouble(a.compare(VectorOperators.NE, a), z, zo + i);
    }
    return bound;
  }

  @Override
  public int isinf(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i).abs();
      VectorBooleans.storeDouble(
          a.compare(VectorOperators.EQ, Double.POSITIVE_INFINITY), z, zo + i);
    }
    return bound;
  }

  @Override
  public int isfinite(double[] x, int xo, int xs, boolean[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i).abs();
      VectorBooleans.storeDouble(
          a.compare(VectorOperators.LT, Double.POSITIVE_INFINITY), z, zo + i);
    }
    return bound;
  }

  @Override
  public int clip(
      double[] x, int xo, int xs, double lo, double hi, double[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector r = a.blend(lo, a.compare(VectorOperators.LT, lo));
      r.blend(hi, r.compare(VectorOperators.GT, hi)).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public boolean vectorized() {
    return true;
  }

  @Override
  public double max(double[] a, int off, int n, double acc) {
    return n == 0 ? acc : foldResult(a, off, n, acc, Math.max(acc, largest(a, off, n)));
  }

  @Override
  public double min(double[] a, int off, int n, double acc) {
    return n == 0 ? acc : foldResult(a, off, n, acc, Math.min(acc, smallest(a, off, n)));
  }

  /**
   * The largest element of a run of {@code n >= 1} under {@link Math#max} rules (NaN wins, {@code
   * -0.0 < 0.0}). Eight independent accumulators: lane-wise {@code MAX} with Java's NaN and zero
   * rules compiles to several dependent instructions, so a single accumulator chain is bound by
   * their latency (about 2x slower on a 2048 x 2048 array), not by loads. Written out, operator
   * included: the Vector API compiles an operator to instructions only when it is a constant, and
   * at this size (above C2's {@code FreqInlineSize}) the method compiles as its own root, away from
   * the depth limit of a reduction's call chain.
   */
  private static double largest(double[] a, int off, int n) {
    double m = a[off];
    int i = 0;
    if (n >= L) {
      // the loaded vector is the receiver: its exact class is known without a type profile, so C2
      // inlines lanewise even in a loop that has barely run (else a virtual call there, and every
      // vector boxed: 3 MB allocated per 4M-element max)
      DoubleVector v0 = DoubleVector.fromArray(S, a, off); // the first vector seeds all eight
      DoubleVector v1 = v0;
      DoubleVector v2 = v0;
      DoubleVector v3 = v0;
      DoubleVector v4 = v0;
      DoubleVector v5 = v0;
      DoubleVector v6 = v0;
      DoubleVector v7 = v0;
      for (; i <= n - 8 * L; i += 8 * L) {
        v0 = DoubleVector.fromArray(S, a, off + i).lanewise(MAX, EXACT.cast(v0));
        v1 = DoubleVector.fromArray(S, a, off + i + L).lanewise(MAX, EXACT.cast(v1));
        v2 = DoubleVector.fromArray(S, a, off + i + 2 * L).lanewise(MAX, EXACT.cast(v2));
        v3 = DoubleVector.fromArray(S, a, off + i + 3 * L).lanewise(MAX, EXACT.cast(v3));
        v4 = DoubleVector.fromArray(S, a, off + i + 4 * L).lanewise(MAX, EXACT.cast(v4));
        v5 = DoubleVector.fromArray(S, a, off + i + 5 * L).lanewise(MAX, EXACT.cast(v5));
        v6 = DoubleVector.fromArray(S, a, off + i + 6 * L).lanewise(MAX, EXACT.cast(v6));
        v7 = DoubleVector.fromArray(S, a, off + i + 7 * L).lanewise(MAX, EXACT.cast(v7));
      }
      for (; i <= n - L; i += L) {
        v0 = DoubleVector.fromArray(S, a, off + i).lanewise(MAX, EXACT.cast(v0));
      }
      v0 = ((DoubleVector) EXACT.cast(v0)).lanewise(MAX, EXACT.cast(v1));
      v2 = ((DoubleVector) EXACT.cast(v2)).lanewise(MAX, EXACT.cast(v3));
      v4 = ((DoubleVector) EXACT.cast(v4)).lanewise(MAX, EXACT.cast(v5));
      v6 = ((DoubleVector) EXACT.cast(v6)).lanewise(MAX, EXACT.cast(v7));
      m = v0.lanewise(MAX, v2).lanewise(MAX, v4.lanewise(MAX, v6)).reduceLanes(MAX);
    }
    for (; i < n; i++) {
      m = Math.max(m, a[off + i]);
    }
    return m;
  }

  /** As {@link #largest} for the smallest element ({@link Math#min} rules). */
  private static double smallest(double[] a, int off, int n) {
    double m = a[off];
    int i = 0;
    if (n >= L) {
      // the loaded vector is the receiver: its exact class is known without a type profile, so C2
      // inlines lanewise even in a loop that has barely run (else a virtual call there, and every
      // vector boxed: 3 MB allocated per 4M-element max)
      DoubleVector v0 = DoubleVector.fromArray(S, a, off); // the first vector seeds all eight
      DoubleVector v1 = v0;
      DoubleVector v2 = v0;
      DoubleVector v3 = v0;
      DoubleVector v4 = v0;
      DoubleVector v5 = v0;
      DoubleVector v6 = v0;
      DoubleVector v7 = v0;
      for (; i <= n - 8 * L; i += 8 * L) {
        v0 = DoubleVector.fromArray(S, a, off + i).lanewise(MIN, EXACT.cast(v0));
        v1 = DoubleVector.fromArray(S, a, off + i + L).lanewise(MIN, EXACT.cast(v1));
        v2 = DoubleVector.fromArray(S, a, off + i + 2 * L).lanewise(MIN, EXACT.cast(v2));
        v3 = DoubleVector.fromArray(S, a, off + i + 3 * L).lanewise(MIN, EXACT.cast(v3));
        v4 = DoubleVector.fromArray(S, a, off + i + 4 * L).lanewise(MIN, EXACT.cast(v4));
        v5 = DoubleVector.fromArray(S, a, off + i + 5 * L).lanewise(MIN, EXACT.cast(v5));
        v6 = DoubleVector.fromArray(S, a, off + i + 6 * L).lanewise(MIN, EXACT.cast(v6));
        v7 = DoubleVector.fromArray(S, a, off + i + 7 * L).lanewise(MIN, EXACT.cast(v7));
      }
      for (; i <= n - L; i += L) {
        v0 = DoubleVector.fromArray(S, a, off + i).lanewise(MIN, EXACT.cast(v0));
      }
      v0 = ((DoubleVector) EXACT.cast(v0)).lanewise(MIN, EXACT.cast(v1));
      v2 = ((DoubleVector) EXACT.cast(v2)).lanewise(MIN, EXACT.cast(v3));
      v4 = ((DoubleVector) EXACT.cast(v4)).lanewise(MIN, EXACT.cast(v5));
      v6 = ((DoubleVector) EXACT.cast(v6)).lanewise(MIN, EXACT.cast(v7));
      m = v0.lanewise(MIN, v2).lanewise(MIN, v4.lanewise(MIN, v6)).reduceLanes(MIN);
    }
    for (; i < n; i++) {
      m = Math.min(m, a[off + i]);
    }
    return m;
  }

  @Override
  public double fmax(double[] a, int off, int n, double acc) {
    double m = n < L ? Double.NEGATIVE_INFINITY : largestNumber(a, off, n);
    if (m == Double.NEGATIVE_INFINITY) { // all NaN, or every number -inf: the plain fold
      for (int i = 0; i < n; i++) {
        acc = Arith.fmax(acc, a[off + i]);
      }
      return acc;
    }
    if (m != 0) {
      return acc > m ? acc : m; // a NaN acc loses; equal non-zero values have equal bits
    }
    return acc > 0 ? acc : lastZero(a, off, n);
  }

  @Override
  public double fmin(double[] a, int off, int n, double acc) {
    double m = n < L ? Double.POSITIVE_INFINITY : smallestNumber(a, off, n);
    if (m == Double.POSITIVE_INFINITY) {
      for (int i = 0; i < n; i++) {
        acc = Arith.fmin(acc, a[off + i]);
      }
      return acc;
    }
    if (m != 0) {
      return acc < m ? acc : m;
    }
    return acc < 0 ? acc : lastZero(a, off, n);
  }

  // the fused reductions' accumulate leaves: the loaded input vector is each operation's receiver
  // (an exact class without a type profile), and lanewise(op), not add/mul, as VectorSumRuns says

  // Column-block folds: eight rows per pass over the block, so each output vector is loaded and
  // stored once per eight rows, not once per row, and eight streams are in flight. One thread
  // folding 1024-float32 column blocks of a 2048² matrix took 1.5-2x the CPU time of whole rows
  // one at a time; eight at a time, as long as whole rows (one JVM, loaded machine).

  @Override
  public int sumRows(double[] a, int ai, int rowStride, int rows, double[] r, int ro, int n) {
    if (n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    int row = 0;
    for (; row <= rows - 8; row += 8) {
      int i = ai + row * rowStride;
      for (int j = 0; j < bound; j += L) {
        // acc + x commutes to x + acc exactly; the loaded vector is the receiver
        int p = i + j;
        DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
        acc = DoubleVector.fromArray(S, a, p).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 2 * rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 3 * rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 4 * rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 5 * rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 6 * rowStride).lanewise(ADD, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 7 * rowStride).lanewise(ADD, OWN.cast(acc));
        ((DoubleVector) OWN.cast(acc)).intoArray(r, ro + j);
      }
    }
    for (; row < rows; row++) {
      int i = ai + row * rowStride;
      for (int j = 0; j < bound; j += L) {
        DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
        DoubleVector.fromArray(S, a, i + j).lanewise(ADD, OWN.cast(acc)).intoArray(r, ro + j);
      }
    }
    return bound;
  }

  @Override
  public int prodRows(double[] a, int ai, int rowStride, int rows, double[] r, int ro, int n) {
    if (n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    int row = 0;
    for (; row <= rows - 8; row += 8) {
      int i = ai + row * rowStride;
      for (int j = 0; j < bound; j += L) {
        int p = i + j;
        DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
        acc = DoubleVector.fromArray(S, a, p).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 2 * rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 3 * rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 4 * rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 5 * rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 6 * rowStride).lanewise(MUL, OWN.cast(acc));
        acc = DoubleVector.fromArray(S, a, p + 7 * rowStride).lanewise(MUL, OWN.cast(acc));
        ((DoubleVector) OWN.cast(acc)).intoArray(r, ro + j);
      }
    }
    for (; row < rows; row++) {
      int i = ai + row * rowStride;
      for (int j = 0; j < bound; j += L) {
        DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
        DoubleVector.fromArray(S, a, i + j).lanewise(MUL, OWN.cast(acc)).intoArray(r, ro + j);
      }
    }
    return bound;
  }

  @Override
  public int nansumAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    if (as != 1 || rs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int j = 0; j < bound; j += L) {
      DoubleVector x = DoubleVector.fromArray(S, a, ai + j);
      DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
      // acc + x commutes to x + acc exactly
      x.blend(ZERO, x.test(VectorOperators.IS_NAN)).lanewise(ADD, acc).intoArray(r, ro + j);
    }
    return bound;
  }

  @Override
  public int fmaxAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    if (as != 1 || rs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int j = 0; j < bound; j += L) {
      DoubleVector x = DoubleVector.fromArray(S, a, ai + j);
      DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
      VectorMask<Double> keep = x.test(VectorOperators.IS_NAN).or(x.compare(LT, acc));
      x.blend(acc, keep).intoArray(r, ro + j);
    }
    return bound;
  }

  @Override
  public int fminAccumulate(double[] a, int ai, int as, double[] r, int ro, int rs, int n) {
    if (as != 1 || rs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int j = 0; j < bound; j += L) {
      DoubleVector x = DoubleVector.fromArray(S, a, ai + j);
      DoubleVector acc = DoubleVector.fromArray(S, r, ro + j);
      VectorMask<Double> keep = x.test(VectorOperators.IS_NAN).or(x.compare(GT, acc));
      x.blend(acc, keep).intoArray(r, ro + j);
    }
    return bound;
  }

  @Override
  public int squaredDeviationsAccumulate(
      double[] a, int ai, int as, double[] r, int ro, int rs, int n, double[] m, int mo, int ms) {
    if (as != 1 || rs != 1 || n < L || (ms != 0 && ms != 1)) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (ms == 0) {
      DoubleVector mean = DoubleVector.broadcast(S, m[mo]);
      for (int j = 0; j < bound; j += L) {
        DoubleVector d = DoubleVector.fromArray(S, a, ai + j).lanewise(SUB, mean);
        d.lanewise(MUL, d).lanewise(ADD, DoubleVector.fromArray(S, r, ro + j)).intoArray(r, ro + j);
      }
      return bound;
    }
    for (int j = 0; j < bound; j += L) {
      DoubleVector d =
          DoubleVector.fromArray(S, a, ai + j).lanewise(SUB, DoubleVector.fromArray(S, m, mo + j));
      d.lanewise(MUL, d).lanewise(ADD, DoubleVector.fromArray(S, r, ro + j)).intoArray(r, ro + j);
    }
    return bound;
  }

  /**
   * The largest non-NaN element of a run of {@code n >= L} ({@code -inf} if there is none; a zero
   * of either sign, which the callers look up again): a lane takes an element only when it is
   * greater, which a NaN never is, so NaNs drop out without a test of their own (the loaded vector
   * keeps the lane unless it is greater: it stays the receiver, as in {@link #largest}). A compare
   * and a blend per vector, where blending NaN lanes away before {@code MAX} (whose NaN and zero
   * rules are several instructions on AVX2) took 1.2-1.5x the plain {@code max} (session 14). Four
   * accumulators, each through {@code EXACT.cast} where it is an operand (see {@link #largest} and
   * {@link #EXACT}).
   */
  private static double largestNumber(double[] a, int off, int n) {
    DoubleVector v0 = DoubleVector.broadcast(S, Double.NEGATIVE_INFINITY);
    DoubleVector v1 = v0;
    DoubleVector v2 = v0;
    DoubleVector v3 = v0;
    int i = 0;
    for (; i <= n - 4 * L; i += 4 * L) {
      DoubleVector x0 = DoubleVector.fromArray(S, a, off + i);
      DoubleVector x1 = DoubleVector.fromArray(S, a, off + i + L);
      DoubleVector x2 = DoubleVector.fromArray(S, a, off + i + 2 * L);
      DoubleVector x3 = DoubleVector.fromArray(S, a, off + i + 3 * L);
      v0 = x0.blend(EXACT.cast(v0), x0.compare(GT, EXACT.cast(v0)).not());
      v1 = x1.blend(EXACT.cast(v1), x1.compare(GT, EXACT.cast(v1)).not());
      v2 = x2.blend(EXACT.cast(v2), x2.compare(GT, EXACT.cast(v2)).not());
      v3 = x3.blend(EXACT.cast(v3), x3.compare(GT, EXACT.cast(v3)).not());
    }
    for (; i <= n - L; i += L) {
      DoubleVector x0 = DoubleVector.fromArray(S, a, off + i);
      v0 = x0.blend(EXACT.cast(v0), x0.compare(GT, EXACT.cast(v0)).not());
    }
    v0 = ((DoubleVector) EXACT.cast(v0)).lanewise(MAX, EXACT.cast(v1));
    v2 = ((DoubleVector) EXACT.cast(v2)).lanewise(MAX, EXACT.cast(v3));
    double m = v0.lanewise(MAX, v2).reduceLanes(MAX);
    for (; i < n; i++) {
      double x = a[off + i];
      m = x > m ? x : m;
    }
    return m;
  }

  /** As {@link #largestNumber} for the smallest non-NaN element ({@code +inf} if none). */
  private static double smallestNumber(double[] a, int off, int n) {
    DoubleVector v0 = DoubleVector.broadcast(S, Double.POSITIVE_INFINITY);
    DoubleVector v1 = v0;
    DoubleVector v2 = v0;
    DoubleVector v3 = v0;
    int i = 0;
    for (; i <= n - 4 * L; i += 4 * L) {
      DoubleVector x0 = DoubleVector.fromArray(S, a, off + i);
      DoubleVector x1 = DoubleVector.fromArray(S, a, off + i + L);
      DoubleVector x2 = DoubleVector.fromArray(S, a, off + i + 2 * L);
      DoubleVector x3 = DoubleVector.fromArray(S, a, off + i + 3 * L);
      v0 = x0.blend(EXACT.cast(v0), x0.compare(LT, EXACT.cast(v0)).not());
      v1 = x1.blend(EXACT.cast(v1), x1.compare(LT, EXACT.cast(v1)).not());
      v2 = x2.blend(EXACT.cast(v2), x2.compare(LT, EXACT.cast(v2)).not());
      v3 = x3.blend(EXACT.cast(v3), x3.compare(LT, EXACT.cast(v3)).not());
    }
    for (; i <= n - L; i += L) {
      DoubleVector x0 = DoubleVector.fromArray(S, a, off + i);
      v0 = x0.blend(EXACT.cast(v0), x0.compare(LT, EXACT.cast(v0)).not());
    }
    v0 = ((DoubleVector) EXACT.cast(v0)).lanewise(MIN, EXACT.cast(v1));
    v2 = ((DoubleVector) EXACT.cast(v2)).lanewise(MIN, EXACT.cast(v3));
    double m = v0.lanewise(MIN, v2).reduceLanes(MIN);
    for (; i < n; i++) {
      double x = a[off + i];
      m = x < m ? x : m;
    }
    return m;
  }

  /** The last zero of a run whose extreme number is a zero: the one the fold keeps. */
  private static double lastZero(double[] a, int off, int n) {
    for (int i = n - 1; ; i--) {
      if (a[off + i] == 0) {
        return a[off + i];
      }
    }
  }

  /**
   * The fold's result from the extreme {@code m} under {@link Math#max}/{@link Math#min} rules (NaN
   * wins, {@code -0.0 < 0.0}): the NaN or zero the sequential fold would have kept.
   */
  private static double foldResult(double[] a, int off, int n, double acc, double m) {
    if (m != m) {
      return acc != acc ? acc : a[off + firstNaN(a, off, n)];
    }
    if (m != 0) {
      return m; // equal non-zero values have equal bits
    }
    for (int i = n - 1; i >= 0; i--) { // the last zero, as the fold keeps the later of equals
      if (a[off + i] == 0) {
        return a[off + i];
      }
    }
    return acc;
  }

  @Override
  public int argmax(double[] a, int off, int n) {
    return argExtreme(a, off, n, true);
  }

  @Override
  public int argmin(double[] a, int off, int n) {
    return argExtreme(a, off, n, false);
  }

  /**
   * NumPy's argmax ({@code findMax}) or argmin (not {@code findMax}) of a run of {@code n >= 1} in
   * one pass over memory. A run of one block (a row along an axis, say) goes to {@link
   * #argLargest}/{@link #argSmallest}. A longer run goes in blocks of {@link #BLOCK} elements, each
   * block's extreme compared with the best so far (strictly: a later equal block does not win); the
   * first block holding a NaN answers at once with its first NaN, else the first block holding the
   * overall extreme is searched for its first equal element ({@code -0.0 == 0.0}, as NumPy's
   * comparisons). Only that block (in cache) is read twice: once per long run, where the one-pass
   * kernel's extra work per vector would cost more (1.17x the CPU time of this loop for whole
   * arrays in L2, session 11), whereas for a row the second read, half the row on average, is what
   * costs.
   */
  private static int argExtreme(double[] a, int off, int n, boolean findMax) {
    if (n <= BLOCK) {
      return findMax ? argLargest(a, off, n) : argSmallest(a, off, n);
    }
    double best = 0;
    int at = -1;
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      double m = findMax ? largest(a, off + b, len) : smallest(a, off + b, len);
      if (m != m) {
        return b + firstNaN(a, off + b, len);
      }
      if (at < 0 || (findMax ? m > best : m < best)) {
        best = m;
        at = b;
      }
    }
    return at + firstEqual(a, off + at, Math.min(BLOCK, n - at), best);
  }

  /**
   * The index of the first NaN of a run of {@code 1 <= n <= BLOCK}, else of its first largest
   * element ({@code -0.0 == 0.0}), reading the run once. The run goes in steps of eight vectors:
   * each step's lane-wise largest (a tree of {@code MAX}, Java's rules: NaN wins) is folded into
   * the running largest, and each lane keeps where its largest first appeared (the step, moved only
   * by a strictly larger value, so the first of equals stays). At the end the first step holding
   * the overall largest is searched again (eight vectors, in L1). The last step overlaps the one
   * before when {@code 8 L} does not divide {@code n}. Steps are kept as doubles (exact below 2^24
   * in the float32 twin, so {@link #BLOCK} stays under that). Runs under eight vectors go to {@link
   * #argBySearch}.
   */
  private static int argLargest(double[] a, int off, int n) {
    if (n < 8 * L) {
      return argBySearch(a, off, n, true);
    }
    DoubleVector best = DoubleVector.fromArray(S, a, off);
    DoubleVector at = DoubleVector.broadcast(S, 0);
    for (int i = 0; i < n; i += 8 * L) {
      int j = Math.min(i, n - 8 * L);
      int k = off + j;
      DoubleVector t =
          DoubleVector.fromArray(S, a, k)
              .lanewise(MAX, DoubleVector.fromArray(S, a, k + L))
              .lanewise(
                  MAX,
                  DoubleVector.fromArray(S, a, k + 2 * L)
                      .lanewise(MAX, DoubleVector.fromArray(S, a, k + 3 * L)))
              .lanewise(
                  MAX,
                  DoubleVector.fromArray(S, a, k + 4 * L)
                      .lanewise(MAX, DoubleVector.fromArray(S, a, k + 5 * L))
                      .lanewise(
                          MAX,
                          DoubleVector.fromArray(S, a, k + 6 * L)
                              .lanewise(MAX, DoubleVector.fromArray(S, a, k + 7 * L))));
      DoubleVector b = (DoubleVector) EXACT.cast(best);
      at = ((DoubleVector) EXACT.cast(at)).blend((double) j, t.compare(VectorOperators.GT, b));
      best = t.lanewise(MAX, b);
    }
    best = (DoubleVector) EXACT.cast(best);
    at = (DoubleVector) EXACT.cast(at);
    double m = best.reduceLanes(MAX);
    if (m != m) {
      return firstNaN(a, off, n);
    }
    int step =
        (int)
            DoubleVector.broadcast(S, Double.POSITIVE_INFINITY)
                .blend(at, best.eq(m))
                .reduceLanes(MIN);
    return step + firstEqual(a, off + step, 8 * L, m);
  }

  /**
   * As {@link #argLargest} for the first smallest element ({@code MIN}, Java's rules). A twin, as
   * {@link #smallest} is of {@link #largest}: an operator passed in would not be a constant where
   * this loop compiles on its own, and the Vector API's intrinsics need it constant.
   */
  private static int argSmallest(double[] a, int off, int n) {
    if (n < 8 * L) {
      return argBySearch(a, off, n, false);
    }
    DoubleVector best = DoubleVector.fromArray(S, a, off);
    DoubleVector at = DoubleVector.broadcast(S, 0);
    for (int i = 0; i < n; i += 8 * L) {
      int j = Math.min(i, n - 8 * L);
      int k = off + j;
      DoubleVector t =
          DoubleVector.fromArray(S, a, k)
              .lanewise(MIN, DoubleVector.fromArray(S, a, k + L))
              .lanewise(
                  MIN,
                  DoubleVector.fromArray(S, a, k + 2 * L)
                      .lanewise(MIN, DoubleVector.fromArray(S, a, k + 3 * L)))
              .lanewise(
                  MIN,
                  DoubleVector.fromArray(S, a, k + 4 * L)
                      .lanewise(MIN, DoubleVector.fromArray(S, a, k + 5 * L))
                      .lanewise(
                          MIN,
                          DoubleVector.fromArray(S, a, k + 6 * L)
                              .lanewise(MIN, DoubleVector.fromArray(S, a, k + 7 * L))));
      DoubleVector b = (DoubleVector) EXACT.cast(best);
      at = ((DoubleVector) EXACT.cast(at)).blend((double) j, t.compare(VectorOperators.LT, b));
      best = t.lanewise(MIN, b);
    }
    best = (DoubleVector) EXACT.cast(best);
    at = (DoubleVector) EXACT.cast(at);
    double m = best.reduceLanes(MIN);
    if (m != m) {
      return firstNaN(a, off, n);
    }
    int step =
        (int)
            DoubleVector.broadcast(S, Double.POSITIVE_INFINITY)
                .blend(at, best.eq(m))
                .reduceLanes(MIN);
    return step + firstEqual(a, off + step, 8 * L, m);
  }

  /**
   * {@link #argLargest}'s answer for a short run, by searching: the first NaN if {@link #largest}
   * or {@link #smallest} meets one, else the first element equal to the extreme (a second read).
   */
  private static int argBySearch(double[] a, int off, int n, boolean findMax) {
    double m = findMax ? largest(a, off, n) : smallest(a, off, n);
    return m != m ? firstNaN(a, off, n) : firstEqual(a, off, n, m);
  }

  /** The index of the first NaN of the run (there is one). */
  private static int firstNaN(double[] a, int off, int n) {
    int i = 0;
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = DoubleVector.fromArray(S, a, off + i).test(VectorOperators.IS_NAN).firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; a[off + i] == a[off + i]; i++) {}
    return i;
  }

  /** The index of the first element equal to {@code m} (there is one; {@code -0.0 == 0.0}). */
  private static int firstEqual(double[] a, int off, int n, double m) {
    int i = 0;
    // four compares per branch (a branch and firstTrue per vector cost more than the compare):
    // this search runs once per argmax, so along an axis once per row
    for (; i <= n - 4 * L; i += 4 * L) {
      VectorMask<Double> e =
          DoubleVector.fromArray(S, a, off + i)
              .eq(m)
              .or(DoubleVector.fromArray(S, a, off + i + L).eq(m))
              .or(DoubleVector.fromArray(S, a, off + i + 2 * L).eq(m))
              .or(DoubleVector.fromArray(S, a, off + i + 3 * L).eq(m));
      if (e.anyTrue()) {
        break;
      }
    }
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = DoubleVector.fromArray(S, a, off + i).eq(m).firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; a[off + i] != m; i++) {}
    return i;
  }

  @Override
  public int where(
      boolean[] c,
      int co,
      int cs,
      double[] x,
      int xo,
      int xs,
      double[] y,
      int yo,
      int ys,
      double[] z,
      int zo,
      int zs,
      int n) {
    if (cs != 1 || xs != 1 || ys != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      VectorMask<Double> m = VectorMask.fromArray(S, c, co + i);
      DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
      DoubleVector.fromArray(S, y, yo + i).blend(a, m).intoArray(z, zo + i);
    }
    return bound;
  }
}
