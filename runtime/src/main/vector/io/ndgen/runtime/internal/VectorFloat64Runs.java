package io.ndgen.runtime.internal;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Float64Runs} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), go through full vectors of the preferred species; the tail, and every other stride,
 * go to the scalar definition. Lane for lane the same operations, so the same bits (except the
 * transcendental functions; see {@link Float64Runs}).
 *
 * <p>Loaded only through {@link io.ndgen.runtime.simd.Simd#load}.
 */
final class VectorFloat64Runs extends Float64Runs {
  private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final DoubleVector ZERO = DoubleVector.zero(S);
  private static final DoubleVector ONE = DoubleVector.broadcast(S, 1);
  private static final DoubleVector MINUS_ONE = DoubleVector.broadcast(S, -1);

  VectorFloat64Runs() {}

  @Override
  public void add(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.add(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.add(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.add(b).intoArray(z, zo + i);
        }
      }
    }
    super.add(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void subtract(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      }
    }
    super.subtract(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void multiply(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      }
    }
    super.multiply(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void divide(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.div(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.div(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.div(b).intoArray(z, zo + i);
        }
      }
    }
    super.divide(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void minimum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      }
    }
    super.minimum(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void maximum(
      double[] x, int xo, int xs, double[] y, int yo, int ys, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      }
    }
    super.maximum(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void equal(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      }
    }
    super.equal(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void notEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      }
    }
    super.notEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void less(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      }
    }
    super.less(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void lessEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      }
    }
    super.lessEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void greater(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      }
    }
    super.greater(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void greaterEqual(
      double[] x, int xo, int xs, double[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        DoubleVector b = DoubleVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        DoubleVector a = DoubleVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          DoubleVector b = DoubleVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      }
    }
    super.greaterEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void negative(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.neg().intoArray(z, zo + i);
      }
    }
    super.negative(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void absolute(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.abs().intoArray(z, zo + i);
      }
    }
    super.absolute(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sign(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.blend(ZERO, a.eq(0))
            .blend(ONE, a.compare(VectorOperators.GT, 0))
            .blend(MINUS_ONE, a.lt(0))
            .intoArray(z, zo + i);
      }
    }
    super.sign(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sqrt(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.SQRT).intoArray(z, zo + i);
      }
    }
    super.sqrt(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void exp(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.EXP).intoArray(z, zo + i);
      }
    }
    super.exp(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void log(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.LOG).intoArray(z, zo + i);
      }
    }
    super.log(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sin(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.SIN).intoArray(z, zo + i);
      }
    }
    super.sin(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void cos(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.COS).intoArray(z, zo + i);
      }
    }
    super.cos(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void tanh(double[] x, int xo, int xs, double[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.TANH).intoArray(z, zo + i);
      }
    }
    super.tanh(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void where(
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
    int i = 0;
    if (cs == 1 && xs == 1 && ys == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        VectorMask<Double> m = VectorMask.fromArray(S, c, co + i);
        DoubleVector a = DoubleVector.fromArray(S, x, xo + i);
        DoubleVector.fromArray(S, y, yo + i).blend(a, m).intoArray(z, zo + i);
      }
    }
    super.where(
        c, co + i * cs, cs, x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i * zs, zs, n - i);
  }
}
