package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.CheckAssertions.assertWithinBounds;

import dev.tokenpace.acceptance.world.Comparisons;
import dev.tokenpace.acceptance.world.Tolerance;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/** The fake's timeline: when the model really sent each chunk, and when the benchmark saw it. */
public class FakeTimelineSteps {

  private final Comparisons comparisons;

  public FakeTimelineSteps(Comparisons comparisons) {
    this.comparisons = comparisons;
  }

  @Then("the model sent the first chunk {duration} after it received the request, {tolerance}")
  public void firstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    assertWithinBounds(comparisons.ofFirstChunkAfterReceipt(expected, tolerance));
  }

  @Then("the model sent the chunks {durations} apart, {tolerance}")
  public void sentApart(List<Duration> gaps, Tolerance tolerance) {
    assertWithinBounds(comparisons.ofSentGaps(gaps, tolerance));
  }

  @Then("the benchmark received the chunks {durations} apart, {tolerance}")
  public void receivedApart(List<Duration> gaps, Tolerance tolerance) {
    assertWithinBounds(comparisons.ofReceivedGaps(gaps, tolerance));
  }
}
