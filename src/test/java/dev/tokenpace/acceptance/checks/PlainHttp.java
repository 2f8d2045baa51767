package dev.tokenpace.acceptance.checks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A client's request to the model as plain HTTP (the JDK's client), its whole answer read. */
final class PlainHttp {

  private static final Duration WAIT = Duration.ofSeconds(30);

  private PlainHttp() {}

  /** Posts the request and reads its answer to the end, a stream included. */
  static HttpResponse<byte[]> post(URI server, ClientRequest request) {
    HttpClient http = HttpClient.newBuilder().connectTimeout(WAIT).build();
    HttpRequest post =
        HttpRequest.newBuilder(server.resolve(request.path()))
            .timeout(WAIT)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(request.body()))
            .build();
    try {
      return http.send(post, HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(
          "the model gave no answer to " + request.said() + " within " + WAIT.toSeconds() + " s",
          e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the model's answer", e);
    }
  }
}
