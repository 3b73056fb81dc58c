package io.ndgen.codegen;

import io.ndgen.annotations.DType;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The dtype table: the one source of per-dtype facts for generated code, the runtime's kernels and
 * the processor's classes alike (fastutil's driver table). Every other generator is dtype-agnostic.
 */
public final class DTypes {
  private DTypes() {}

  private static final String F16 = "io.ndgen.runtime.storage.Float16";

  /** One row per {@link DType}, in the enum's order. */
  public static final List<DTypeRow> ROWS =
      List.of(
          row(DType.BOOL, "Bool", Kind.BOOL, "boolean", "boolean", "{x}", "{v}", null),
          row(
              DType.INT8,
              "Int8",
              Kind.SIGNED,
              "byte",
              "int",
              "{x}",
              "(byte) ({v})",
              "{v} != (byte) {v}"),
          row(
              DType.UINT8,
              "UInt8",
              Kind.UNSIGNED,
              "byte",
              "int",
              "({x} & 0xff)",
              "(byte) ({v})",
              "({v} & ~0xff) != 0"),
          row(
              DType.INT16,
              "Int16",
              Kind.SIGNED,
              "short",
              "int",
              "{x}",
              "(short) ({v})",
              "{v} != (short) {v}"),
          row(
              DType.UINT16,
              "UInt16",
              Kind.UNSIGNED,
              "short",
              "int",
              "({x} & 0xffff)",
              "(short) ({v})",
              "({v} & ~0xffff) != 0"),
          row(DType.INT32, "Int32", Kind.SIGNED, "int", "int", "{x}", "{v}", null),
          new DTypeRow(
              DType.UINT32,
              "UInt32",
              Kind.UNSIGNED,
              "int",
              "int",
              "{x}",
              "{v}",
              "long",
              "({x} & 0xffffffffL)",
              "(int) ({v})",
              "({v} >>> 32) != 0",
              DType.UINT64),
          row(DType.INT64, "Int64", Kind.SIGNED, "long", "long", "{x}", "{v}", null),
          row(DType.UINT64, "UInt64", Kind.UNSIGNED, "long", "long", "{x}", "{v}", null),
          row(
              DType.FLOAT16,
              "Float16",
              Kind.FLOAT,
              "short",
              "float",
              F16 + ".toFloat({x})",
              F16 + ".fromFloat({v})",
              null),
          row(DType.FLOAT32, "Float32", Kind.FLOAT, "float", "float", "{x}", "{v}", null),
          row(DType.FLOAT64, "Float64", Kind.FLOAT, "double", "double", "{x}", "{v}", null));

  private static final Map<DType, DTypeRow> BY_DTYPE = new EnumMap<>(DType.class);

  static {
    for (DTypeRow r : ROWS) {
      BY_DTYPE.put(r.dtype(), r);
    }
  }

  /** The row of {@code dtype}. */
  public static DTypeRow of(DType dtype) {
    return BY_DTYPE.get(dtype);
  }

  /** A row whose value type is its compute type (every dtype but UINT32). */
  private static DTypeRow row(
      DType dtype,
      String name,
      Kind kind,
      String storage,
      String compute,
      String load,
      String store,
      String outOfRange) {
    DType acc = kind == Kind.FLOAT ? dtype : kind == Kind.UNSIGNED ? DType.UINT64 : DType.INT64;
    return new DTypeRow(
        dtype, name, kind, storage, compute, load, store, compute, load, store, outOfRange, acc);
  }
}
