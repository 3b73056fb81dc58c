package io.ndgen.arrays;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the ndgen processor, on this package's {@code package-info}, for every built-in class {@code
 * <D>Array<r>}. Not API: the processor generates them from its own table, so this module holds no
 * hand-written array code, and no user declares this annotation.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.PACKAGE)
@interface GenerateBuiltIns {}
