/**
 * The KSP front end: reads specs off KSP's symbols and runs the processor's shared pipeline, so KSP
 * and kapt generate the same Java.
 */
@NullMarked
package io.ndgen.processor.ksp;

import org.jspecify.annotations.NullMarked;
