package io.ndgen.processor.generation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import java.io.IOException;
import java.util.List;
import javax.lang.model.element.Modifier;

/** {@code load}/{@code save} through the runtime's {@code .npy} reader and writer. */
final class NpyMethods {
  private NpyMethods() {}

  private static final ClassName NPY = ClassName.get(Types.RUNTIME + ".io", "Npy");
  private static final ClassName NPY_FORMAT_EXCEPTION =
      ClassName.get(Types.RUNTIME + ".io", "NpyFormatException");
  private static final ClassName PATH = ClassName.get("java.nio.file", "Path");

  static List<MethodSpec> methods(Target t) {
    return List.of(
        MethodSpec.methodBuilder("load")
            .addJavadoc(
                "Reads a {@code .npy} file holding a $L array of rank $L (a new array, any"
                    + " layout the\nfile has).\n\n"
                    + "@throws $T if the file is malformed or holds another dtype or rank\n"
                    + "@throws IOException if the file cannot be read\n",
                t.dtypeName(),
                t.rank,
                NPY_FORMAT_EXCEPTION)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(t.self)
            .addParameter(PATH, "path")
            .addException(IOException.class)
            .addStatement("return from($T.read(path, DTYPE, RANK))", NPY)
            .build(),
        MethodSpec.methodBuilder("save")
            .addJavadoc(
                "Writes this array to a {@code .npy} file (created or truncated), as NumPy would.\n")
            .addModifiers(Modifier.PUBLIC)
            .addParameter(PATH, "path")
            .addException(IOException.class)
            .addStatement("$T.write(path, toStrided())", NPY)
            .build());
  }
}
