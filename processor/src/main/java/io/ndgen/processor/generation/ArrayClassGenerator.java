package io.ndgen.processor.generation;

import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.model.ArraySpec;
import javax.lang.model.element.Modifier;

/**
 * Builds the generated class for one spec from the model alone (no compiler elements): a final
 * class implementing the spec, assembled from one builder per feature family.
 */
public final class ArrayClassGenerator {
  private ArrayClassGenerator() {}

  /** The class for {@code spec}; annotations and the originating element are added on writing. */
  public static TypeSpec generate(ArraySpec spec) {
    Target t = new Target(spec);
    return TypeSpec.classBuilder(t.self)
        .addJavadoc(
            "A rank-$L $L array ($L-ordered factories) implementing {@link $T}.\n\n"
                + "<p>Holds the primitive array, the offset and one field per extent and stride;"
                + " element access\nis unrolled and checked per axis. Methods documented as views"
                + " share this array's storage;\ncopies allocate new storage. Operations whose result"
                + " rank is not this class's (select,\nsqueeze, expandDims, reshape, view, index)"
                + " return a {@code StridedArray}; {@code from} turns\none into a generated class"
                + " of matching dtype and rank.\n",
            spec.rank(),
            spec.dtype().numpyName(),
            spec.order().name(),
            t.specInterface)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(t.specInterface)
        .addAnnotation(Types.NULL_MARKED)
        .addType(Functional.consumer(t))
        .addFields(Structure.fields(t))
        .addMethods(Structure.methods(t))
        .addMethods(Factories.methods(t))
        .addMethods(Metadata.methods(t))
        .addMethods(Access.methods(t))
        .addMethods(Views.methods(t))
        .addMethods(Copies.methods(t))
        .addMethods(Functional.methods(t))
        .addMethods(Elementwise.methods(t))
        .addMethods(Reductions.methods(t))
        .addMethods(RuntimeOps.methods(t))
        .addMethods(NpyMethods.methods(t))
        .addMethods(ObjectMethods.methods(t))
        .build();
  }
}
