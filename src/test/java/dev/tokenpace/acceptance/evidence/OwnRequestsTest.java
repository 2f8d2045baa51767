package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class OwnRequestsTest {

  private final OwnRequests testRequest = new OwnRequests("vllm-bench e7ef74e26e", 1);

  @Test
  void aStepNamingTheAnswerToTheClientsOwnRequestIsOneItCannotPlay() {
    assertThatThrownBy(() -> testRequest.refuse(answer -> answer == 1, "names as request 1"))
        .isInstanceOf(TestAbortedException.class)
        .hasMessage(
            "vllm-bench e7ef74e26e cannot play this scenario: it sends 1 request of its own"
                + " before its run, so the model's answer 1, which the scenario names as request 1,"
                + " goes to one it leaves out of its report");
  }

  @Test
  void answersAfterTheClientsOwnAreTheRunsAndPlay() {
    assertThatCode(() -> testRequest.refuse(answer -> answer >= 2, "names as requests 2 to 4"))
        .doesNotThrowAnyException();
    assertThat(testRequest.firstOfTheRun()).isEqualTo(2);
  }

  @Test
  void aClientWithNoRequestsOfItsOwnPlaysEveryNumber() {
    assertThatCode(() -> OwnRequests.NONE.refuse(answer -> true, "names as request 1"))
        .doesNotThrowAnyException();
    assertThat(OwnRequests.NONE.firstOfTheRun()).isEqualTo(1);
  }

  @Test
  void aRequestAfterTheClientsOwnIsNamedByItsNumberInTheRunToo() {
    assertThat(testRequest.nameOf(2)).isEqualTo("request 2 (the run's request 1)");
    assertThat(OwnRequests.NONE.nameOf(2)).isEqualTo("request 2");
  }
}
