package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Failure types the label table does not name fall back to the message, then to the type itself. */
class FailureLabelsFallbackTest {

  @Test
  void anUnnamedTypeWhoseMessageSaysTimeoutIsATimeout() {
    assertThat(FailureLabels.label("SomethingElse", 0, "the request Timed Out")).isEqualTo("Timeout");
  }

  @Test
  void anUnnamedTypeWhoseMessageSaysConnectIsAConnectionError() {
    assertThat(FailureLabels.label("SomethingElse", 0, "could not connect to 127.0.0.1")).isEqualTo("Connection Error");
  }

  @Test
  void otherwiseTheTypeItselfLowerCased() {
    assertThat(FailureLabels.label(" SomethingElse ", 0, "boom")).isEqualTo("somethingelse");
    assertThat(FailureLabels.label("SomethingElse", 0, null)).isEqualTo("somethingelse");
  }
}
