package dev.tokenpace.fake;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import dev.tokenpace.fake.timeline.TimelineStore;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Plays a few requests through every path once before the fake is handed out: the first request on
 * a cold JVM spends hundreds of milliseconds loading classes, which would make the first scripted
 * events of a test late. Leaves no stub, journal entry or timeline behind.
 */
final class WarmUp {

  private static final String HEADER = "X-Tokenpace-Warmup";
  private static final java.time.Duration TIMELINE_WAIT = java.time.Duration.ofSeconds(10);

  private WarmUp() {}

  static void run(WireMockServer server, TimelineStore timelines) {
    StubMapping stub =
        server.stubFor(
            post(urlPathMatching("/v1/(chat/)?completions"))
                .withHeader(HEADER, equalTo("1"))
                .atPriority(1)
                .willReturn(
                    aResponse()
                        .withTransformers(StreamingTransformer.NAME)
                        .withTransformerParameters(
                            Map.of(
                                "events",
                                List.of(
                                    Map.of("role", true),
                                    Map.of(
                                        "content",
                                        "warm",
                                        "split",
                                        Map.of("atByte", 5, "pauseMs", 1)),
                                    Map.of("reasoning", "up"),
                                    Map.of("usage", Map.of("prompt", 1, "completion", 1)),
                                    Map.of("finish", "stop"),
                                    Map.of("done", true))))));
    try {
      for (int round = 0; round < 3; round++) {
        call(server.port(), "/v1/chat/completions", true, timelines, "chat-" + round);
        call(server.port(), "/v1/completions", false, timelines, "completions-" + round);
      }
    } finally {
      server.removeStub(stub);
      server.resetRequests();
      timelines.clear();
    }
  }

  /**
   * One request, and its timeline awaited: the fake records it after the last byte is out, so a
   * client done reading can come before it, and a clear() then would leave it behind.
   */
  private static void call(
      int port, String path, boolean stream, TimelineStore timelines, String name) {
    String requestId = "tokenpace-warm-up-" + name;
    try {
      HttpURLConnection connection =
          (HttpURLConnection) new URL("http://127.0.0.1:" + port + path).openConnection();
      connection.setRequestMethod("POST");
      connection.setDoOutput(true);
      connection.setRequestProperty(HEADER, "1");
      connection.setRequestProperty(FakeEngine.REQUEST_ID_HEADER, requestId);
      connection.setRequestProperty("Content-Type", "application/json");
      try (OutputStream out = connection.getOutputStream()) {
        out.write(
            // both required parameters, so either API takes it; a stream asks for its usage, as
            // benchmarks do, so the warm-up plays the usage chunk they get
            ("{\"model\":\"warm-up\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],"
                    + "\"prompt\":\"hi\",\"stream\":"
                    + stream
                    + (stream ? ",\"stream_options\":{\"include_usage\":true}" : "")
                    + "}")
                .getBytes(StandardCharsets.UTF_8));
      }
      try (InputStream in = connection.getInputStream()) {
        in.readAllBytes();
      }
      timelines.await(requestId, TIMELINE_WAIT);
    } catch (IOException e) {
      throw new UncheckedIOException("the fake did not answer its warm-up request", e);
    }
  }
}
