package dev.tokenpace.cli;

import static dev.tokenpace.cli.RunFiles.writeConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that echoes the credentials it was sent (in a JSON error body, in a streamed event, in
 * an error event): {@code tokenpace run} must not write them to any report, stdout or stderr.
 */
class SecretRedactionEndToEndTest {

  private static final String API_KEY = "sk-test-0123456789abcdef";
  private static final String ORG_TOKEN = "org-secret-value-42";
  private static final String URL_PASSWORD = "hunter22hunter";

  private final CapturedCli cli = new CapturedCli();
  private final AtomicInteger requests = new AtomicInteger();
  private HttpServer server;

  @BeforeEach
  void startEchoingServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/v1/chat/completions", this::echoCredentials);
    server.start();
  }

  @AfterEach
  void stopServer() {
    server.stop(0);
  }

  /** Odd requests: a 401 naming the key; even ones: a stream that repeats it, then fails. */
  private void echoCredentials(HttpExchange exchange) throws IOException {
    exchange.getRequestBody().readAllBytes();
    String echoed =
        "Incorrect API key provided: "
            + exchange.getRequestHeaders().getFirst("Authorization")
            + " (org "
            + exchange.getRequestHeaders().getFirst("X-Org-Token")
            + ", see http://admin:"
            + URL_PASSWORD
            + "@internal.example/keys)";
    boolean streamed = requests.incrementAndGet() % 2 == 0;
    String body =
        streamed
            ? "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\""
                + echoed
                + "\"}}]}\n\ndata: {\"error\":{\"message\":\""
                + echoed
                + "\"}}\n\n"
            : "{\"error\":{\"message\":\"" + echoed + "\"}}";
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange
        .getResponseHeaders()
        .add("Content-Type", streamed ? "text/event-stream" : "application/json");
    exchange.sendResponseHeaders(streamed ? 200 : 401, bytes.length);
    try (OutputStream response = exchange.getResponseBody()) {
      response.write(bytes);
    }
  }

  @Test
  void echoedCredentialsReachNoReportAndNoStream(@TempDir Path dir) throws IOException {
    Path config =
        writeConfig(
            dir,
            """
            api: {type: chat, streaming: true, headers: {X-Org-Token: "%s"}}
            server: {base_url: "http://127.0.0.1:%d", model_name: m, api_key: "%s"}
            load: {type: concurrent, stages: [{concurrency_level: 1, num_requests: 4}]}
            report:
              request_lifecycle: {summary: true, per_stage: true, per_request: true}
            """
                .formatted(ORG_TOKEN, server.getAddress().getPort(), API_KEY));
    Path reports = dir.resolve("reports");

    int exit = cli.execute("run", "--config", config.toString(), "--output", reports.toString());

    assertThat(exit).as(cli.err()).isEqualTo(ExitCodes.EVERY_REQUEST_FAILED);
    assertThat(requests).hasValue(4);
    List<String> written = new ArrayList<>(List.of(cli.out(), cli.err()));
    try (Stream<Path> files = Files.list(reports)) {
      for (Path file : files.toList()) {
        written.add(Files.readString(file));
      }
    }
    assertThat(written).as("stdout, stderr, three JSON reports and report.html").hasSize(6);
    for (String text : written) {
      assertThat(text).doesNotContain(API_KEY, ORG_TOKEN, URL_PASSWORD);
    }
    assertThat(Files.readString(reports.resolve("per_request_lifecycle_metrics.json")))
        .contains("Incorrect API key provided: Bearer [redacted] (org [redacted]")
        .contains("http://[redacted]@internal.example/keys");
  }

  @Test
  void credentialsInTheBaseUrlAreRefusedWithoutBeingShown(@TempDir Path dir) throws IOException {
    Path config =
        writeConfig(
            dir,
            """
            api: {type: chat, streaming: true}
            server: {base_url: "http://admin:%s@127.0.0.1:%d", model_name: m}
            load: {stages: [{rate: 1, duration: 1}]}
            """
                .formatted(URL_PASSWORD, server.getAddress().getPort()));

    assertThat(cli.execute("run", "--config", config.toString())).isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "tokenpace run: 'server.base_url' must not hold credentials, got"
                + " 'http://[redacted]@127.0.0.1:"
                + server.getAddress().getPort()
                + "' (they would not be sent; use server.api_key or api.headers) at "
                + config
                + ":2:20"
                + System.lineSeparator());
    assertThat(requests).hasValue(0);
  }
}
