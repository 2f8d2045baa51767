package dev.tokenpace.acceptance.verdict;

import java.time.Duration;
import java.util.List;

/**
 * The misses a step finds in one request or in the run's requests beyond a number against its
 * definition: service levels, failures, floors the model's own waits set, an answer the SDK could
 * not get. Typed: the numbers each needs. {@link RequestSentences} words them.
 */
public final class RequestMisses {

  private RequestMisses() {}

  /** A request stated to meet or miss the service levels that failed, with its failure label. */
  public record FailedForGoodput(String label) implements Reason.RequestMiss {}

  /**
   * A request's service levels met or missed otherwise than the step states.
   *
   * @param limits each limit with the request's reported and model numbers
   * @param whose {@link Reason.Whose#ONE_LATE_DELIVERY} when the model kept the statement, {@link
   *     Reason.Whose#FAKE_LATE} when the fake's own lateness carried it across a limit, {@link
   *     Reason.Whose#SCRIPT_DISAGREES} otherwise
   * @param fakeLateness how far the fake sent behind its schedule
   */
  public record LevelsMissed(List<Limit> limits, Reason.Whose whose, double fakeLateness)
      implements Reason.RequestMiss {
    public LevelsMissed {
      limits = List.copyOf(limits);
    }
  }

  /**
   * One service level and a request's numbers against it.
   *
   * @param name the limit as the report names it ("ttft")
   * @param reported the request's reported number, or null
   * @param model the model's own number, or null
   */
  public record Limit(String name, Double reported, Double model, Duration atMost) {}

  /**
   * A sample shorter than the model's shortest wait less the most a late delivery can take off it.
   *
   * @param shortest the shortest wait the model left, in seconds
   * @param floor the shortest sample a late delivery can leave, in seconds
   */
  public record ShorterThanTheModelLeft(double shortest, double floor)
      implements Reason.RequestMiss {}

  /** A request latency shorter than every wait the script injected, {@code injected} seconds. */
  public record ShorterThanInjected(String request, double injected)
      implements Reason.RequestMiss {}

  /** A request's {@code lower} metric not below its {@code higher} one (either may be null). */
  public record NotBelow(Metric lower, Metric higher, String request, Double low, Double high)
      implements Reason.RequestMiss {}

  /**
   * A statistic the run summary gives, {@code reported} seconds, that no successful request's entry
   * can be traced to.
   */
  public record Untraceable(Statistic statistic, Metric metric, double reported)
      implements Reason.RequestMiss {}

  /** Too few successful requests for {@code toJudge} ("a step from request to request"). */
  public record TooFew(String toJudge) implements Reason.RequestMiss {}

  /** A body the OpenAI Java SDK cannot send: it is no JSON object. */
  public record SdkCannotSend() implements Reason.RequestMiss {}

  /** A request that was to succeed failed, as the report labels and words it. */
  public record FailedAs(String label, String message) implements Reason.RequestMiss {}

  /** A failure message that does not contain {@code part}. */
  public record DoesNotContain(String message, String part) implements Reason.RequestMiss {}
}
