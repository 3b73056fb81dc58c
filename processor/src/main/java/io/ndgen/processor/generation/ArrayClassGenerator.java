package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.AxisLinks;
import javax.lang.model.element.Modifier;

/**
 * Builds the generated class for one spec from the model alone (no compiler elements): a final
 * class implementing the spec, assembled from one builder per feature family.
 */
public final class ArrayClassGenerator {
  private ArrayClassGenerator() {}

  /** The class for {@code spec} with no named-axes specs to link to (a built-in). */
  public static TypeSpec generate(ArraySpec spec) {
    return generate(spec, AxisLinks.NONE);
  }

  /**
   * The class for {@code spec}, whose results link to the named-axes specs in {@code links};
   * annotations and the originating element are added on writing.
   */
  public static TypeSpec generate(ArraySpec spec, AxisLinks links) {
    Target t = new Target(spec, links);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(t.self)
            .addJavadoc(classDoc(t))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL);
    if (t.specInterface != null) {
      type.addSuperinterface(t.specInterface);
    }
    return type.addAnnotation(Types.NULL_MARKED)
        .addType(Functional.consumer(t))
        .addFields(Structure.fields(t))
        .addFields(NamedAxes.fields(t))
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
        .addMethods(TypedOps.methods(t))
        .addMethods(NamedAxes.methods(t))
        .addMethods(NpyMethods.methods(t))
        .addMethods(ObjectMethods.methods(t))
        .build();
  }

  private static CodeBlock classDoc(Target t) {
    CodeBlock.Builder doc = CodeBlock.builder();
    if (t.specInterface == null) {
      doc.add(
          "A rank-$L $L array: one of ndgen's built-in typed arrays ($L-ordered factories).\n\n",
          t.rank,
          t.dtypeName(),
          t.spec.order().name());
    } else {
      doc.add(
          "A rank-$L $L array ($L-ordered factories) implementing {@link $T}.\n\n",
          t.rank,
          t.dtypeName(),
          t.spec.order().name(),
          t.specInterface);
    }
    return doc.add(
            "<p>Holds the primitive array, the offset and one field per extent and stride; element"
                + " access\nis unrolled and checked per axis. Methods documented as views share this"
                + " array's storage;\ncopies allocate new storage. Operations that change the rank"
                + " ({@code select},\n{@code squeeze(axis)}, {@code expandDims}, {@code reshape(n0,"
                + " …)}) return the typed class of the\nresult's dtype and rank: a built-in {@code"
                + " io.ndgen.arrays} class, or a {@code StridedArray}\nfor ranks without one (0,"
                + " above 6) and where the rank depends on the arguments\n({@code squeeze()}, {@code"
                + " view}, {@code index}); {@code from} turns one into a generated class of\nmatching"
                + " dtype and rank.\n")
        .build();
  }
}
