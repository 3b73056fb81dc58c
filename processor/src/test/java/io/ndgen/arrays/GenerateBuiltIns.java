package io.ndgen.arrays;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The processor's test build generates the built-in classes itself, as the {@code ndgen-arrays}
 * module does (which is built after the processor, so these tests cannot depend on it): the classes
 * every generated class names as its rank-changing results, compiled with the processor under test.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.PACKAGE)
@interface GenerateBuiltIns {}
