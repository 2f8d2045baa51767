package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.Comparisons;
import dev.tokenpace.acceptance.world.Tolerance;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/** The fake's timeline: when the model really sent each chunk, and when the benchmark saw it. */
public class FakeTimelineSteps {

  private final Comparisons comparisons;
  private final CheckAssertions checks;

  public FakeTimelineSteps(Comparisons comparisons, CheckAssertions checks) {
    this.comparisons = comparisons;
    this.checks = checks;
  }

  @Then("the model sent the first chunk {duration} after it received the request, {tolerance}")
  public void firstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofFirstChunkAfterReceipt(expected, tolerance));
  }

  @Then("the model sent the chunks {durations} apart, {tolerance}")
  public void sentApart(List<Duration> gaps, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofSentGaps(gaps, tolerance));
  }

  @Then("the benchmark received the chunks {durations} apart, {tolerance}")
  public void receivedApart(List<Duration> gaps, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofReceivedGaps(gaps, tolerance));
  }
}
