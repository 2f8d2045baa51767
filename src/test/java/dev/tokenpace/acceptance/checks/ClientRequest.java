package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.config.RunConfig.ApiType;
import java.nio.charset.StandardCharsets;

/**
 * A request to the model as a client of OpenAI's API sends it, in a scenario's words: its API's
 * usual streaming request (a model, one user message or a prompt, {@code "stream": true}, no usage
 * asked for, as LLMPerf sends it) with fields set or left out, or a body given whole.
 */
public final class ClientRequest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ASK = "Say four words";
  private static final int MIB = 1024 * 1024;

  private final ApiType api;
  private final byte[] body;
  private final String said;
  private final JsonNode object;

  private ClientRequest(ApiType api, byte[] body, String said, JsonNode object) {
    this.api = api;
    this.body = body;
    this.said = said;
    this.object = object;
  }

  /** The API's usual streaming request, which asks for no usage. */
  public static ClientRequest usual(ApiType api, String model) {
    ObjectNode usual = usualObject(api, model);
    return of(api, usual, "a " + word(api) + " request");
  }

  /**
   * The usual request with {@code fields} (JSON members as written inside an object, {@code
   * "stream": "yes"}) set over its own.
   */
  public static ClientRequest with(ApiType api, String model, String fields) {
    JsonNode given;
    try {
      given = JSON.readTree("{" + fields + "}");
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "the request's fields are not JSON members as written inside an object, such as"
              + " \"stream\": \"yes\": "
              + fields,
          e);
    }
    ObjectNode request = usualObject(api, model);
    request.setAll((ObjectNode) given);
    return of(api, request, "a " + word(api) + " request with " + fields);
  }

  /** The usual request without its field {@code name}. */
  public static ClientRequest without(ApiType api, String model, String name) {
    ObjectNode request = usualObject(api, model);
    if (request.remove(name) == null) {
      throw new IllegalArgumentException(
          "the usual " + word(api) + " request has no \"" + name + "\" to leave out: " + request);
    }
    return of(api, request, "a " + word(api) + " request without \"" + name + "\"");
  }

  /** A body sent as it is, JSON or not. */
  public static ClientRequest wholeBody(ApiType api, String body) {
    JsonNode object;
    try {
      // bytes after the value make it no JSON, as the fake reads it
      JsonNode parsed =
          JSON.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(body);
      object = parsed != null && parsed.isObject() ? parsed : null;
    } catch (JsonProcessingException e) {
      object = null;
    }
    return new ClientRequest(
        api,
        body.getBytes(StandardCharsets.UTF_8),
        "a " + word(api) + " request whose whole body is '" + body + "'",
        object);
  }

  /**
   * The usual request, its message (or prompt) padded until the body is one byte over {@code
   * mebibytes} MiB.
   */
  public static ClientRequest over(ApiType api, String model, int mebibytes) {
    ObjectNode request = usualObject(api, model);
    int target = mebibytes * MIB + 1;
    int without = bytesOf(withText(api, request, "")).length;
    String text = "a".repeat(target - without);
    ObjectNode padded = withText(api, request, text);
    return new ClientRequest(
        api,
        bytesOf(padded),
        "a " + word(api) + " request of " + target + " bytes (over " + mebibytes + " MiB)",
        padded);
  }

  public ApiType api() {
    return api;
  }

  public String path() {
    return api == ApiType.CHAT ? "/v1/chat/completions" : "/v1/completions";
  }

  public byte[] body() {
    return body.clone();
  }

  /** The request in the scenario's words. */
  public String said() {
    return said;
  }

  /**
   * The body as one JSON object, or {@code null} when it is none: the OpenAI SDK sends only the
   * object it builds, so it cannot send any other body.
   */
  public JsonNode object() {
    return object;
  }

  /** Whether the body asks for a stream ({@code "stream": true}). */
  public boolean streams() {
    return object != null
        && object.path("stream").isBoolean()
        && object.get("stream").booleanValue();
  }

  private static ClientRequest of(ApiType api, ObjectNode request, String said) {
    return new ClientRequest(api, bytesOf(request), said, request);
  }

  private static ObjectNode usualObject(ApiType api, String model) {
    ObjectNode request = JSON.createObjectNode().put("model", model);
    if (api == ApiType.CHAT) {
      request.putArray("messages").addObject().put("role", "user").put("content", ASK);
    } else {
      request.put("prompt", ASK);
    }
    return request.put("stream", true);
  }

  private static ObjectNode withText(ApiType api, ObjectNode request, String text) {
    ObjectNode copy = request.deepCopy();
    if (api == ApiType.CHAT) {
      ((ObjectNode) copy.get("messages").get(0)).put("content", text);
    } else {
      copy.put("prompt", text);
    }
    return copy;
  }

  private static byte[] bytesOf(JsonNode request) {
    try {
      return JSON.writeValueAsBytes(request);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always writes", e);
    }
  }

  private static String word(ApiType api) {
    return api == ApiType.CHAT ? "chat" : "completions";
  }
}
