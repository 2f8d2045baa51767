package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The metrics and statistics by their glossary names, and the names product owners write without
 * the glossary open ("latency", "time to first answer token", "TTFT", "the fastest").
 */
public final class MetricWords {

  private static final Map<String, String> METRIC_SYNONYMS =
      Map.ofEntries(
          Map.entry("time to first answer token", "time to first output token"),
          Map.entry("latency from schedule", "request latency from schedule"),
          Map.entry("end-to-end latency", "request latency"),
          Map.entry("end to end latency", "request latency"),
          Map.entry("e2e latency", "request latency"),
          Map.entry("total latency", "request latency"),
          Map.entry("total response time", "request latency"),
          Map.entry("response time", "request latency"),
          Map.entry("end-to-end", "request latency"),
          Map.entry("time-to-first-token", "time to first token"),
          Map.entry("first token latency", "time to first token"),
          Map.entry("first-token latency", "time to first token"),
          Map.entry("time-per-output-token", "time per output token"),
          Map.entry("inter token latency", "inter-token latency"),
          Map.entry("gap between tokens", "inter-token latency"),
          Map.entry("inter-token gap", "inter-token latency"),
          Map.entry("time between tokens", "inter-token latency"),
          Map.entry("latency", "request latency"),
          Map.entry("ttft", "time to first token"),
          Map.entry("ttfot", "time to first output token"),
          Map.entry("tpot", "time per output token"),
          Map.entry("ntpot", "normalized time per output token"),
          Map.entry("normalized tpot", "normalized time per output token"),
          Map.entry("normalised tpot", "normalized time per output token"),
          Map.entry("normalised time per output token", "normalized time per output token"),
          Map.entry("itl", "inter-token latency"));

  /** Every name {@code {metric}} accepts, longest first so an alternation never stops early. */
  static final String METRICS =
      "time to first output token|time to first answer token|time to first token|normalized time"
          + " per output token|normalised time per output token|normalized TPOT|normalised"
          + " TPOT|time per output token|time-per-output-token|time-to-first-token|first-token"
          + " latency|first token latency|request latency from schedule|latency from"
          + " schedule|request latency|end-to-end latency|end to end latency|e2e latency|total"
          + " latency|total response time|response time|end-to-end|schedule delay|inter-token"
          + " latency|inter token latency|gap between tokens|inter-token gap|time between"
          + " tokens|inter-chunk latency|latency|TTFT|TTFOT|TPOT|NTPOT|ITL";

  private static final Map<String, String> STATISTIC_SYNONYMS =
      Map.ofEntries(
          Map.entry("longest", "maximum"),
          Map.entry("shortest", "minimum"),
          Map.entry("biggest", "maximum"),
          Map.entry("fastest", "minimum"),
          Map.entry("lowest", "minimum"),
          Map.entry("slowest", "maximum"),
          Map.entry("highest", "maximum"),
          Map.entry("largest", "maximum"),
          Map.entry("smallest", "minimum"),
          Map.entry("average", "mean"),
          Map.entry("min", "minimum"),
          Map.entry("max", "maximum"),
          // "the worst time to first token": every metric here is a time, the longest the worst
          Map.entry("worst", "maximum"),
          Map.entry("best", "minimum"));

  /** "90th percentile", "99.9th percentile": the percentile in words. */
  private static final Pattern PERCENTILE_IN_WORDS =
      Pattern.compile("(\\d+(?:\\.\\d+)?)(?:st|nd|rd|th) percentile");

  /** Every word {@code {statistic}} accepts. */
  static final String STATISTICS =
      Statistic.WORDS
          + "|fastest|slowest|lowest|highest|largest|smallest|longest|shortest|biggest|average|\\d+(?:\\.\\d+)?(?:st|nd|rd|th)["
          + " -]percentile|min|max|worst|best";

  private MetricWords() {}

  /** A metric by its glossary name or a name product owners write for it. */
  public static Metric metric(String label) {
    String key = label.trim().toLowerCase(Locale.ROOT);
    return Metric.fromLabel(METRIC_SYNONYMS.getOrDefault(key, key));
  }

  /** A statistic by its name or a word people write for it ("the fastest", "90th percentile"). */
  public static Statistic statistic(String word) {
    Matcher percentile = PERCENTILE_IN_WORDS.matcher(word.replace('-', ' '));
    if (percentile.matches()) {
      return Statistic.fromWord("p" + percentile.group(1));
    }
    return Statistic.fromWord(STATISTIC_SYNONYMS.getOrDefault(word, word));
  }
}
