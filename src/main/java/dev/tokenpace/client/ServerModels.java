package dev.tokenpace.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.config.RunConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Asks the server which model to benchmark when the config names none: the first one {@code GET
 * /v1/models} lists, as inference-perf does. Sent with the run's headers, key and trust.
 */
public final class ServerModels {

  /** A server that has not listed its models by then will not stream them either. */
  static final Duration TIMEOUT = Duration.ofSeconds(30);

  private static final ObjectMapper JSON = new ObjectMapper();

  private ServerModels() {}

  /**
   * The config as given when it names a model, else with the server's first model.
   *
   * @throws ModelLookupException saying what the server answered, when it lists no model
   */
  public static RunConfig resolve(RunConfig config) throws InterruptedException {
    if (config.server().modelName() != null) {
      return config;
    }
    return config.withModelName(firstModel(config));
  }

  private static String firstModel(RunConfig config) throws InterruptedException {
    URI url = modelsUrl(config.server().baseUrl());
    HttpResponse<String> response;
    try {
      response = client(config).send(request(url, config), HttpResponse.BodyHandlers.ofString());
    } catch (java.net.ConnectException e) {
      // Naming the model would not help: nothing is there to benchmark.
      throw new ModelLookupException(
          url,
          "failed: nothing accepts connections there (" + reason(e) + ")",
          "is the server up?");
    } catch (IOException e) {
      throw new ModelLookupException(url, "failed: " + reason(e));
    }
    if (response.statusCode() != 200) {
      throw new ModelLookupException(url, "answered HTTP " + response.statusCode());
    }
    try {
      JsonNode first = JSON.readTree(response.body()).path("data").path(0).path("id");
      if (!first.isTextual() || first.asText().isBlank()) {
        throw new ModelLookupException(url, "listed no model");
      }
      return first.asText();
    } catch (IOException e) {
      throw new ModelLookupException(url, "answered with no JSON model list");
    }
  }

  /** The JDK leaves some messages empty (a refused connection says only its class). */
  private static String reason(IOException e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }

  /** Where the server lists its models: {@code GET} it for the list, or to warm a connection. */
  public static URI modelsUrl(URI baseUrl) {
    String base = baseUrl.toString();
    return URI.create(base.endsWith("/") ? base + "v1/models" : base + "/v1/models");
  }

  private static HttpClient client(RunConfig config) {
    HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(TIMEOUT);
    if (config.server().certPath() != null) {
      builder.sslContext(TrustedServer.sslContext(config.server().certPath()));
    }
    return builder.build();
  }

  private static HttpRequest request(URI url, RunConfig config) {
    HttpRequest.Builder request = HttpRequest.newBuilder(url).timeout(TIMEOUT).GET();
    config.api().headers().forEach(request::header); // never null in a (validated) RunConfig
    if (config.server().apiKey() != null) {
      request.header("Authorization", "Bearer " + config.server().apiKey());
    }
    return request.build();
  }

  /** The server could not say which model to benchmark, and the config named none. */
  public static final class ModelLookupException extends RuntimeException {
    ModelLookupException(URI url, String what) {
      this(url, what, "set server.model_name");
    }

    ModelLookupException(URI url, String what, String wayOut) {
      super("'server.model_name' is not set and GET " + url + " " + what + "; " + wayOut);
    }
  }
}
