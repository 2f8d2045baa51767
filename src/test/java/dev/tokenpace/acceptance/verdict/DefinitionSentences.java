package dev.tokenpace.acceptance.verdict;

import java.util.Map;

/**
 * The sentences for the exact judgement's misses (docs/metrics.md): a report against the
 * benchmark's own stamps and the model's own token counts.
 */
final class DefinitionSentences {

  private DefinitionSentences() {}

  static String of(Check check, Reason reason) {
    if (reason instanceof Reason.FormulaWrong) {
      return reportAgainst(check, "says", ", but the benchmark's own stamps give ")
          + " by its definition (docs/metrics.md): the formula is wrong";
    }
    if (reason instanceof Reason.NotDefined none) {
      return check.what()
          + ": the report says "
          + (none.reported() == null ? "nothing" : Ms.exact(none.reported()))
          + ", but by its definition "
          + (none.defined() == null ? "it is undefined" : "it is " + Ms.exact(none.defined()))
          + " (docs/metrics.md)";
    }
    if (reason instanceof Reason.SampleCount count) {
      return "%s: the report has %s, its definition gives %s (one per token after the first chunk, docs/metrics.md)"
          .formatted(check.what(), Ms.counted(count.reported()), Ms.counted(count.defined()));
    }
    if (reason instanceof Reason.RateOffDefinition rate) {
      return reportAgainst(check, "says", ", but its requests' own stamps give ")
          + " ("
          + counts(rate.definition())
          + ", docs/metrics.md): the formula is wrong";
    }
    if (reason instanceof Reason.ChunksUnpaired unpaired) {
      return "output tokens of %s: the benchmark reported %s chunks with text, the model sent %s%s"
          .formatted(
              unpaired.request(),
              unpaired.seen(),
              unpaired.sent(),
              unreported(unpaired.unreported()));
    }
    if (reason instanceof Reason.TokensMiscounted miscounted) {
      return "output tokens of %s: the benchmark counted %s in chunk %s (\"%s\"), where the model "
              .formatted(
                  miscounted.request(),
                  miscounted.counted(),
                  miscounted.chunk(),
                  miscounted.text().strip())
          + (miscounted.split() ? "completed " : "sent ")
          + miscounted.words()
          + (miscounted.words() == 1 ? " word" : " words")
          + (miscounted.split() ? " (a word counts in the chunk where it ends)" : "");
    }
    return DeliverySentences.of(check, reason);
  }

  /**
   * "ttft of request 1: the report says 5.0 ms, but … give 4.0 ms": what the miss's rest follows.
   */
  private static String reportAgainst(Check check, String verb, String gives) {
    return check.what()
        + ": the report "
        + verb
        + " "
        + check.reported()
        + gives
        + check.expected();
  }

  /** How the definition counts a rate. */
  private static String counts(RateDefinition definition) {
    if (definition instanceof RateDefinition.Attainment attainment) {
      return "successes meeting " + attainment.constraint() + " / all successes × 100";
    }
    return switch ((RateDefinition.Of) definition) {
      case RUN_THROUGHPUT -> "successes over the window from the first start to the last end";
      case STAGE_THROUGHPUT ->
          "successes over the window from the stage's first start to its last end";
      case STAGE_ACHIEVED_RATE -> "its requests over the time from its first send to its last";
      case ERROR_RATE -> "failures.count / load_summary.count × 100";
      case GOODPUT_PERCENTAGE -> "good / all successes × 100";
      case REQUEST_GOODPUT -> "good requests over the successes' window";
      case TOKEN_GOODPUT -> "the good requests' input and output tokens over the successes' window";
    };
  }

  private static String unreported(Map<String, Long> byKind) {
    if (byKind.isEmpty()) {
      return "";
    }
    return "; it did not report "
        + MissSentences.chunks(byKind)
        + ", and each chunk it did report arrived as that chunk of the model's";
  }
}
