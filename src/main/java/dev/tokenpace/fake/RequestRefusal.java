package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.fake.script.ApiShape;
import dev.tokenpace.fake.script.EventRenderer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A request a real OpenAI server refuses, answered as it answers, with its status and error object
 * {@code {"error":{"message":...,"type":"invalid_request_error","param":...,"code":...}}} instead
 * of a stream, so a client's bug in building requests shows; and a full server's refusal.
 * docs/fake.md, "Requests it refuses", lists every refusal beside OpenAI's and vLLM's answers.
 *
 * @param status the HTTP status: 400, 404 for an unknown model, 413 for a body over the limit, 429
 *     or another for a full server
 * @param type OpenAI's error type: {@code invalid_request_error} but for a full server's refusal
 * @param param the parameter at fault, or {@code null}
 * @param code OpenAI's error code ({@code invalid_type}, {@code model_not_found}, …), or {@code
 *     null} where OpenAI sends none
 */
record RequestRefusal(int status, String type, String message, String param, String code) {

  private static final String INVALID_REQUEST = "invalid_request_error";
  private static final int TOO_MANY_REQUESTS = 429;

  RequestRefusal(int status, String message, String param, String code) {
    this(status, INVALID_REQUEST, message, param, code);
  }

  /** The largest request body the fake accepts: 32 MiB (docs/fake.md, "Requests it refuses"). */
  static final int MAX_BODY_BYTES = 32 * 1024 * 1024;

  private static final int BAD_REQUEST = 400;

  /** The refusal a real server gives this request's body, if it gives one. */
  static Optional<RequestRefusal> of(RequestFacts facts, ApiShape api) {
    if (facts.bytes() > MAX_BODY_BYTES) {
      return Optional.of(
          new RequestRefusal(
              413,
              "The request body is "
                  + facts.bytes()
                  + " bytes, over the largest accepted ("
                  + MAX_BODY_BYTES
                  + " bytes).",
              null,
              "request_too_large"));
    }
    return switch (facts.body()) {
      case NOT_JSON ->
          Optional.of(
              badRequest(
                  "We could not parse the JSON body of your request. (HINT: The OpenAI API"
                      + " expects a JSON payload, but what was sent was not valid JSON.)",
                  null,
                  null));
      case ARRAY, SCALAR ->
          Optional.of(
              badRequest(
                  "The request body must be a JSON object, got "
                      + (facts.body() == RequestFacts.Body.ARRAY ? "an array" : "a JSON value")
                      + ".",
                  null,
                  null));
      case OBJECT -> new Checks(facts, api).first();
    };
  }

  /** OpenAI's answer to a model it does not serve. */
  static RequestRefusal unknownModel(String model) {
    return new RequestRefusal(
        404,
        "The model `" + model + "` does not exist or you do not have access to it.",
        null,
        "model_not_found");
  }

  /** OpenAI's answer to a path it does not serve, its method and path named. */
  static RequestRefusal unknownUrl(String method, String path) {
    return new RequestRefusal(404, "Invalid URL (" + method + " " + path + ")", null, null);
  }

  /**
   * A full server's answer: with 429, OpenAI's rate-limit error; with another status (503, say),
   * the server error an overloaded engine gives.
   */
  static RequestRefusal overCapacity(int status) {
    return status == TOO_MANY_REQUESTS
        ? new RequestRefusal(
            status,
            "requests",
            "Rate limit reached: the server is serving as many requests as it can at once. Please"
                + " try again later.",
            null,
            "rate_limit_exceeded")
        : new RequestRefusal(
            status,
            "server_error",
            "The server is currently overloaded with other requests. Please try again later.",
            null,
            null);
  }

  /** OpenAI's error object for this refusal. */
  byte[] body() {
    return ("{\"error\":{\"message\":"
            + EventRenderer.quote(message)
            + ",\"type\":"
            + EventRenderer.quote(type)
            + ",\"param\":"
            + quoteOrNull(param)
            + ",\"code\":"
            + quoteOrNull(code)
            + "}}")
        .getBytes(StandardCharsets.UTF_8);
  }

  private static String quoteOrNull(String text) {
    return text == null ? "null" : EventRenderer.quote(text);
  }

