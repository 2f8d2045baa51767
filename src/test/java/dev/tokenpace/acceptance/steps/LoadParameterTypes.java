package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.LIST_SEPARATOR;
import static dev.tokenpace.acceptance.steps.NumberWords.ONE_NUMBER_ISH;
import static dev.tokenpace.acceptance.steps.NumberWords.UNIT;

import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.DataTableType;
import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the benchmark sends, in the words of a When: who sends, how fast, which prompts, which API.
 */
public class LoadParameterTypes {

  private static final String RATE_COLUMN = "requests per second";
  private static final String DURATION_COLUMN = "for";

  /** One stage of an open loop in a sentence: "2 requests per second for 3 seconds". */
  private static final String STAGE =
      "\\d+(?:\\.\\d+)? requests? per second for " + ONE_NUMBER_ISH + " ?" + UNIT;

  private static final Pattern ONE_STAGE =
      Pattern.compile("(\\d+(?:\\.\\d+)?) requests? per second for (.+)");

  /** Between the stages of a sentence: ", then", " and then", " then", or a comma. */
  private static final String STAGE_SEPARATOR = "(?:,? and then |,? then |, )";

  /**
   * Who sends the requests in a When, in the words product owners use for it: "the client", "the
   * benchmark", "the tool", the product's own name, "we" or "I". The words carry no value: one
   * benchmark runs.
   */
  @ParameterType(
      "the benchmark client|the benchmark tool|the benchmarking client|the benchmarking tool|the"
          + " benchmark|the client|the load-testing tool|the"
          + " load testing tool|the load tester|the load generator|the tool|tokenpace|we|I")
  public String sender(String words) {
    return words;
  }

  /** All at once, in the words people write for it: "at the same moment", "in parallel", … */
  @ParameterType(
      "(?:all )?at once|(?:all )?at the same (?:time|moment)|simultaneously|concurrently|together"
          + "|in parallel")
  public String together(String words) {
    return words;
  }

  /** Prompts named by letter, in the order sent: "A, A, A and B". */
  @ParameterType("[A-Z](?:" + LIST_SEPARATOR + "[A-Z])+")
  public List<String> promptNames(String text) {
    return List.of(text.split(LIST_SEPARATOR));
  }

  @ParameterType("chat|completions")
  public ApiType api(String word) {
    return word.equals("chat") ? ApiType.CHAT : ApiType.COMPLETION;
  }

  /**
   * Two or more stages in one sentence: "2 requests per second for 3 seconds, then 8 requests per
   * second for 3 seconds" (one stage is the single-rate step's).
   */
  @ParameterType(STAGE + "(?:" + STAGE_SEPARATOR + STAGE + ")+")
  public List<Stage> stages(String text) {
    return Arrays.stream(text.split(STAGE_SEPARATOR))
        .map(
            one -> {
              Matcher stage = ONE_STAGE.matcher(one.trim());
              if (!stage.matches()) {
                throw new IllegalArgumentException(
                    "'"
                        + one
                        + "' is not a stage; write e.g. '2 requests per second for 3 seconds'");
              }
              return new Stage(Double.parseDouble(stage.group(1)), Durations.parse(stage.group(2)));
            })
        .toList();
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
}
