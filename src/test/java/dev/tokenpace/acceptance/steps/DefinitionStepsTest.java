package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DefinitionStepsTest {

  private final DefinitionSteps steps = new DefinitionSteps();

  @Test
  void aThroughputSaidAsTheSuiteDefinesItIsRead() {
    assertThatCode(
            () ->
                steps.throughputDefined(
                    "throughput means successful output tokens divided by the wall time from the"
                        + " first request sent to the last response finished"))
        .doesNotThrowAnyException();
  }

  @Test
  void aThroughputSaidOtherwiseIsRefusedNamingTheSuites() {
    assertThatThrownBy(
            () ->
                steps.throughputDefined(
                    "throughput means output tokens of all requests, including failed ones,"
                        + " divided by the total time"))
        .hasMessageContaining("the output tokens of the successful requests divided by the run's");
    assertThatThrownBy(() -> steps.throughputDefined("throughput means requests per second"))
        .hasMessageContaining("docs/metrics.md");
  }
}
