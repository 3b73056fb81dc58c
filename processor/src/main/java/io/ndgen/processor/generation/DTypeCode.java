package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;

/**
 * Everything per-dtype about generated code, in one table: the storage primitive, the value type
 * {@code get}/{@code set} use, how a stored element is read as a value and a value written back,
 * the range check on set, the arithmetic, and the functional interfaces. The rest of the generator
 * is dtype-agnostic.
 *
 * <p>Value types: FLOAT16 and FLOAT32 read as float, FLOAT64 as double; BOOL as boolean; INT8,
 * UINT8, INT16, UINT16 and INT32 as int; UINT32, INT64 and UINT64 as long (UINT64 as its
 * two's-complement bits). Unsigned types read unsigned.
 */
final class DTypeCode {
  final DType dtype;
  final TypeName storage;
  final ArrayTypeName storageArray;
  final TypeName value;

  private DTypeCode(DType dtype, TypeName storage, TypeName value) {
    this.dtype = dtype;
    this.storage = storage;
    this.storageArray = ArrayTypeName.of(storage);
    this.value = value;
  }

  static DTypeCode of(DType dtype) {
    switch (dtype) {
      case BOOL:
        return new DTypeCode(dtype, TypeName.BOOLEAN, TypeName.BOOLEAN);
      case INT8:
      case UINT8:
        return new DTypeCode(dtype, TypeName.BYTE, TypeName.INT);
      case INT16:
      case UINT16:
        return new DTypeCode(dtype, TypeName.SHORT, TypeName.INT);
      case INT32:
        return new DTypeCode(dtype, TypeName.INT, TypeName.INT);
      case UINT32:
        return new DTypeCode(dtype, TypeName.INT, TypeName.LONG);
      case INT64:
      case UINT64:
        return new DTypeCode(dtype, TypeName.LONG, TypeName.LONG);
      case FLOAT16:
        return new DTypeCode(dtype, TypeName.SHORT, TypeName.FLOAT);
      case FLOAT32:
        return new DTypeCode(dtype, TypeName.FLOAT, TypeName.FLOAT);
      case FLOAT64:
        return new DTypeCode(dtype, TypeName.DOUBLE, TypeName.DOUBLE);
    }
    throw new IllegalArgumentException("unknown dtype " + dtype);
  }

  boolean isBool() {
    return dtype == DType.BOOL;
  }

  boolean isFloat() {
    return dtype.isFloatingPoint();
  }

  /** {@code DType.FLOAT32} as an expression. */
  CodeBlock dtypeConstant() {
    return CodeBlock.of("$T.$L", Types.DTYPE, dtype.name());
  }

  /** The element of {@code array} at {@code pos} as a value. */
  CodeBlock read(String array, CodeBlock pos) {
    switch (dtype) {
      case UINT8:
        return CodeBlock.of("($L[$L] & 0xff)", array, pos);
      case UINT16:
        return CodeBlock.of("($L[$L] & 0xffff)", array, pos);
      case UINT32:
        return CodeBlock.of("($L[$L] & 0xffffffffL)", array, pos);
      case FLOAT16:
        return CodeBlock.of("$T.toFloat($L[$L])", Types.FLOAT16, array, pos);
      default:
        return CodeBlock.of("$L[$L]", array, pos);
    }
  }

  /** A value expression converted to the storage primitive (wrapping: the caller range-checks). */
  CodeBlock toRaw(CodeBlock value) {
    switch (dtype) {
      case INT8:
      case UINT8:
        return CodeBlock.of("(byte) ($L)", value);
      case INT16:
      case UINT16:
        return CodeBlock.of("(short) ($L)", value);
      case UINT32:
        return CodeBlock.of("(int) ($L)", value);
      case FLOAT16:
        return CodeBlock.of("$T.fromFloat($L)", Types.FLOAT16, value);
      default:
        return value;
    }
  }

  /**
   * A statement rejecting a value of variable {@code name} the dtype cannot hold, or an empty block
   * when every value of the value type fits.
   */
  CodeBlock rangeCheck(String name) {
    String test;
    switch (dtype) {
      case INT8:
        test = name + " != (byte) " + name;
        break;
      case UINT8:
        test = "(" + name + " & ~0xff) != 0";
        break;
      case INT16:
        test = name + " != (short) " + name;
        break;
      case UINT16:
        test = "(" + name + " & ~0xffff) != 0";
        break;
      case UINT32:
        test = "(" + name + " >>> 32) != 0";
        break;
      default:
        return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .beginControlFlow("if ($L)", test)
        .addStatement("throw $T.valueOutOfRange($L, $L)", Types.CHECKS, name, dtypeConstant())
        .endControlFlow()
        .build();
  }

  /** The unary operator {@code map} takes. */
  ClassName unaryOperator() {
    String v = capitalizedValue();
    if (v.equals("Int") || v.equals("Long") || v.equals("Double")) {
      return ClassName.get("java.util.function", v + "UnaryOperator");
    }
    return Types.fn(v + "UnaryOperator");
  }

  /** Its method, e.g. {@code applyAsFloat}. */
  String unaryOperatorMethod() {
    return "applyAs" + capitalizedValue();
  }

  /** The rank-fixed indexed consumer {@code forEach} takes. */
  ClassName indexedConsumer(int rank) {
    return Types.fn("Indexed" + capitalizedValue() + "Consumer" + rank);
  }

  private String capitalizedValue() {
    String v = value.toString();
    return Character.toUpperCase(v.charAt(0)) + v.substring(1);
  }

  /** The binary operators this dtype supports, NumPy's for the dtype. */
  boolean supports(Arithmetic op) {
    if (isBool()) {
      return op == Arithmetic.PLUS || op == Arithmetic.TIMES;
    }
    return true;
  }

  /** {@code a op b} on values, as a value expression. */
  CodeBlock binary(Arithmetic op, CodeBlock a, CodeBlock b) {
    if (isBool()) {
      return CodeBlock.of(op == Arithmetic.PLUS ? "$L | $L" : "$L & $L", a, b);
    }
    if (op == Arithmetic.DIV && !isFloat()) {
      if (dtype == DType.UINT64) {
        return CodeBlock.of("$T.divideUnsigned($L, $L)", Long.class, a, b);
      }
      return CodeBlock.of("$T.floorDiv($L, $L)", Math.class, a, b);
    }
    return CodeBlock.of("$L " + op.symbol + " $L", a, b);
  }

  /** The type {@code sum()} returns: float for FLOAT16/FLOAT32, double, else long. */
  TypeName sumType() {
    return isFloat() ? value : TypeName.LONG;
  }

  /**
   * {@code min(a, b)} or {@code max(a, b)} of two value expressions (NaN propagates for floats).
   */
  CodeBlock extreme(boolean max, CodeBlock a, CodeBlock b) {
    if (isBool()) {
      return CodeBlock.of(max ? "$L | $L" : "$L & $L", a, b);
    }
    if (dtype == DType.UINT64) {
      return CodeBlock.of(
          "$T.compareUnsigned($L, $L) $L 0 ? $L : $L", Long.class, a, b, max ? ">=" : "<=", a, b);
    }
    return CodeBlock.of("$T.$L($L, $L)", Math.class, max ? "max" : "min", a, b);
  }
}
