package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import org.junit.jupiter.api.Test;

class FailureLabelsTest {

  @Test
  void knownStatusesHaveFixedNames() {
    assertThat(label(FailureType.HTTP_STATUS, 500, "boom"))
        .isEqualTo("500 - Internal Server Error");
    assertThat(label(FailureType.HTTP_STATUS, 502, "")).isEqualTo("502 - Bad Gateway");
    assertThat(label(FailureType.HTTP_STATUS, 503, "busy")).isEqualTo("503 - Service Unavailable");
    assertThat(label(FailureType.HTTP_STATUS, 429, "slow down")).isEqualTo("429 - Rate Limit");
    assertThat(label(FailureType.HTTP_STATUS, 504, null)).isEqualTo("504 - Gateway Timeout");
  }

  @Test
  void otherStatusesAreNamedFromTheirMessage() {
    assertThat(label(FailureType.HTTP_STATUS, 400, "This model's maximum context length is 4096"))
        .isEqualTo("400 - Context Window");
    assertThat(label(FailureType.HTTP_STATUS, 400, "could not parse JSON body"))
        .isEqualTo("400 - Invalid JSON");
    assertThat(label(FailureType.HTTP_STATUS, 404, "The model `x` does not exist"))
        .isEqualTo("404 - Model Not Found");
    assertThat(label(FailureType.HTTP_STATUS, 408, "request timed out")).isEqualTo("408 - Timeout");
    assertThat(label(FailureType.HTTP_STATUS, 418, "teapot")).isEqualTo("418 - other");
  }

  @Test
  void namedTypesHaveFixedLabels() {
    assertThat(label(FailureType.TIMEOUT, 0, "x")).isEqualTo("Timeout");
    assertThat(label(FailureType.CONNECTION_REFUSED, 0, "x")).isEqualTo("Connection Error");
    assertThat(label(FailureType.CONNECTION_RESET, 0, "x")).isEqualTo("Connection Error");
    assertThat(label(FailureType.MALFORMED_JSON, 0, "x")).isEqualTo("Invalid JSON");
    assertThat(label(FailureType.CANCELLED, 0, "x")).isEqualTo("Cancelled");
  }

  /** A client error says what it is from its message when it can, else its type name. */
  @Test
  void aClientErrorFallsBackToItsMessageThenItsType() {
    assertThat(label(FailureType.CLIENT_ERROR, 0, "the request Timed Out")).isEqualTo("Timeout");
    assertThat(label(FailureType.CLIENT_ERROR, 0, "could not connect to 127.0.0.1"))
        .isEqualTo("Connection Error");
    assertThat(label(FailureType.CLIENT_ERROR, 0, "boom")).isEqualTo("client_error");
    assertThat(label(FailureType.CLIENT_ERROR, 0, null)).isEqualTo("client_error");
  }

  private static String label(FailureType type, int status, String message) {
    return FailureLabels.label(new Failure(type, message, status));
  }
}