  private static RequestRefusal badRequest(String message, String param, String code) {
    return new RequestRefusal(BAD_REQUEST, message, param, code);
  }

  /** The checks of a JSON object, in the order OpenAI makes them: presence, types, values. */
  private static final class Checks {

    private final RequestFacts facts;
    private final ApiShape api;

    Checks(RequestFacts facts, ApiShape api) {
      this.facts = facts;
      this.api = api;
    }

    Optional<RequestRefusal> first() {
      String required = api == ApiShape.CHAT ? "messages" : "prompt";
      boolean present = api == ApiShape.CHAT ? facts.hasMessages() : facts.hasPrompt();
      if (!present) {
        return Optional.of(
            badRequest("Missing required parameter: '" + required + "'.", required, null));
      }
      return types().or(this::values);
    }

    private Optional<RequestRefusal> types() {
      return type("model", Kind.STRING)
          .or(() -> type("stream", Kind.BOOLEAN))
          .or(() -> type("stream_options", Kind.OBJECT))
          .or(() -> streamOption("include_usage"))
          .or(() -> streamOption("continuous_usage_stats"))
          .or(() -> type("max_tokens", Kind.INTEGER))
          .or(() -> type("max_completion_tokens", Kind.INTEGER))
          .or(() -> type("n", Kind.INTEGER))
          .or(() -> type("temperature", Kind.NUMBER))
          .or(() -> type("top_p", Kind.NUMBER))
          .or(() -> type("presence_penalty", Kind.NUMBER))
          .or(() -> type("frequency_penalty", Kind.NUMBER))
          .or(this::messagesType)
          .or(this::promptType);
    }

    private Optional<RequestRefusal> values() {
      return atLeast("max_tokens", 1)
          .or(() -> atLeast("max_completion_tokens", 1))
          .or(() -> atLeast("n", 1))
          .or(() -> within("temperature", 0, 2))
          .or(this::topP)
          .or(() -> within("presence_penalty", -2, 2))
          .or(() -> within("frequency_penalty", -2, 2))
          .or(this::emptyMessages)
          .or(this::streamOptionsWithoutStream);
    }

    /** A parameter sent as {@code null} counts as left out, as OpenAI takes it. */
    private JsonNode sent(String name) {
      JsonNode value = facts.parameters().get(name);
      return value == null || value.isNull() ? null : value;
    }

    private Optional<RequestRefusal> type(String name, Kind expected) {
      JsonNode value = sent(name);
      return value == null || expected.takes(value)
          ? Optional.empty()
          : Optional.of(invalidType(name, expected.phrase, Kind.phraseOf(value)));
    }

    private Optional<RequestRefusal> streamOption(String option) {
      JsonNode options = sent("stream_options");
      JsonNode value = options == null ? null : options.get(option);
      return value == null || value.isNull() || value.isBoolean()
          ? Optional.empty()
          : Optional.of(invalidType("stream_options." + option, "a boolean", Kind.phraseOf(value)));
    }

    private Optional<RequestRefusal> messagesType() {
      RequestFacts.Shape messages = facts.messages();
      if (api != ApiShape.CHAT || messages == null || messages.isNull()) {
        return Optional.empty();
      }
      if (messages.token() != JsonToken.START_ARRAY) {
        return Optional.of(
            invalidType("messages", "an array of objects", Kind.phraseOf(messages.token())));
      }
      return messages.oddElement() == null
          ? Optional.empty()
          : Optional.of(
              invalidType("messages[]", "an object", Kind.phraseOf(messages.oddElement())));
    }

    private Optional<RequestRefusal> promptType() {
      RequestFacts.Shape prompt = facts.prompt();
      if (api != ApiShape.COMPLETIONS || prompt == null || prompt.isNull()) {
        return Optional.empty();
      }
      boolean takes =
          prompt.token() == JsonToken.VALUE_STRING
              || (prompt.token() == JsonToken.START_ARRAY && prompt.oddElement() == null);
      return takes
          ? Optional.empty()
          : Optional.of(
              invalidType(
                  "prompt",
                  "a string or an array of strings or token ids",
                  Kind.phraseOf(
                      prompt.oddElement() != null ? prompt.oddElement() : prompt.token())));
    }

