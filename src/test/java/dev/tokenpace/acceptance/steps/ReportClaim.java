package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One claim a sentence about the report makes ({@link ReportClaims} reads them), judged by the
 * glossary step that says the same ({@link ReportClaimJudge}).
 */
public sealed interface ReportClaim {

  /** "a mean TTFT of 195 ms": the (reported) {statistic} {metric} is {stated}. */
  record StatisticOf(Statistic statistic, Metric metric, Stated value, Duration not)
      implements ReportClaim {}

  /**
   * "a TTFT of 250 ms" (the run's one request, or every successful request of several), "… for
   * every request", "… for the first request", "30 ms for the other 4".
   */
  record MetricOf(Metric metric, Stated value, Who who, Duration not) implements ReportClaim {}

  /**
   * "about 76 output tokens per second", "a request throughput of 8 requests per second within 5
   * %": a throughput of the run or of a stage.
   *
   * @param percent how far off it may be, in percent of it; {@code null} for "about" (the share the
   *     feature states)
   */
  record RateOf(Throughput throughput, double value, Integer percent) implements ReportClaim {}

  /**
   * A statistic of each prompt length's requests, by the length in tokens; {@code statistic} null:
   * every request of each length.
   */
  record ByLength(Statistic statistic, Metric metric, Map<Integer, Stated> values)
      implements ReportClaim {
    public ByLength {
      values = Map.copyOf(values);
    }
  }

  /**
   * One number for every prompt length the run sent ("an ITL of 10 ms for both prompt lengths");
   * {@code statistic} null: every request of each length.
   */
  record EveryLength(Statistic statistic, Metric metric, Stated value) implements ReportClaim {}

  /** "2 requests with a TTFT of 100 ms": how many, not which. */
  record Some(int count, Metric metric, Stated value) implements ReportClaim {}

  /**
   * "TTFTs of 300, 200 and 100 ms, in the order the requests were sent" or "from the lowest";
   * {@code within} their own tolerance, {@code null} for the feature's.
   */
  record Each(Metric metric, List<Duration> values, Duration within, boolean inOrderSent)
      implements ReportClaim {}

  /**
   * "TTFT of 100, 100, 380 and 380 ms": one number per request with no order said; judged in the
   * order sent when the run sent them one after another, else whichever request had which.
   */
  record Listed(Metric metric, List<Duration> values, Duration within) implements ReportClaim {}

  /** "5 requests sent": how many requests the run sent, successes and failures together. */
  record Sent(int count) implements ReportClaim {}

  /** "40 output tokens in total": the output tokens of every successful request, summed. */
  record TotalTokens(int count) implements ReportClaim {}

  /** "a run duration of 5 s", "over a 5 s run", "the run took 7.56 s": the run's benchmark time. */
  record RunDuration(Stated value) implements ReportClaim {}

  /** "3 successful requests". */
  record Successes(int count) implements ReportClaim {}

  /** "14 of 20 requests succeed": that many successes, and the rest of those sent failed. */
  record SucceededOf(int successes, int sent) implements ReportClaim {}

  /** "all 4 requests succeed": that many successes and no failure. */
  record AllSucceeded(int count) implements ReportClaim {}

  /**
   * "3 fail with reason "timeout"", "10 "HTTP 500"" in a breakdown: how many failures are of that
   * family (docs/reliability.md), whatever label tokenpace gives its members.
   */
  record FailedAs(int count, FailureWords how) implements ReportClaim {}

  /**
   * "(2 with status 500, 1 with status 429)" after "3 HTTP errors": how many of a breakdown's
   * failures had that status, judged as {@link FailedAs} but counted once, in the family before.
   */
  record FailedWithStatus(int count, FailureWords how) implements ReportClaim {}

  /**
   * "output throughput is worked out from the 6000 tokens actually received": the run's output
   * tokens in all, and its throughputs by their definition over them.
   */
  record ThroughputFromTokens(int tokens) implements ReportClaim {}

  /** "50 output tokens each", "every request is counted with 21 output tokens": every success's. */
  record OutputTokensEach(int count) implements ReportClaim {}

  /** "39 inter-token gaps" after what each request counts: every success's samples of a metric. */
  record SamplesEach(Metric metric, int count) implements ReportClaim {}

  /**
   * "latency and token statistics are computed from the 14 successful requests only": that many
   * successes, and the summary's figures those of the successes alone.
   */
  record FiguresFromSuccesses(int count) implements ReportClaim {

    /** The summary's figures of a run: its latency metrics. */
    public static List<Metric> metrics() {
      return List.of(
          Metric.TIME_TO_FIRST_TOKEN,
          Metric.INTER_TOKEN_LATENCY,
          Metric.TIME_PER_OUTPUT_TOKEN,
          Metric.REQUEST_LATENCY);
    }
  }

  /** "1 failed request", "0 failures", "no failures". */
  record Failures(int count) implements ReportClaim {}

  /** "6 output tokens": the run's one request's, or of a run of several, the run's total. */
  record OutputTokens(int count) implements ReportClaim {}

  /** "an error rate of 10%". */
  record ErrorRate(Percent percent) implements ReportClaim {}

  /** "a goodput of 75 %". */
  record Goodput(Percent percent) implements ReportClaim {}

  /** "each failure marked as a stream cut off early": every failure of that family. */
  record FailuresAre(FailureWords how) implements ReportClaim {}

  /** "2 failed requests, each with its reason": every failure carries a label saying why. */
  record FailuresGiveReasons() implements ReportClaim {}

  /** "requests 2 and 5, each failed with status 503": those requests failed, of that family. */
  record RequestsFailed(RequestSet requests, FailureWords how) implements ReportClaim {}

  /**
   * "3 of 10 answers ran past the limit", "20 requests returned more tokens than the requested
   * maximum" ({@code sent} 0: unsaid).
   */
  record PastLimit(int answers, int sent) implements ReportClaim {}

  /**
   * "24 of the prompt tokens were cached", "24 cached prompt tokens": the server's prefix cache.
   */
  record CachedPromptTokens(int count) implements ReportClaim {}

  /**
   * "the second request shows 992 cached prompt tokens out of 1000": the cached tokens of the
   * requests named, and of how long a prompt when said ({@code outOf}, null unsaid).
   */
  record CachedOf(Requests who, int count, Integer outOf) implements ReportClaim {}

  /** "requests 1 and 2 each succeed with … and 4 output tokens": each named request's count. */
  record OutputTokensOf(Requests who, int count) implements ReportClaim {}

  /** "4500 prompt tokens", "4500 input tokens in total": the successes' prompts, summed. */
  record PromptTokens(int count) implements ReportClaim {}

  /** Which requests a metric claim is about. */
  sealed interface Who {}

  /** No requests named: the run's one request, or every success when it sent several. */
  record TheRun() implements Who {}

  /** "for every request", "per request". */
  record Every() implements Who {}

  /**
   * "for the first request", "for requests 2 and 4"; said before its claims ("requests 1 and 2 with
   * TTFT 3000 ms and request latency 3100 ms"), {@code carriesOn}: a claim after it naming no
   * requests is of these too.
   */
  record Requests(RequestSet requests, boolean carriesOn) implements Who {

    /** "for requests 2 and 4": of this claim alone. */
    public Requests(RequestSet requests) {
      this(requests, false);
    }
  }

  /**
   * "for the other 4", "for the rest": the requests a claim before it did not name; {@code count}
   * when the sentence says how many.
   */
  record Others(RequestSet named, Integer count, String words) implements Who {

    public RequestSet requests() {
      return new RequestSet(words, ordinal -> !named.contains(ordinal));
    }
  }
}
