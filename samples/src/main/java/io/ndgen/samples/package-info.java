/** Samples: walk-throughs, the demo main and JMH benchmarks. */
package io.ndgen.samples;
