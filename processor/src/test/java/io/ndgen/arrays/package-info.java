/** The built-in classes, generated into the processor's test classes (see GenerateBuiltIns). */
@GenerateBuiltIns
package io.ndgen.arrays;
