package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.script.Profile;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@code GET /metrics} speaks vLLM's Prometheus names, counted from the fake's own stamps. */
class ServerMetricsEndpointTest {

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @Test
  void finishedStreamsAreCountedAndTimed() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serve("m", Profile.words("a b c").after(Duration.ofMillis(5)).build());
      for (String id : new String[] {"r1", "r2"}) {
        RawSseClient.post(
            fake.port(),
            "/v1/chat/completions",
            "{\"model\":\"m\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}",
            id);
        fake.awaitTimeline(id, Duration.ofSeconds(5));
      }

      HttpResponse<String> metrics = get(fake, HttpResponse.BodyHandlers.ofString());

      assertThat(metrics.headers().firstValue("Content-Type"))
          .hasValueSatisfying(type -> assertThat(type).startsWith("text/plain; version=0.0.4"));
      assertThat(metrics.body())
          .contains("# TYPE vllm:e2e_request_latency_seconds histogram")
          .contains("vllm:num_requests_running{model_name=\"m\"} 0")
          .contains("vllm:num_requests_waiting{model_name=\"m\"} 0")
          .contains("vllm:request_success_total{model_name=\"m\"} 2")
          .contains("vllm:generation_tokens_total{model_name=\"m\"} 6")
          .contains("vllm:e2e_request_latency_seconds_bucket{model_name=\"m\",le=\"+Inf\"} 2")
          .contains("vllm:e2e_request_latency_seconds_count{model_name=\"m\"} 2")
          .contains("vllm:time_to_first_token_seconds_count{model_name=\"m\"} 2")
          .doesNotContain("warm-up");
    }
  }

  @Test
  void aStreamInFlightIsRunning() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serve("slow", Profile.words("a").after(Duration.ofSeconds(30)).build());
      HttpRequest stream =
          HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/v1/chat/completions"))
              .header("X-Request-Id", "in-flight")
              .POST(
                  HttpRequest.BodyPublishers.ofString(
                      "{\"model\":\"slow\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}"))
              .build();
      // the fake sends its headers as the stream begins, so they mean it is running
      HttpResponse<InputStream> open = HTTP.send(stream, HttpResponse.BodyHandlers.ofInputStream());

      try (InputStream body = open.body()) {
        assertThat(get(fake, HttpResponse.BodyHandlers.ofString()).body())
            .contains("vllm:num_requests_running{model_name=\"slow\"} 1");
      }
    }
  }

  private static <T> HttpResponse<T> get(StreamingFake fake, HttpResponse.BodyHandler<T> body)
      throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/metrics")).build(), body);
  }
}
