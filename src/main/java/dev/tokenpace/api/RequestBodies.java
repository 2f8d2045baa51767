package dev.tokenpace.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.config.RunConfig.ApiType;
import java.io.UncheckedIOException;
import java.net.URI;

/** OpenAI-compatible request bodies and endpoints for chat and completions. */
public final class RequestBodies {

  private final ApiType api;
  private final String model;
  private final boolean ignoreEos;
  private final boolean stream;

  public RequestBodies(ApiType api, String model, boolean ignoreEos, boolean stream) {
    this.api = api;
    this.model = model;
    this.ignoreEos = ignoreEos;
    this.stream = stream;
  }

  /**
   * {@code base/v1/chat/completions} or {@code base/v1/completions}; a base already ending in /v1
   * is kept.
   */
  public URI endpoint(URI baseUrl) {
    String base = baseUrl.toString();
    while (base.endsWith("/")) {
      base = base.substring(0, base.length() - 1);
    }
    if (base.endsWith("/v1")) {
      base = base.substring(0, base.length() - 3);
    }
    return URI.create(base + (api == ApiType.CHAT ? "/v1/chat/completions" : "/v1/completions"));
  }

  public byte[] body(String prompt, int maxTokens) {
    ObjectNode body = Json.MAPPER.createObjectNode();
    body.put("model", model);
    if (api == ApiType.CHAT) {
      body.putArray("messages").addObject().put("role", "user").put("content", prompt);
    } else {
      body.put("prompt", prompt);
    }
    body.put("max_tokens", maxTokens);
    if (ignoreEos) {
      body.put("ignore_eos", true);
    }
    body.put("stream", stream);
    if (stream) {
      body.putObject("stream_options").put("include_usage", true);
    }
    try {
      return Json.MAPPER.writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
