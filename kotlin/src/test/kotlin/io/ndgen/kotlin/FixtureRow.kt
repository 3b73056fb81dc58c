package io.ndgen.kotlin

/** A line of `fixtures/slicing/slices.txt`: `base | index | shape | strides | offset | values`. */
internal class FixtureRow(
  val base: String,
  val index: String,
  val shape: IntArray,
  val strides: IntArray,
  val offset: Int,
  val values: DoubleArray,
) {
  companion object {
    fun readAll(resource: String): List<FixtureRow> {
      val url = checkNotNull(FixtureRow::class.java.getResource(resource)) { "missing $resource" }
      val text = url.readText()
      return text.lines().filter { it.isNotBlank() }.map(::parse)
    }

    private fun parse(line: String): FixtureRow {
      val f = line.split(" | ")
      require(f.size == 6) { "expected 6 fields, got ${f.size}: $line" }
      return FixtureRow(
        base = f[0],
        index = f[1],
        shape = ints(f[2]),
        strides = ints(f[3]),
        offset = f[4].trim().toInt(),
        values = ints(f[5]).map(Int::toDouble).toDoubleArray(),
      )
    }

    private fun ints(field: String): IntArray =
      field.trim().split(' ').filter { it.isNotEmpty() }.map(String::toInt).toIntArray()
  }
}
