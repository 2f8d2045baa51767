package dev.tokenpace.acceptance.judge;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A scenario's attempts played by a test: the benchmark it reruns, and steps scripted per attempt.
 */
abstract class ScriptedAttempts {

  /** A benchmark whose attempts the test scripts: each rerun moves to the next attempt. */
  static final class ScriptedRuns implements Attempts.Rerun {
    int runs;
    final List<String> notes = new ArrayList<>();

    @Override
    public boolean possible() {
      return true;
    }

    @Override
    public void run() {
      runs++;
    }
  }

  final ScriptedRuns benchmark = new ScriptedRuns();
  final Attempts attempts = new Attempts(benchmark);

  {
    attempts.noteTo(benchmark.notes::add);
  }

  /** A step whose one check has {@code verdicts}, one per attempt, in order. */
  Supplier<List<Check>> step(Judgement judgement, Verdict... verdicts) {
    return () -> List.of(check(judgement, verdicts[Math.min(benchmark.runs, verdicts.length - 1)]));
  }

  static Check check(Judgement judgement, Verdict verdict) {
    String what = "time to first token of request 1";
    Value expected = new Value.AtMost(new Value.Millis(0.020));
    Value reported = new Value.Millis(0.031);
    return verdict == Verdict.PASS
        ? Check.pass(judgement, Metric.TIME_TO_FIRST_TOKEN, what, expected, reported)
        : Check.failed(
                judgement,
                Metric.TIME_TO_FIRST_TOKEN,
                what,
                expected,
                reported,
                new Reason.LateEvent(
                    "chunk 1 of request 1", false, 0.031, 4, new Tolerance(Duration.ofMillis(5))))
            .withVerdict(verdict);
  }

  static final Verdict OK = Verdict.PASS;
  static final Verdict LATE = Verdict.INCONCLUSIVE;
  static final Verdict FAIL = Verdict.FAIL;

  /** The attempt being judged, counted from 0, at most the third. */
  int runs() {
    return Math.min(benchmark.runs, 2);
  }
}
