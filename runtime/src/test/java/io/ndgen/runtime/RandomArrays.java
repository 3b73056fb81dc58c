package io.ndgen.runtime;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.runtime.internal.Shapes;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random arrays, views and layouts for the property tests (small, any layout). */
final class RandomArrays {
  private RandomArrays() {}

  /** A FLOAT64 array in a random order whose storage element i holds the value i. */
  static StridedArray base(Random r, int maxRank) {
    int rank = r.nextInt(maxRank + 1);
    int[] shape = new int[rank];
    for (int k = 0; k < rank; k++) {
      shape[k] = r.nextInt(10) == 0 ? 0 : 1 + r.nextInt(4);
    }
    Order order = r.nextBoolean() ? Order.C : Order.F;
    Layout layout = Layout.contiguous(order, shape);
    double[] data = new double[layout.size()];
    for (int i = 0; i < data.length; i++) {
      data[i] = i;
    }
    return StridedArray.wrap(DType.FLOAT64, data, layout);
  }

  /** A random chain of views (and occasionally a reshape that copies) of a random base. */
  static StridedArray view(Random r) {
    StridedArray v = base(r, 4);
    int steps = r.nextInt(6);
    for (int s = 0; s < steps; s++) {
      v = step(r, v);
    }
    return v;
  }

  static StridedArray step(Random r, StridedArray v) {
    int rank = v.rank();
    switch (r.nextInt(9)) {
      case 0:
        return v.permute(permutation(r, rank));
      case 1:
        if (rank == 0) {
          return v;
        }
        {
          int axis = r.nextInt(rank);
          int n = v.shape(axis);
          int step = (1 + r.nextInt(3)) * (r.nextBoolean() ? 1 : -1);
          return v.slice(axis, r.nextInt(n + 3) - 1, r.nextInt(n + 3) - 1, step);
        }
      case 2:
        return rank == 0 ? v : v.flip(r.nextInt(rank));
      case 3:
        if (rank == 0) {
          return v;
        }
        {
          int axis = r.nextInt(rank);
          return v.shape(axis) == 0 ? v : v.select(axis, r.nextInt(v.shape(axis)));
        }
      case 4:
        return v.expandDims(r.nextInt(rank + 1));
      case 5:
        return v.squeeze();
      case 6:
        {
          int lead = r.nextInt(2);
          int[] shape = new int[lead + rank];
          for (int k = 0; k < shape.length; k++) {
            int n = k < lead ? 1 : v.shape(k - lead);
            shape[k] = n == 1 ? 1 + r.nextInt(3) : n;
          }
          return v.broadcastTo(shape);
        }
      case 7:
        return v.reshape(factorShape(r, v.size()));
      default:
        return asStrided(r, v, 3);
    }
  }

  /** A random in-bounds asStrided view of {@code v}'s storage (strides -3..3). */
  static StridedArray asStrided(Random r, StridedArray v, int maxRank) {
    int length = java.lang.reflect.Array.getLength(v.storage());
    if (length == 0) {
      return v;
    }
    for (int attempt = 0; attempt < 20; attempt++) {
      int rank = r.nextInt(maxRank + 1);
      int[] shape = new int[rank];
      int[] strides = new int[rank];
      for (int k = 0; k < rank; k++) {
        shape[k] = r.nextInt(4);
        strides[k] = r.nextInt(7) - 3;
      }
      int offset = randomOffset(r, shape, strides, length);
      if (offset >= 0) {
        return v.asStrided(shape, strides, offset);
      }
    }
    return v;
  }

  /** A random in-bounds asStrided view of {@code v}'s storage with the given shape, or null. */
  static @org.jspecify.annotations.Nullable StridedArray asStridedOfShape(
      Random r, StridedArray v, int[] shape) {
    int length = java.lang.reflect.Array.getLength(v.storage());
    for (int attempt = 0; attempt < 20; attempt++) {
      int[] strides = new int[shape.length];
      for (int k = 0; k < shape.length; k++) {
        strides[k] = r.nextInt(7) - 3;
      }
      int offset = randomOffset(r, shape, strides, length);
      if (offset >= 0) {
        return v.asStrided(shape, strides, offset);
      }
    }
    return null;
  }

  /**
   * A random offset at which {@code shape} and {@code strides} reach only elements {@code 0 ..
   * length - 1}, or -1 if their reach is too wide for {@code length}.
   */
  private static int randomOffset(Random r, int[] shape, int[] strides, int length) {
    long lo = 0;
    long hi = 0;
    for (int k = 0; k < shape.length; k++) {
      long reach = (long) Math.max(shape[k] - 1, 0) * strides[k];
      if (reach < 0) {
        lo += reach;
      } else {
        hi += reach;
      }
    }
    return hi - lo < length ? (int) -lo + r.nextInt((int) (length - (hi - lo))) : -1;
  }

  /** A random permutation of {@code 0..n-1}, some axes written negatively. */
  static int[] permutation(Random r, int n) {
    List<Integer> axes = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      axes.add(k);
    }
    java.util.Collections.shuffle(axes, r);
    int[] out = new int[n];
    for (int k = 0; k < n; k++) {
      out[k] = axes.get(k) - (r.nextInt(4) == 0 ? n : 0);
    }
    return out;
  }

  /** A random shape with the given size (rank up to 4, unit axes sprinkled in). */
  static int[] factorShape(Random r, int size) {
    List<Integer> shape = new ArrayList<>();
    if (size == 0) {
      int rank = 1 + r.nextInt(3);
      for (int k = 0; k < rank; k++) {
        shape.add(r.nextInt(3));
      }
      shape.set(r.nextInt(rank), 0);
    } else {
      int rank = 1 + r.nextInt(3);
      for (int k = 0; k < rank; k++) {
        shape.add(1);
      }
      int n = size;
      for (int p = 2; n > 1; p++) {
        while (n % p == 0) {
          int at = r.nextInt(rank);
          shape.set(at, shape.get(at) * p);
          n /= p;
        }
      }
      if (r.nextInt(4) == 0) {
        shape.add(r.nextInt(shape.size() + 1), 1);
      }
    }
    return shape.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Every index of {@code shape} in C order. */
  static List<int[]> indices(int[] shape) {
    List<int[]> out = new ArrayList<>();
    int size = Shapes.checkedSize(shape);
    int[] index = new int[shape.length];
    for (int i = 0; i < size; i++) {
      out.add(index.clone());
      for (int k = shape.length - 1; k >= 0; k--) {
        if (++index[k] < shape[k]) {
          break;
        }
        index[k] = 0;
      }
    }
    return out;
  }

  /** Storage positions of every element, by the definition offset + Σ i·stride, in C order. */
  static int[] positions(Layout l) {
    List<int[]> all = indices(l.shape());
    int[] out = new int[all.size()];
    for (int j = 0; j < out.length; j++) {
      long p = l.offset();
      for (int k = 0; k < l.rank(); k++) {
        p += (long) all.get(j)[k] * l.stride(k);
      }
      out[j] = (int) p;
    }
    return out;
  }
}
