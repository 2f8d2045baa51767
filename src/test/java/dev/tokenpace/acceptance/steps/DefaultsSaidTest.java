package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DefaultsSaidTest {

  @Test
  void whatEveryScenarioAlreadyIsSetsNothing() {
    assertThat(DefaultsSaid.said("the server is warm")).isTrue();
    assertThat(DefaultsSaid.said("the server has unlimited capacity")).isTrue();
    assertThat(DefaultsSaid.said("the server is warm and has unlimited capacity")).isTrue();
    assertThat(DefaultsSaid.said("the server has no prompt cache")).isTrue();
    assertThat(DefaultsSaid.said("each token is sent in its own chunk")).isTrue();
    assertThat(DefaultsSaid.said("the client sends no warm-up requests")).isTrue();
    assertThat(DefaultsSaid.said("the benchmark client is configured with default settings"))
        .isTrue();
    assertThat(
            DefaultsSaid.said(
                "all timings are measured by the client from the moment it sends the request"))
        .isTrue();
    assertThat(
            DefaultsSaid.said(
                "time per output token is computed as (latency - TTFT) / (output tokens - 1)"))
        .isTrue();
  }

  @Test
  void whatSaysOtherwiseIsNotADefault() {
    assertThat(DefaultsSaid.said("the server is cold")).isFalse();
    assertThat(WrittenLine.setsNothing("a stand-in model server")).isTrue();
    assertThat(WrittenLine.setsNothing("a cold model server")).isFalse();
    assertThat(WrittenLine.setsNothing("an overloaded server")).isFalse();
    assertThat(ServerSentence.read("a slow test server that sends 5 tokens 10 ms apart")).isEmpty();
    assertThat(DefaultsSaid.said("the server is warm and has a prompt cache")).isFalse();
    assertThat(DefaultsSaid.said("the server has a prompt cache")).isFalse();
    assertThat(DefaultsSaid.said("the client sends 2 warm-up requests")).isFalse();
    assertThat(DefaultsSaid.said("time per output token is computed as latency / output tokens"))
        .isFalse();
    assertThat(
            DefaultsSaid.said(
                "all timings are measured by the client from the moment the server receives the"
                    + " request"))
        .isFalse();
  }
}
