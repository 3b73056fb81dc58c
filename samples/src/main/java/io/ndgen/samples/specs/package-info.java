/**
 * Array specs: each {@code @NDArray} interface here makes the ndgen processor generate a
 * rank-fixed, unboxed array class next to it ({@code ImageArray}, {@code VolumeArray}, {@code
 * DenseMatrix}).
 */
package io.ndgen.samples.specs;
