package io.ndgen.processor.generation;

/** The elementwise binary operators, named as Kotlin's operator functions. */
enum Arithmetic {
  PLUS("plus", "+", "sum"),
  MINUS("minus", "-", "difference"),
  TIMES("times", "*", "product"),
  DIV("div", "/", "quotient");

  final String method;
  final String symbol;
  final String noun;

  Arithmetic(String method, String symbol, String noun) {
    this.method = method;
    this.symbol = symbol;
    this.noun = noun;
  }
}
