package dev.tokenpace.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An error status's message is one short line, whatever page the server sent with it. */
class ErrorBodiesExcerptTest {

  /**
   * WireMock's answer to a request no stub matches, as a server in front of the wrong path sends.
   */
  private static final String WIREMOCK_BANNER =
      """

                                                     Request was not matched
                                                     =======================

      -----------------------------------------------------------------------------------------------
      | Closest stub                                             | Request                          |
      -----------------------------------------------------------------------------------------------
                                                                 |
      POST                                                       | POST
      [path regex] /v1/(chat/)?completions                       | /no/v1/chat/completions     <<<<< URL does not match
      -----------------------------------------------------------------------------------------------
      """;

  @Test
  void aBannerBecomesItsFirstLineThatSaysSomething() {
    assertThat(ErrorBodies.excerpt(WIREMOCK_BANNER)).isEqualTo("Request was not matched …");
  }

  @Test
  void aLongLineIsCutAndAShortOneKeptWhole() {
    assertThat(ErrorBodies.excerpt("x".repeat(300)))
        .hasSize(ErrorBodies.MAX_EXCERPT + 2)
        .endsWith(" …");
    assertThat(ErrorBodies.excerpt("  Bad Gateway\n")).isEqualTo("Bad Gateway");
    assertThat(ErrorBodies.excerpt("")).isEmpty();
  }

  @Test
  void jsonAndHtmlKeepTheirOwnMessage() {
    assertThat(ErrorBodies.excerpt("{\"error\":{\"message\":\"the model crashed\"}}"))
        .isEqualTo("the model crashed");
    assertThat(
            ErrorBodies.excerpt(
                "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"))
        .isEqualTo("502 Bad Gateway");
  }
}
