package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** {@code GET /metrics}: a stub saying {@code "metrics": true} answers with the Prometheus text. */
final class MetricsEndpoint {

  private final ServerMetrics metrics;

  MetricsEndpoint(ServerMetrics metrics) {
    this.metrics = metrics;
  }

  static boolean serves(StubMapping stub) {
    Parameters parameters = stub.getResponse().getTransformerParameters();
    return parameters != null && Boolean.TRUE.equals(parameters.get("metrics"));
  }

  void write(HttpServletResponse response) {
    byte[] body = metrics.render().getBytes(StandardCharsets.UTF_8);
    response.setStatus(200);
    response.setContentType(ServerMetrics.CONTENT_TYPE);
    response.setContentLength(body.length);
    try {
      response.getOutputStream().write(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
