package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ChunkKind;
import dev.tokenpace.acceptance.world.Durations;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.acceptance.world.ScriptedChunk;
import dev.tokenpace.acceptance.world.Statistic;
import dev.tokenpace.acceptance.world.Throughput;
import dev.tokenpace.acceptance.world.Tolerance;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.DataTableType;
import io.cucumber.java.ParameterType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The domain words features use, turned into values once so steps stay one-liners. */
public class ParameterTypes {

  private static final String RATE_COLUMN = "requests per second";
  private static final String DURATION_COLUMN = "for";

  /**
   * Loose on purpose: a typo such as "25O ms" must reach the parser and get a helpful message, not
   * "undefined step".
   */
  private static final String NUMBER_ISH = "\\d[\\w.]*";

  private static final String UNIT = "(?:ms|s)\\b";
  private static final Pattern USAGE_TEXT = Pattern.compile("(\\d+) output tokens?");

  @ParameterType(NUMBER_ISH + " ?" + UNIT)
  public Duration duration(String text) {
    return Durations.parse(text);
  }

  @ParameterType(NUMBER_ISH + "(?:, " + NUMBER_ISH + ")*(?: and " + NUMBER_ISH + ")? ?" + UNIT)
  public List<Duration> durations(String text) {
    return Durations.parseList(text);
  }

  @ParameterType("within " + NUMBER_ISH + " ?" + UNIT)
  public Tolerance tolerance(String text) {
    return new Tolerance(Durations.parse(text.substring("within ".length())));
  }

  @ParameterType(
      value =
          "time to first output token|time to first token|normalized time per output token|time per"
              + " output token|request latency from schedule|request latency|schedule"
              + " delay|inter-token latency|inter-chunk latency")
  public Metric metric(String label) {
    return Metric.fromLabel(label);
  }

  @ParameterType(Statistic.WORDS)
  public Statistic statistic(String word) {
    return Statistic.fromWord(word);
  }

  @ParameterType(
      "request throughput|output token throughput|input token throughput|total token throughput")
  public Throughput throughput(String label) {
    return Throughput.fromLabel(label);
  }

  @ParameterType("chat|completions")
  public ApiType api(String word) {
    return word.equals("chat") ? ApiType.CHAT : ApiType.COMPLETION;
  }

  /** Which request, counted in the order they were sent: "second" is 2. */
  @ParameterType("first|second|third|fourth|fifth")
  public Integer ordinal(String word) {
    return List.of("first", "second", "third", "fourth", "fifth").indexOf(word) + 1;
  }

  /** A row of a chunk script: | after | kind | text |. */
  @DataTableType
  public ScriptedChunk chunk(Map<String, String> row) {
    ChunkKind kind = ChunkKind.fromWord(row.get("kind"));
    String text = row.getOrDefault("text", "");
    Duration after = Durations.parse(row.get("after"));
    if (kind == ChunkKind.USAGE) {
      return new ScriptedChunk(after, kind, "", usageTokens(text), null);
    }
    return ScriptedChunk.of(after, kind, text == null ? "" : text);
  }

  /** A row of a stage table: | requests per second | for |. */
  @DataTableType
  public Stage stage(Map<String, String> row) {
    String rate = row.get(RATE_COLUMN);
    String duration = row.get(DURATION_COLUMN);
    if (rate == null || duration == null) {
      throw new IllegalArgumentException(
          "a stage table has the columns | "
              + RATE_COLUMN
              + " | "
              + DURATION_COLUMN
              + " |, e.g. | 5 | 2 s |; this one has "
              + row.keySet());
    }
    try {
      return new Stage(Double.parseDouble(rate.trim()), Durations.parse(duration));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "'" + rate + "' is not a number of requests per second, e.g. 5 or 2.5");
    }
  }

  private static int usageTokens(String text) {
    Matcher matcher = USAGE_TEXT.matcher(text == null ? "" : text.trim());
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          "a usage chunk's text says how many tokens it reports, e.g. '7 output tokens', not '"
              + text
              + "'");
    }
    return Integer.parseInt(matcher.group(1));
  }
}
