package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.fake.script.UsageReport;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the fake needs from a request body, read once with a streaming parser: the few small
 * parameters a real server checks ({@code model}, {@code stream}, {@code stream_options}, {@code
 * max_tokens}, {@code temperature}, …) as sent, and the shape of {@code messages} and {@code
 * prompt} without their text (a prompt may be megabytes; its words are skipped, not copied). {@link
 * RequestRefusal} decides from these what a real server refuses.
 *
 * @param body whether the body was a JSON object, another JSON value, or no JSON at all
 * @param parameters the checked parameters present at the top level, each as sent ({@code null}
 *     values included)
 * @param messages the shape of a top-level {@code messages}, or {@code null} when absent
 * @param prompt the shape of a top-level {@code prompt}, or {@code null} when absent
 * @param bytes the body's length
 */
public record RequestFacts(
    Body body, Map<String, JsonNode> parameters, Shape messages, Shape prompt, int bytes) {

  /** What the body was, as JSON. */
  public enum Body {
    OBJECT,
    ARRAY,
    /** A JSON string, number, boolean or null. */
    SCALAR,
    NOT_JSON
  }

  /**
   * The shape of {@code messages} or {@code prompt}.
   *
   * @param token the value's first token (an array, a string, null…)
   * @param elements how many elements an array has (0 otherwise)
   * @param oddElement the first element of a type the parameter does not take, or {@code null}
   */
  public record Shape(JsonToken token, int elements, JsonToken oddElement) {

    boolean isNull() {
      return token == JsonToken.VALUE_NULL;
    }
  }

  /** The parameters read whole: small values whose type and range a real server checks. */
  static final Set<String> CHECKED =
      Set.of(
          "model",
          "stream",
          "stream_options",
          "max_tokens",
          "max_completion_tokens",
          "n",
          "temperature",
          "top_p",
          "presence_penalty",
          "frequency_penalty");

  private static final ObjectMapper MAPPER = new ObjectMapper();

  public static RequestFacts parse(byte[] body) {
    if (body == null || body.length == 0) {
      return notJson(0);
    }
    try (JsonParser parser = MAPPER.getFactory().createParser(body)) {
      return readTopLevel(parser, body.length);
    } catch (IOException e) {
      return notJson(body.length);
    }
  }

  /** The requested model's name, or {@code ""} when the request names none. */
  public String model() {
    JsonNode model = parameters.get("model");
    return model != null && model.isTextual() ? model.asText() : "";
  }

  /** Whether the answer is streamed: {@code "stream": true} (absent counts as false). */
  public boolean stream() {
    JsonNode stream = parameters.get("stream");
    return stream != null && stream.isBoolean() && stream.booleanValue();
  }

  /**
   * How much usage the stream reports: none unless {@code stream_options.include_usage} is true
   * (OpenAI's and vLLM's rule), in every chunk when {@code continuous_usage_stats} is true too.
   */
  public UsageReport usage() {
    JsonNode options = parameters.get("stream_options");
    if (options == null || !options.path("include_usage").asBoolean(false)) {
      return UsageReport.NONE;
    }
    return options.path("continuous_usage_stats").asBoolean(false)
        ? UsageReport.EVERY_CHUNK
        : UsageReport.AT_THE_END;
  }

  /**
   * The most output tokens the request asks for: {@code max_completion_tokens}, else {@code
   * max_tokens}.
   */
  public java.util.OptionalInt maxTokens() {
    for (String key : new String[] {"max_completion_tokens", "max_tokens"}) {
      JsonNode limit = parameters.get(key);
      if (limit != null && limit.isIntegralNumber() && limit.canConvertToInt()) {
        return java.util.OptionalInt.of(limit.intValue());
      }
    }
    return java.util.OptionalInt.empty();
  }

  /** A non-null top-level {@code messages} (chat's required parameter). */
  public boolean hasMessages() {
    return messages != null && !messages.isNull();
  }

  /** A non-null top-level {@code prompt} (the completions API's required parameter). */
  public boolean hasPrompt() {
    return prompt != null && !prompt.isNull();
  }

  private static RequestFacts notJson(int bytes) {
    return new RequestFacts(Body.NOT_JSON, Map.of(), null, null, bytes);
  }

  private static RequestFacts readTopLevel(JsonParser parser, int bytes) throws IOException {
    JsonToken first = parser.nextToken();
    if (first != JsonToken.START_OBJECT) {
      Body shape = first == JsonToken.START_ARRAY ? Body.ARRAY : Body.SCALAR;
      parser.skipChildren();
      return endsThere(parser)
          ? new RequestFacts(shape, Map.of(), null, null, bytes)
          : notJson(bytes);
    }
    Map<String, JsonNode> parameters = new LinkedHashMap<>();
    Shape messages = null;
    Shape prompt = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      if (CHECKED.contains(name)) {
        parameters.put(name, parser.readValueAsTree());
      } else if ("messages".equals(name)) {
        messages = shape(parser, RequestFacts::isMessage);
      } else if ("prompt".equals(name)) {
        prompt = shape(parser, RequestFacts::isPromptPart);
      } else {
        parser.skipChildren();
      }
    }
    return endsThere(parser)
        ? new RequestFacts(Body.OBJECT, Map.copyOf(parameters), messages, prompt, bytes)
        : notJson(bytes);
  }

  private interface ElementRule {
    boolean takes(JsonToken element);
  }

  /** Reads a value's shape, skipping what is inside its elements. */
  private static Shape shape(JsonParser parser, ElementRule rule) throws IOException {
    JsonToken token = parser.currentToken();
    if (token != JsonToken.START_ARRAY) {
      parser.skipChildren();
      return new Shape(token, 0, null);
    }
    int elements = 0;
    JsonToken odd = null;
    JsonToken element;
    while ((element = parser.nextToken()) != JsonToken.END_ARRAY && element != null) {
      elements++;
      if (odd == null && !rule.takes(element)) {
        odd = element;
      }
      parser.skipChildren();
    }
    return new Shape(token, elements, odd);
  }

  private static boolean isMessage(JsonToken element) {
    return element == JsonToken.START_OBJECT;
  }

  /** A prompt is a string, an array of strings, of token ids, or of token-id arrays. */
  private static boolean isPromptPart(JsonToken element) {
    return element == JsonToken.VALUE_STRING
        || element == JsonToken.VALUE_NUMBER_INT
        || element == JsonToken.START_ARRAY;
  }

  /** Whether nothing but white space follows the first value (else the body is no JSON). */
  private static boolean endsThere(JsonParser parser) throws IOException {
    return parser.nextToken() == null;
  }
}
