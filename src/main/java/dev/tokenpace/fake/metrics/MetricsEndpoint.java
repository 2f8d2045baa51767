package dev.tokenpace.fake.metrics;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** {@code GET /metrics}: a stub saying {@code "metrics": true} answers with the Prometheus text. */
public final class MetricsEndpoint {

  private final ServerMetrics metrics;

  public MetricsEndpoint(ServerMetrics metrics) {
    this.metrics = metrics;
  }

  public static boolean serves(StubMapping stub) {
    Parameters parameters = stub.getResponse().getTransformerParameters();
    return parameters != null && Boolean.TRUE.equals(parameters.get("metrics"));
  }

  public void write(HttpServletResponse response) {
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
