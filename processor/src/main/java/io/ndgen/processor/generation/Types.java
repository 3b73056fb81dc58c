package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;

/**
 * The runtime and library types generated code refers to, by name (the processor does not link
 * them).
 */
final class Types {
  private Types() {}

  static final String RUNTIME = "io.ndgen.runtime";

  /** The runtime package only generated code and the runtime use (as {@code dagger.internal}). */
  static final String INTERNAL = RUNTIME + ".internal";

  static final ClassName STRIDED_ARRAY = ClassName.get(RUNTIME, "StridedArray");
  static final ClassName LAYOUT = ClassName.get(RUNTIME, "Layout");
  static final ClassName STRIDED_COPY = ClassName.get(INTERNAL, "StridedCopy");
  static final ClassName INDEX = ClassName.get(RUNTIME, "Index");
  static final ClassName READ_ONLY = ClassName.get(RUNTIME, "ReadOnlyArrayException");
  static final ClassName RUNTIME_SHAPE_EXCEPTION = ClassName.get(RUNTIME, "ShapeException");
  static final ClassName ERRORS = ClassName.get(INTERNAL, "Errors");
  static final ClassName LOOP_NEST = ClassName.get(INTERNAL, "LoopNest");
  static final ClassName REDUCTION = ClassName.get(INTERNAL, "Reduction");
  static final ClassName STRIDE_ORDER = ClassName.get(INTERNAL, "StrideOrder");
  static final ClassName FLOAT16 = ClassName.get(RUNTIME + ".storage", "Float16");
  static final ClassName DTYPE = ClassName.get("io.ndgen.annotations", "DType");
  static final ClassName ORDER = ClassName.get("io.ndgen.annotations", "Order");
  static final ClassName NULL_MARKED = ClassName.get("org.jspecify.annotations", "NullMarked");
  static final ClassName NULLABLE = ClassName.get("org.jspecify.annotations", "Nullable");
  static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");

  static ClassName fn(String simpleName) {
    return ClassName.get(RUNTIME + ".fn", simpleName);
  }
}
