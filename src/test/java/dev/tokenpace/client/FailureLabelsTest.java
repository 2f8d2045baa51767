package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class FailureLabelsTest {

  @Test
  void knownStatusesHaveFixedNames() {
    assertThat(FailureLabels.label("http_status", 500, "boom")).isEqualTo("500 - Internal Server Error");
    assertThat(FailureLabels.label("http_status", 502, "")).isEqualTo("502 - Bad Gateway");
    assertThat(FailureLabels.label("http_status", 504, null)).isEqualTo("504 - Gateway Timeout");
  }

  @Test
  void otherStatusesAreNamedFromTheirMessage() {
    assertThat(FailureLabels.label("http_status", 400, "This model's maximum context length is 4096")).isEqualTo("400 - Context Window");
    assertThat(FailureLabels.label("http_status", 400, "could not parse JSON body")).isEqualTo("400 - Invalid JSON");
    assertThat(FailureLabels.label("http_status", 404, "The model `x` does not exist")).isEqualTo("404 - Model Not Found");
    assertThat(FailureLabels.label("http_status", 408, "request timed out")).isEqualTo("408 - Timeout");
    assertThat(FailureLabels.label("http_status", 418, "teapot")).isEqualTo("418 - other");
  }

  @Test
  void transportFailuresMapToTypesAndLabels() {
    assertThat(FailureTypes.fromThrowable(new CompletionException(new ConnectException("refused"))).type()).isEqualTo("connection_refused");
    assertThat(FailureTypes.fromThrowable(new HttpTimeoutException("request timed out")).label()).isEqualTo("Timeout");
    assertThat(FailureTypes.fromThrowable(new IOException("Connection reset")).label()).isEqualTo("Connection Error");
    assertThat(FailureTypes.fromThrowable(new IllegalStateException("odd")).type()).isEqualTo("client_error");
  }
}
