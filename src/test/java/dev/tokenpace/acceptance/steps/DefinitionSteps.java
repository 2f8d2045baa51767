package dev.tokenpace.acceptance.steps;

import io.cucumber.java.ParameterType;
import io.cucumber.java.en.Given;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A definition a feature states for its reader: "throughput means successful output tokens divided
 * by the wall time from the first request sent to the last response finished". The suite judges
 * every metric by docs/metrics.md; a definition said in the same terms is read and changes nothing,
 * one said otherwise is refused, naming the suite's, so that no scenario is judged by a definition
 * its writer did not mean.
 */
public class DefinitionSteps {

  /** The terms of output throughput (docs/metrics.md, "Throughput"), each in its usual words. */
  private static final Pattern TOKENS =
      Pattern.compile("\\b(?:output|generated|completion) tokens\\b");

  private static final Pattern DIVIDED = Pattern.compile("\\b(?:divided by|over|per|/)\\b|/");

  private static final Pattern WINDOW =
      Pattern.compile(
          "\\bfirst (?:request|one)\\b.*\\blast (?:request|response|one|answer)\\b|\\b(?:wall(?:"
              + " clock)?|elapsed|total) (?:time|duration)\\b|\\bduration of the"
              + " (?:run|benchmark)\\b");

  private static final Pattern OTHER_COUNT =
      Pattern.compile(
          "\\b(?:including|and) (?:the )?(?:failed|failures|errors)\\b|\\ball requests\\b");

  /**
   * "the benchmark client measures every request from the moment it is sent": request latency as
   * docs/metrics.md defines it, from the request's start (its send), not its schedule.
   */
  @Given(
      "the benchmark( client)/client measures every/each request from the moment it is sent/starts")
  public void measuredFromTheSend() {
    // request latency counts from the send (docs/metrics.md): nothing to set
  }

  @ParameterType(
      name = "throughputMeans",
      value =
          "(?:the )?(?:output |token |output token )?throughput (?:means|is defined as|is computed"
              + " as|is calculated as|is measured as|counts) .+")
  public String throughputMeans(String sentence) {
    return sentence;
  }

  @Given("{throughputMeans}")
  public void throughputDefined(String sentence) {
    String said = sentence.toLowerCase(Locale.ROOT);
    if (!TOKENS.matcher(said).find()
        || !DIVIDED.matcher(said).find()
        || !WINDOW.matcher(said).find()
        || OTHER_COUNT.matcher(said).find()) {
      throw new IllegalArgumentException(
          "the suite judges output throughput as docs/metrics.md defines it: the output tokens of"
              + " the successful requests divided by the run's window, from the first request's"
              + " start to the last one's end (failures count in the window, not the tokens); \""
              + sentence
              + "\" does not say that, so no scenario here would be judged by what it means. Say"
              + " it in those terms, or leave the line out");
    }
  }
}
