// Derived from VectorFloat64Simd.java by DerivedSourcesTest: do not edit.
package io.ndgen.runtime.internal;

import static jdk.incubator.vector.VectorOperators.MAX;
import static jdk.incubator.vector.VectorOperators.MIN;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Float32Simd} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), into a unit-stride output, in full vectors of the preferred species; the same
 * operation lane for lane as the scalar loop that finishes the run. Loaded only through {@link
 * io.ndgen.runtime.simd.Simd#load}.
 */
final class VectorFloat32Simd extends Float32Simd {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();

  /** Elements per block of {@link #argExtreme}: the extreme of 8 vectors per accumulator. */
  private static final int BLOCK = 64 * L;

  private static final FloatVector ZERO = FloatVector.zero(S);
  private static final FloatVector ONE = FloatVector.broadcast(S, 1);
  private static final FloatVector MINUS_ONE = FloatVector.broadcast(S, -1);

  VectorFloat32Simd() {}

  @Override
  public int add(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.add(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int subtract(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.sub(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int multiply(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.mul(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int divide(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.div(b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int minimum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int maximum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
            .intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
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
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int notEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int less(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int lessEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greater(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int greaterEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    if (zs != 1 || n < L) {
      return 0;
    }
    int bound = S.loopBound(n);
    if (xs == 1 && ys == 1) {
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
      }
    } else if (xs == 1 && ys == 0) {
      FloatVector b = FloatVector.broadcast(S, y[yo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
      }
    } else if (xs == 0 && ys == 1) {
      FloatVector a = FloatVector.broadcast(S, x[xo]);
      for (int i = 0; i < bound; i += L) {
        FloatVector b = FloatVector.fromArray(S, y, yo + i);
        a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
      }
    } else {
      return 0;
    }
    return bound;
  }

  @Override
  public int negative(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.neg().intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int absolute(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.abs().intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int sign(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.blend(ZERO, a.eq(0))
          .blend(ONE, a.compare(VectorOperators.GT, 0))
          .blend(MINUS_ONE, a.lt(0))
          .intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int sqrt(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.SQRT).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int exp(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.EXP).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int log(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.LOG).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int sin(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.SIN).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int cos(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.COS).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public int tanh(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    if (xs != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      a.lanewise(VectorOperators.TANH).intoArray(z, zo + i);
    }
    return bound;
  }

  @Override
  public boolean vectorized() {
    return true;
  }

  @Override
  public float max(float[] a, int off, int n, float acc) {
    return n == 0 ? acc : foldResult(a, off, n, acc, Math.max(acc, largest(a, off, n)));
  }

  @Override
  public float min(float[] a, int off, int n, float acc) {
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
  private static float largest(float[] a, int off, int n) {
    float m = a[off];
    int i = 0;
    if (n >= L) {
      // the loaded vector is the receiver: its exact class is known without a type profile, so C2
      // inlines lanewise even in a loop that has barely run (else a virtual call there, and every
      // vector boxed: 3 MB allocated per 4M-element max)
      FloatVector v0 = FloatVector.fromArray(S, a, off); // the first vector seeds all eight
      FloatVector v1 = v0;
      FloatVector v2 = v0;
      FloatVector v3 = v0;
      FloatVector v4 = v0;
      FloatVector v5 = v0;
      FloatVector v6 = v0;
      FloatVector v7 = v0;
      for (; i <= n - 8 * L; i += 8 * L) {
        v0 = FloatVector.fromArray(S, a, off + i).lanewise(MAX, v0);
        v1 = FloatVector.fromArray(S, a, off + i + L).lanewise(MAX, v1);
        v2 = FloatVector.fromArray(S, a, off + i + 2 * L).lanewise(MAX, v2);
        v3 = FloatVector.fromArray(S, a, off + i + 3 * L).lanewise(MAX, v3);
        v4 = FloatVector.fromArray(S, a, off + i + 4 * L).lanewise(MAX, v4);
        v5 = FloatVector.fromArray(S, a, off + i + 5 * L).lanewise(MAX, v5);
        v6 = FloatVector.fromArray(S, a, off + i + 6 * L).lanewise(MAX, v6);
        v7 = FloatVector.fromArray(S, a, off + i + 7 * L).lanewise(MAX, v7);
      }
      for (; i <= n - L; i += L) {
        v0 = FloatVector.fromArray(S, a, off + i).lanewise(MAX, v0);
      }
      v0 = v0.lanewise(MAX, v1).lanewise(MAX, v2.lanewise(MAX, v3));
      v4 = v4.lanewise(MAX, v5).lanewise(MAX, v6.lanewise(MAX, v7));
      m = v0.lanewise(MAX, v4).reduceLanes(MAX);
    }
    for (; i < n; i++) {
      m = Math.max(m, a[off + i]);
    }
    return m;
  }

  /** As {@link #largest} for the smallest element ({@link Math#min} rules). */
  private static float smallest(float[] a, int off, int n) {
    float m = a[off];
    int i = 0;
    if (n >= L) {
      // the loaded vector is the receiver: its exact class is known without a type profile, so C2
      // inlines lanewise even in a loop that has barely run (else a virtual call there, and every
      // vector boxed: 3 MB allocated per 4M-element max)
      FloatVector v0 = FloatVector.fromArray(S, a, off); // the first vector seeds all eight
      FloatVector v1 = v0;
      FloatVector v2 = v0;
      FloatVector v3 = v0;
      FloatVector v4 = v0;
      FloatVector v5 = v0;
      FloatVector v6 = v0;
      FloatVector v7 = v0;
      for (; i <= n - 8 * L; i += 8 * L) {
        v0 = FloatVector.fromArray(S, a, off + i).lanewise(MIN, v0);
        v1 = FloatVector.fromArray(S, a, off + i + L).lanewise(MIN, v1);
        v2 = FloatVector.fromArray(S, a, off + i + 2 * L).lanewise(MIN, v2);
        v3 = FloatVector.fromArray(S, a, off + i + 3 * L).lanewise(MIN, v3);
        v4 = FloatVector.fromArray(S, a, off + i + 4 * L).lanewise(MIN, v4);
        v5 = FloatVector.fromArray(S, a, off + i + 5 * L).lanewise(MIN, v5);
        v6 = FloatVector.fromArray(S, a, off + i + 6 * L).lanewise(MIN, v6);
        v7 = FloatVector.fromArray(S, a, off + i + 7 * L).lanewise(MIN, v7);
      }
      for (; i <= n - L; i += L) {
        v0 = FloatVector.fromArray(S, a, off + i).lanewise(MIN, v0);
      }
      v0 = v0.lanewise(MIN, v1).lanewise(MIN, v2.lanewise(MIN, v3));
      v4 = v4.lanewise(MIN, v5).lanewise(MIN, v6.lanewise(MIN, v7));
      m = v0.lanewise(MIN, v4).reduceLanes(MIN);
    }
    for (; i < n; i++) {
      m = Math.min(m, a[off + i]);
    }
    return m;
  }

  /**
   * The fold's result from the extreme {@code m} under {@link Math#max}/{@link Math#min} rules (NaN
   * wins, {@code -0.0 < 0.0}): the NaN or zero the sequential fold would have kept.
   */
  private static float foldResult(float[] a, int off, int n, float acc, float m) {
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
  public int argmax(float[] a, int off, int n) {
    return argExtreme(a, off, n, true);
  }

  @Override
  public int argmin(float[] a, int off, int n) {
    return argExtreme(a, off, n, false);
  }

  /**
   * NumPy's argmax ({@code findMax}) or argmin (not {@code findMax}) of a run of {@code n >= 1} in
   * one pass over memory: the run in blocks of {@link #BLOCK} elements, each block's extreme
   * compared with the best so far (strictly: a later equal block does not win); the first block
   * holding a NaN answers at once with its first NaN, else the first block holding the overall
   * extreme is searched for its first equal element ({@code -0.0 == 0.0}, as NumPy's comparisons).
   * Only that block (in cache) is read twice.
   */
  private static int argExtreme(float[] a, int off, int n, boolean findMax) {
    float best = 0;
    int at = -1;
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      float m = findMax ? largest(a, off + b, len) : smallest(a, off + b, len);
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

  /** The index of the first NaN of the run (there is one). */
  private static int firstNaN(float[] a, int off, int n) {
    int i = 0;
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = FloatVector.fromArray(S, a, off + i).test(VectorOperators.IS_NAN).firstTrue();
      if (k < L) {
        return i + k;
      }
    }
    for (; a[off + i] == a[off + i]; i++) {}
    return i;
  }

  /** The index of the first element equal to {@code m} (there is one; {@code -0.0 == 0.0}). */
  private static int firstEqual(float[] a, int off, int n, float m) {
    int i = 0;
    for (int bound = S.loopBound(n); i < bound; i += L) {
      int k = FloatVector.fromArray(S, a, off + i).eq(m).firstTrue();
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
      float[] x,
      int xo,
      int xs,
      float[] y,
      int yo,
      int ys,
      float[] z,
      int zo,
      int zs,
      int n) {
    if (cs != 1 || xs != 1 || ys != 1 || zs != 1) {
      return 0;
    }
    int bound = S.loopBound(n);
    for (int i = 0; i < bound; i += L) {
      VectorMask<Float> m = VectorMask.fromArray(S, c, co + i);
      FloatVector a = FloatVector.fromArray(S, x, xo + i);
      FloatVector.fromArray(S, y, yo + i).blend(a, m).intoArray(z, zo + i);
    }
    return bound;
  }
}
