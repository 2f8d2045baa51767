package dev.tokenpace.metrics;

import dev.tokenpace.records.RequestRecord;

/** The worked examples of docs/metrics.md as records, for every test that computes them. */
public final class WorkedExamples {

  private WorkedExamples() {}

  public static RequestRecord exampleA() {
    return Records.stream()
        .start(0)
        .content(0.5, "a b")
        .content(1.0, "c")
        .content(1.5, "d e f")
        .end(2.0)
        .build();
  }

  public static RequestRecord exampleB() {
    return Records.stream()
        .start(0)
        .content(0.25, "The")
        .content(0.65, "quick")
        .content(0.75, "brown")
        .content(1.15, "fox")
        .content(1.25, "jumps")
        .end(1.26)
        .build();
  }

  public static RequestRecord exampleC() {
    return Records.stream()
        .start(0)
        .reasoning(0.2, "let me think")
        .content(0.5, "Paris")
        .end(0.6)
        .build();
  }

  /** With 10 input tokens, which its goodput counts (docs/metrics.md, goodput). */
  public static RequestRecord exampleD() {
    return Records.stream()
        .id("d")
        .inputTokens(10)
        .start(0)
        .content(0.1, "one two")
        .content(0.2, "three")
        .content(0.3, "four five")
        .usage(0.32, 9)
        .end(0.32)
        .build();
  }
}
