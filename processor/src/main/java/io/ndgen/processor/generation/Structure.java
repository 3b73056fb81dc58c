package io.ndgen.processor.generation;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The state of a generated array: the primitive array, the offset, one {@code final int} per extent
 * and per stride (so element access reads no {@code int[]}), and the writable flag; the private
 * constructor and the two private factories every other member builds on.
 */
final class Structure {
  private Structure() {}

  static List<FieldSpec> fields(Target t) {
    List<FieldSpec> fields = new ArrayList<>();
    fields.add(
        FieldSpec.builder(TypeName.INT, "RANK", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Number of axes of every array of this class.\n")
            .initializer("$L", t.rank)
            .build());
    fields.add(
        FieldSpec.builder(Types.DTYPE, "DTYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Element type of every array of this class.\n")
            .initializer("$L", t.dt.dtypeConstant())
            .build());
    fields.add(
        FieldSpec.builder(Types.ORDER, "ORDER", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Layout of the arrays the factories and {@code copy()} create.\n")
            .initializer("$T.$L", Types.ORDER, t.spec.order().name())
            .build());
    fields.add(field(t.dt.storageArray, "data"));
    fields.add(field(TypeName.INT, "offset"));
    for (int k = 0; k < t.rank; k++) {
      fields.add(field(TypeName.INT, "n" + k));
    }
    for (int k = 0; k < t.rank; k++) {
      fields.add(field(TypeName.INT, "s" + k));
    }
    fields.add(field(TypeName.BOOLEAN, "writable"));
    fields.addAll(Access.fields(t));
    return fields;
  }

  private static FieldSpec field(TypeName type, String name) {
    return FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.FINAL).build();
  }

  static List<MethodSpec> methods(Target t) {
    List<MethodSpec> methods = new ArrayList<>();
    MethodSpec.Builder ctor =
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(t.dt.storageArray, "data")
            .addParameter(TypeName.INT, "offset");
    ctor.addParameters(t.intParams("n")).addParameters(t.intParams("s"));
    ctor.addParameter(TypeName.BOOLEAN, "writable");
    ctor.addStatement("this.data = data").addStatement("this.offset = offset");
    for (int k = 0; k < t.rank; k++) {
      ctor.addStatement("this.n$L = n$L", k, k);
    }
    for (int k = 0; k < t.rank; k++) {
      ctor.addStatement("this.s$L = s$L", k, k);
    }
    ctor.addStatement("this.writable = writable");
    ctor.addCode(Access.constructorCode(t));
    methods.add(ctor.build());

    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("data"));
    args.add(CodeBlock.of("layout.offset()"));
    for (int k = 0; k < t.rank; k++) {
      args.add(CodeBlock.of("layout.shape($L)", k));
    }
    for (int k = 0; k < t.rank; k++) {
      args.add(CodeBlock.of("layout.stride($L)", k));
    }
    args.add(CodeBlock.of("writable"));
    methods.add(
        MethodSpec.methodBuilder("of")
            .addJavadoc(
                "An array over {@code data} with {@code layout}, checked against its bounds.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(t.self)
            .addParameter(t.dt.storageArray, "data")
            .addParameter(Types.LAYOUT, "layout")
            .addParameter(TypeName.BOOLEAN, "writable")
            .addStatement("layout.checkWithin(data.length)")
            .addStatement("return new $T($L)", t.self, CodeBlock.join(args, ", "))
            .build());
    methods.add(
        MethodSpec.methodBuilder("withLayout")
            .addJavadoc(
                "A view of this array's storage with {@code layout}, as writable as this array: views"
                    + " derived\nby permuting, slicing or flipping never make elements share"
                    + " storage (O(rank)).\n")
            .addModifiers(Modifier.PRIVATE)
            .returns(t.self)
            .addParameter(Types.LAYOUT, "layout")
            .addStatement("return of(data, layout, writable)")
            .build());
    return methods;
  }
}
