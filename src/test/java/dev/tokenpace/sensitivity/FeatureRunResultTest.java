package dev.tokenpace.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.sensitivity.ScenarioResult.Outcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the gate's clean run gives an inconclusive scenario its second chance. */
class FeatureRunResultTest {

  private static final ScenarioRef OPEN = ScenarioRef.of("features/load/open-loop.feature", "Ten");
  private static final ScenarioRef TTFT = ScenarioRef.of("features/latency/ttft.feature", "TTFT");
  private static final ScenarioRef ITL = ScenarioRef.of("features/latency/itl.feature", "ITL");

  private static ScenarioResult ended(ScenarioRef scenario, Outcome outcome) {
    return new ScenarioResult(
        scenario, scenario.scenario(), outcome, java.util.Set.of(), outcome.name());
  }

  private static FeatureRun.Result run(ScenarioResult... scenarios) {
    return new FeatureRun.Result("clean", List.of(scenarios), Duration.ofSeconds(1));
  }

  @Test
  void onlyTheInconclusiveScenariosTakeTheirLaterOutcome() {
    FeatureRun.Result first =
        run(ended(OPEN, Outcome.ABORTED), ended(TTFT, Outcome.FAILED), ended(ITL, Outcome.ABORTED));
    FeatureRun.Result again =
        run(ended(OPEN, Outcome.PASSED), ended(TTFT, Outcome.PASSED), ended(ITL, Outcome.ABORTED));

    FeatureRun.Result judged = first.withSecondChance(again);

    assertThat(first.inconclusiveFeatures())
        .containsExactly("features/load/open-loop.feature", "features/latency/itl.feature");
    assertThat(judged.scenarios())
        .extracting(ScenarioResult::outcome)
        .as("a failure stays a failure; the inconclusive take the second run's outcome")
        .containsExactly(Outcome.PASSED, Outcome.FAILED, Outcome.ABORTED);
    assertThat(judged.inconclusive()).extracting(ScenarioResult::scenario).containsExactly(ITL);
    assertThat(judged.wallTime()).isEqualTo(Duration.ofSeconds(2));
  }

  @Test
  void aScenarioTheLaterRunDidNotRunStaysAsItWas() {
    FeatureRun.Result judged = run(ended(OPEN, Outcome.ABORTED)).withSecondChance(run());

    assertThat(judged.inconclusive()).hasSize(1);
  }
}
