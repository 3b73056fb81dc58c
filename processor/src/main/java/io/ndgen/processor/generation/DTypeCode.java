package io.ndgen.processor.generation;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.ndgen.annotations.DType;
import io.ndgen.codegen.DTypeRow;
import io.ndgen.codegen.DTypes;
import io.ndgen.codegen.Kind;

/**
 * The dtype table's row ({@link DTypes}, the one source shared with the runtime's kernels) as
 * JavaPoet types and code: the storage primitive, the value type {@code get}/{@code set} use, how a
 * stored element is read as a value and a value written back, the range check on set, the runtime
 * kernels class and the functional interfaces. The rest of the generator is dtype-agnostic.
 */
final class DTypeCode {
  final DType dtype;
  final DTypeRow row;
  final TypeName storage;
  final ArrayTypeName storageArray;
  final TypeName value;

  private DTypeCode(DTypeRow row) {
    this.dtype = row.dtype();
    this.row = row;
    this.storage = primitive(row.storage());
    this.storageArray = ArrayTypeName.of(storage);
    this.value = primitive(row.value());
  }

  static DTypeCode of(DType dtype) {
    return new DTypeCode(DTypes.of(dtype));
  }

  private static TypeName primitive(String name) {
    switch (name) {
      case "boolean":
        return TypeName.BOOLEAN;
      case "byte":
        return TypeName.BYTE;
      case "short":
        return TypeName.SHORT;
      case "int":
        return TypeName.INT;
      case "long":
        return TypeName.LONG;
      case "float":
        return TypeName.FLOAT;
      case "double":
        return TypeName.DOUBLE;
      default:
        throw new IllegalArgumentException("not a primitive: " + name);
    }
  }

  boolean isBool() {
    return row.kind() == Kind.BOOL;
  }

  boolean isFloat() {
    return row.kind() == Kind.FLOAT;
  }

  /** {@code DType.FLOAT32} as an expression. */
  CodeBlock dtypeConstant() {
    return CodeBlock.of("$T.$L", Types.DTYPE, dtype.name());
  }

  /** The runtime class of this dtype's kernels, e.g. {@code Float32Kernels}. */
  ClassName kernels() {
    return ClassName.get(Types.INTERNAL, row.kernelClass());
  }

  /** The element of {@code array} at {@code pos} as a value. */
  CodeBlock read(String array, CodeBlock pos) {
    return code(row.loadValue(array + "[" + pos + "]"));
  }

  /** A value expression converted to the storage primitive (wrapping: the caller range-checks). */
  CodeBlock toRaw(CodeBlock value) {
    return code(row.storeValue(value.toString()));
  }

  /**
   * A statement rejecting a value of variable {@code name} the dtype cannot hold, or an empty block
   * when every value of the value type fits.
   */
  CodeBlock rangeCheck(String name) {
    String test = row.outOfRange(name);
    if (test == null) {
      return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .beginControlFlow("if ($L)", test)
        .addStatement("throw $T.integerOutOfBounds($L, $L)", Types.ERRORS, name, dtypeConstant())
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

  private String capitalizedValue() {
    String v = value.toString();
    return Character.toUpperCase(v.charAt(0)) + v.substring(1);
  }

  /** The type {@code sum()} returns: float for FLOAT16/FLOAT32, double, else long. */
  TypeName sumType() {
    return isFloat() ? value : TypeName.LONG;
  }

  /**
   * A table expression as code, with the runtime's {@code Float16} imported rather than spelled.
   */
  private static CodeBlock code(String expression) {
    String fq = Types.FLOAT16.canonicalName();
    CodeBlock.Builder b = CodeBlock.builder();
    int at = 0;
    for (int i = expression.indexOf(fq); i >= 0; i = expression.indexOf(fq, at)) {
      b.add("$L", expression.substring(at, i)).add("$T", Types.FLOAT16);
      at = i + fq.length();
    }
    return b.add("$L", expression.substring(at)).build();
  }
}
