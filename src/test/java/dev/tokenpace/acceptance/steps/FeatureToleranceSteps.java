package dev.tokenpace.acceptance.steps;

import io.cucumber.java.Before;
import io.cucumber.java.ParameterType;
import io.cucumber.java.Scenario;
import io.cucumber.java.en.Given;
import java.time.Duration;

/** "About": the tolerance a feature states once (see {@link FeatureTolerance}). */
public class FeatureToleranceSteps {

  private final FeatureTolerance tolerance;

  public FeatureToleranceSteps(FeatureTolerance tolerance) {
    this.tolerance = tolerance;
  }

  @Before(order = 1)
  public void readTheFeaturesTolerance(Scenario scenario) {
    tolerance.begin(scenario);
  }

  @Given("numbers in this feature are judged within {duration}")
  @Given("numbers in this scenario are judged within {duration}")
  @Given(
      "reported times/numbers/values may differ from the expected times/numbers/values by at most"
          + " {duration}")
  @Given(
      "(the )reported times/numbers/values may differ from the expected times/numbers/values by up"
          + " to {duration}")
  @Given("allow {duration} either way")
  public void numbersAreJudgedWithin(Duration within) {
    tolerance.state(within);
  }

  @Given(
      "numbers in this feature/scenario are judged within {double}% or {duration}, whichever is"
          + " larger/greater")
  @Given(
      "(the )reported times/numbers/values may differ from the expected times/numbers/values by up"
          + " to {double}% or {duration}, whichever is larger/greater")
  @Given(
      "reported times/numbers/values may differ from the expected times/numbers/values by at most"
          + " {double}% or {duration}, whichever is larger/greater")
  public void numbersAreJudgedWithinAShare(double percent, Duration floor) {
    tolerance.state(percent, floor);
  }

  /** "Unless a scenario says otherwise, timings may be off by 5% or 5 ms, whichever is larger". */
  @ParameterType(name = "timingsMayBeOffBy", value = FeatureTolerance.SENTENCE_OTHERWISE)
  public String timingsMayBeOffBy(String sentence) {
    return sentence;
  }

  /** "every reported time must be within 5% or 5 ms of the true value, whichever is larger". */
  @ParameterType(name = "timingsWithin", value = FeatureTolerance.SENTENCE_AROUND)
  public String timingsWithin(String sentence) {
    return sentence;
  }

  @Given("{timingsWithin}")
  public void timingsWithinSaid(String sentence) {
    tolerance.state(sentence);
  }

  @Given("{timingsMayBeOffBy}")
  public void timingsMayBeOff(String sentence) {
    tolerance.state(sentence);
  }
}
