package io.ndgen.codegen;

/**
 * The parameters of an Object-typed loop that forwards to a typed kernel, e.g. {@code "x[], xi, xs,
 * z[], zi, zs, n"}: the names marked {@code []} are storage arrays, cast to their primitive array
 * type in the kernel call; the rest pass through.
 *
 * @param params the parameter names, comma-separated, arrays marked with {@code []}
 */
record CallShape(String params) {

  /** {@code (x, xi, xs, z, zi, zs, n) -> target((float[]) x, xi, xs, (boolean[]) z, zi, zs, n)}. */
  String lambda(String target, String... arrayTypes) {
    return "(" + params.replace("[]", "") + ") -> " + call(target, arrayTypes);
  }

  /**
   * {@code target((float[]) x, xi, xs, (boolean[]) z, zi, zs, n)}: the array parameters cast, in
   * order, to {@code arrayTypes}' arrays.
   *
   * @throws IllegalArgumentException if the shape has not one array per type
   */
  String call(String target, String... arrayTypes) {
    String[] names = params.split(", ");
    StringBuilder args = new StringBuilder();
    int array = 0;
    for (String name : names) {
      if (args.length() > 0) {
        args.append(", ");
      }
      if (name.endsWith("[]")) {
        if (array == arrayTypes.length) {
          throw new IllegalArgumentException("no array type for " + name + " in " + params);
        }
        args.append('(').append(arrayTypes[array++]).append("[]) ");
        args.append(name, 0, name.length() - 2);
      } else {
        args.append(name);
      }
    }
    if (array != arrayTypes.length) {
      throw new IllegalArgumentException(arrayTypes.length + " array types for " + params);
    }
    return target + "(" + args + ")";
  }
}
