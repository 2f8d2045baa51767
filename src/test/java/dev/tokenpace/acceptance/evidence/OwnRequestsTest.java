package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OwnRequestsTest {

  private final OwnRequests testRequest = new OwnRequests("vllm-bench e7ef74e26e", 1);

  @Test
  void theScenariosNumbersAreTheRunsAfterTheClientsOwnRequests() {
    assertThat(testRequest.answerTo(1)).isEqualTo(2);
    assertThat(testRequest.inTheRun(2)).isEqualTo(1);
  }

  @Test
  void theClientsOwnRequestIsNoneOfTheRuns() {
    assertThat(testRequest.inTheRun(1)).isZero();
    assertThat(testRequest.inTheRun(0)).isZero(); // a request the model never received
  }

  @Test
  void aClientWithNoRequestsOfItsOwnHasTheModelsNumbers() {
    assertThat(OwnRequests.NONE.answerTo(3)).isEqualTo(3);
    assertThat(OwnRequests.NONE.inTheRun(3)).isEqualTo(3);
  }

  @Test
  void aRequestAfterTheClientsOwnIsNamedByItsNumberInTheRunThenTheModels() {
    assertThat(testRequest.nameOf(2)).isEqualTo("request 1 (the model's answer 2)");
    assertThat(OwnRequests.NONE.nameOf(2)).isEqualTo("request 2");
  }
}