    private Optional<RequestRefusal> atLeast(String name, long minimum) {
      JsonNode value = sent(name);
      return value == null || value.asLong() >= minimum
          ? Optional.empty()
          : Optional.of(
              badRequest(
                  "Invalid '"
                      + name
                      + "': integer below minimum value. Expected a value >= "
                      + minimum
                      + ", but got "
                      + value
                      + " instead.",
                  name,
                  "integer_below_min_value"));
    }

    private Optional<RequestRefusal> within(String name, double minimum, double maximum) {
      JsonNode value = sent(name);
      if (value == null || (value.asDouble() >= minimum && value.asDouble() <= maximum)) {
        return Optional.empty();
      }
      boolean below = value.asDouble() < minimum;
      return Optional.of(
          badRequest(
              "Invalid '"
                  + name
                  + "': decimal "
                  + (below ? "below minimum" : "above maximum")
                  + " value. Expected a value "
                  + (below ? ">= " + number(minimum) : "<= " + number(maximum))
                  + ", but got "
                  + value
                  + " instead.",
              name,
              below ? "decimal_below_min_value" : "decimal_above_max_value"));
    }

    /** OpenAI takes top_p in [0, 1]; vLLM refuses 0 as well: the fake refuses what either does. */
    private Optional<RequestRefusal> topP() {
      JsonNode value = sent("top_p");
      if (value == null || value.asDouble() > 0) {
        return within("top_p", 0, 1);
      }
      return Optional.of(
          badRequest(
              "Invalid 'top_p': decimal below minimum value. Expected a value > 0, but got "
                  + value
                  + " instead.",
              "top_p",
              "decimal_below_min_value"));
    }

    private Optional<RequestRefusal> emptyMessages() {
      RequestFacts.Shape messages = facts.messages();
      return api == ApiShape.CHAT && messages != null && messages.elements() == 0
          ? Optional.of(
              badRequest(
                  "Invalid 'messages': empty array. Expected an array with minimum length 1,"
                      + " but got an empty array instead.",
                  "messages",
                  "empty_array"))
          : Optional.empty();
    }

    private Optional<RequestRefusal> streamOptionsWithoutStream() {
      return sent("stream_options") != null && !facts.stream()
          ? Optional.of(
              badRequest(
                  "The 'stream_options' parameter is only allowed when 'stream' is enabled.",
                  "stream_options",
                  null))
          : Optional.empty();
    }

    private static RequestRefusal invalidType(String name, String expected, String got) {
      return badRequest(
          "Invalid type for '"
              + name
              + "': expected "
              + expected
              + ", but got "
              + got
              + " instead.",
          name,
          "invalid_type");
    }

    private static String number(double value) {
      return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
  }

  /** The JSON types OpenAI names in its type errors. */
  private enum Kind {
    STRING("a string"),
    BOOLEAN("a boolean"),
    INTEGER("an integer"),
    NUMBER("a number"),
    OBJECT("an object");

    private final String phrase;

    Kind(String phrase) {
      this.phrase = phrase;
    }

    boolean takes(JsonNode value) {
      return switch (this) {
        case STRING -> value.isTextual();
        case BOOLEAN -> value.isBoolean();
        case INTEGER -> value.isIntegralNumber();
        case NUMBER -> value.isNumber();
        case OBJECT -> value.isObject();
      };
    }

    static String phraseOf(JsonNode value) {
      if (value.isTextual()) {
        return "a string";
      }
      if (value.isBoolean()) {
        return "a boolean";
      }
      if (value.isIntegralNumber()) {
        return "an integer";
      }
      if (value.isNumber()) {
        return "a decimal";
      }
      if (value.isArray()) {
        return "an array";
      }
      return value.isObject() ? "an object" : "null";
    }

    static String phraseOf(JsonToken token) {
      return switch (token) {
        case VALUE_STRING -> "a string";
        case VALUE_TRUE, VALUE_FALSE -> "a boolean";
        case VALUE_NUMBER_INT -> "an integer";
        case VALUE_NUMBER_FLOAT -> "a decimal";
        case START_ARRAY -> "an array";
        case START_OBJECT -> "an object";
        default -> "null";
      };
    }
  }
}
