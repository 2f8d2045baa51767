package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.TimelineChecks;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/** The fake's timeline: when the model really sent each chunk, and when the benchmark saw it. */
public class FakeTimelineSteps {

  private final TimelineChecks timeline;
  private final CheckAssertions checks;

  public FakeTimelineSteps(TimelineChecks timeline, CheckAssertions checks) {
    this.timeline = timeline;
    this.checks = checks;
  }

  @Then("the model sent the first chunk {duration} after it received the request(,) {tolerance}")
  public void firstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    checks.holds(() -> timeline.ofFirstChunkAfterReceipt(expected, tolerance));
  }

  @Then("the model sent the chunks {durations} apart(,) {tolerance}")
  public void sentApart(List<Duration> gaps, Tolerance tolerance) {
    checks.holds(() -> timeline.ofSentGaps(gaps, tolerance));
  }

  @Then("the benchmark received the chunks {durations} apart(,) {tolerance}")
  public void receivedApart(List<Duration> gaps, Tolerance tolerance) {
    checks.holds(() -> timeline.ofReceivedGaps(gaps, tolerance));
  }
}
