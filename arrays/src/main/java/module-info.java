/**
 * ndgen's built-in typed arrays, {@code io.ndgen.arrays.<D>Array<r>}: the classes every generated
 * array's rank-changing operations return. Requires the runtime transitively, so a module that
 * reads this one can use {@code StridedArray} too.
 */
module io.ndgen.arrays {
  requires transitive io.ndgen.runtime;

  exports io.ndgen.arrays;
}
