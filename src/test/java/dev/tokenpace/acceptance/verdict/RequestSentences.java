package dev.tokenpace.acceptance.verdict;

import java.util.Locale;
import java.util.stream.Collectors;

/** The sentences for the misses a step finds in requests ({@link RequestMisses}). */
final class RequestSentences {

  private RequestSentences() {}

  // Java 17 has no switch over a sealed type's records: one instanceof a kind, in their order.
  static String of(Check check, Reason.RequestMiss reason) {
    String what = check.what();
    if (reason instanceof RequestMisses.FailedForGoodput failed) {
      return what + ": it failed (" + failed.label() + "), and goodput counts successes";
    }
    if (reason instanceof RequestMisses.LevelsMissed missed) {
      return levelsMissed(check, missed);
    }
    if (reason instanceof RequestMisses.ShorterThanTheModelLeft shorter) {
      return what
          + " is "
          + check.reported()
          + ", where the shortest wait the model left gives "
          + Ms.of(shorter.shortest())
          + "; no late delivery can take more than "
          + Ms.of(shorter.shortest() - shorter.floor())
          + " off it";
    }
    if (reason instanceof RequestMisses.ShorterThanInjected shorter) {
      return check.metric().label()
          + " of "
          + shorter.request()
          + ": "
          + check.reported()
          + ", shorter than the "
          + Ms.of(shorter.injected())
          + " the model waited in all";
    }
    if (reason instanceof RequestMisses.NotBelow order) {
      return order.lower().label()
          + " of "
          + order.request()
          + " is "
          + Ms.orNone(order.low())
          + ", not below its "
          + order.higher().label()
          + " ("
          + Ms.orNone(order.high())
          + ")";
    }
    if (reason instanceof RequestMisses.Untraceable untraceable) {
      String metric = untraceable.metric().label();
      return "the run summary gives a "
          + untraceable.statistic().word()
          + " "
          + metric
          + " ("
          + Ms.of(untraceable.reported())
          + "), but no successful request's entry gives "
          + metric
          + ", so the summary cannot be traced to the requests it claims to summarize";
    }
    if (reason instanceof RequestMisses.TooFew few) {
      return few.toJudge()
          + " needs "
          + check.expected()
          + " successful requests; the run has "
          + check.reported();
    }
    if (reason instanceof RequestMisses.SdkCannotSend) {
      return MissSentences.of(check, new Reason.Got())
          + ": the SDK cannot send a body that is no JSON object";
    }
    if (reason instanceof RequestMisses.FailedAs failed) {
      return what + ": failed, labelled \"" + failed.label() + "\" (" + failed.message() + ")";
    }
    if (reason instanceof RequestMisses.DoesNotContain contains) {
      return what
          + ": \""
          + contains.message()
          + "\", which does not contain \""
          + contains.part()
          + "\"";
    }
    throw new IllegalStateException("no sentence for " + reason);
  }

  private static String levelsMissed(Check check, RequestMisses.LevelsMissed missed) {
    String numbers =
        missed.limits().stream()
            .map(
                limit ->
                    String.format(
                        Locale.ROOT,
                        "%s %s (the model's own %s) against at most %s",
                        limit.name(),
                        Ms.orNone(limit.reported()),
                        Ms.orNone(limit.model()),
                        Durations.format(limit.atMost())))
            .collect(Collectors.joining("; "));
    String it = check.what() + ": ";
    return switch (missed.whose()) {
      case ONE_LATE_DELIVERY, BENCHMARKS_NUMBER ->
          it
              + "by its reported numbers it "
              + check.reported()
              + ", but the model kept the statement ("
              + numbers
              + "): the rest is the delivery on a busy machine, too busy to judge";
      case FAKE_LATE ->
          it
              + "it "
              + check.reported()
              + " ("
              + numbers
              + "), but the fake model sent "
              + Ms.of(missed.fakeLateness())
              + " behind its schedule (its allowance: "
              + MissSentences.ALLOWANCE
              + "), enough to carry its own number across the limit: this machine was too busy"
              + " to judge";
      case SCRIPT_DISAGREES ->
          it
              + "it "
              + check.reported()
              + " ("
              + numbers
              + "), and so does the model's own timeline: the script and the statement disagree";
      case SEND_HELD_OFF ->
          it
              + "it "
              + check.reported()
              + " ("
              + numbers
              + "), but the benchmark sent it after the model had freed its slot while the machine"
              + " held the suite's threads off a core: this machine was too busy to judge";
      case SENDS_HELD_OFF ->
          it
              + "it "
              + check.reported()
              + " ("
              + numbers
              + "), but the benchmark's sends ahead of it came late while the machine held the"
              + " suite's threads off a core: this machine was too busy to judge";
    };
  }
}
