// Derived from VectorFloat64Runs.java by DerivedSourcesTest: do not edit.
package io.ndgen.runtime.internal;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Float32Runs} on the Vector API: unit-stride runs, and runs where one input is broadcast
 * (stride 0), go through full vectors of the preferred species; the tail, and every other stride,
 * go to the scalar definition. Lane for lane the same operations, so the same bits (except the
 * transcendental functions; see {@link Float32Runs}).
 *
 * <p>Loaded only through {@link io.ndgen.runtime.simd.Simd#load}.
 */
final class VectorFloat32Runs extends Float32Runs {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final FloatVector ZERO = FloatVector.zero(S);
  private static final FloatVector ONE = FloatVector.broadcast(S, 1);
  private static final FloatVector MINUS_ONE = FloatVector.broadcast(S, -1);

  VectorFloat32Runs() {}

  @Override
  public void add(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.add(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.add(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.add(b).intoArray(z, zo + i);
        }
      }
    }
    super.add(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void subtract(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.sub(b).intoArray(z, zo + i);
        }
      }
    }
    super.subtract(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void multiply(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.mul(b).intoArray(z, zo + i);
        }
      }
    }
    super.multiply(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void divide(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.div(b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.div(b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.div(b).intoArray(z, zo + i);
        }
      }
    }
    super.divide(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void minimum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          b.blend(a, a.lt(b).or(a.test(VectorOperators.IS_NAN))).intoArray(z, zo + i);
        }
      }
    }
    super.minimum(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void maximum(
      float[] x, int xo, int xs, float[] y, int yo, int ys, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          b.blend(a, a.compare(VectorOperators.GT, b).or(a.test(VectorOperators.IS_NAN)))
              .intoArray(z, zo + i);
        }
      }
    }
    super.maximum(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void equal(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.EQ, b).intoArray(z, zo + i);
        }
      }
    }
    super.equal(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void notEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.NE, b).intoArray(z, zo + i);
        }
      }
    }
    super.notEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void less(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LT, b).intoArray(z, zo + i);
        }
      }
    }
    super.less(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void lessEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.LE, b).intoArray(z, zo + i);
        }
      }
    }
    super.lessEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void greater(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GT, b).intoArray(z, zo + i);
        }
      }
    }
    super.greater(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void greaterEqual(
      float[] x, int xo, int xs, float[] y, int yo, int ys, boolean[] z, int zo, int zs, int n) {
    int i = 0;
    if (zs == 1 && n >= L) {
      int bound = S.loopBound(n);
      if (xs == 1 && ys == 1) {
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      } else if (xs == 1 && ys == 0) {
        FloatVector b = FloatVector.broadcast(S, y[yo]);
        for (; i < bound; i += L) {
          FloatVector a = FloatVector.fromArray(S, x, xo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      } else if (xs == 0 && ys == 1) {
        FloatVector a = FloatVector.broadcast(S, x[xo]);
        for (; i < bound; i += L) {
          FloatVector b = FloatVector.fromArray(S, y, yo + i);
          a.compare(VectorOperators.GE, b).intoArray(z, zo + i);
        }
      }
    }
    super.greaterEqual(x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i, zs, n - i);
  }

  @Override
  public void negative(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.neg().intoArray(z, zo + i);
      }
    }
    super.negative(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void absolute(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.abs().intoArray(z, zo + i);
      }
    }
    super.absolute(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sign(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.blend(ZERO, a.eq(0))
            .blend(ONE, a.compare(VectorOperators.GT, 0))
            .blend(MINUS_ONE, a.lt(0))
            .intoArray(z, zo + i);
      }
    }
    super.sign(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sqrt(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.SQRT).intoArray(z, zo + i);
      }
    }
    super.sqrt(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void exp(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.EXP).intoArray(z, zo + i);
      }
    }
    super.exp(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void log(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.LOG).intoArray(z, zo + i);
      }
    }
    super.log(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void sin(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.SIN).intoArray(z, zo + i);
      }
    }
    super.sin(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void cos(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        a.lanewise(VectorOperators.COS).intoArray(z, zo + i);
      }
    }
    super.cos(x, xo + i * xs, xs, z, zo + i * zs, zs, n - i);
  }

  @Override
  public void tanh(float[] x, int xo, int xs, float[] z, int zo, int zs, int n) {
    int i = 0;
    if (xs == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
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
    int i = 0;
    if (cs == 1 && xs == 1 && ys == 1 && zs == 1) {
      for (int bound = S.loopBound(n); i < bound; i += L) {
        VectorMask<Float> m = VectorMask.fromArray(S, c, co + i);
        FloatVector a = FloatVector.fromArray(S, x, xo + i);
        FloatVector.fromArray(S, y, yo + i).blend(a, m).intoArray(z, zo + i);
      }
    }
    super.where(
        c, co + i * cs, cs, x, xo + i * xs, xs, y, yo + i * ys, ys, z, zo + i * zs, zs, n - i);
  }
}
