package dev.tokenpace.fake;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A request a real OpenAI server refuses, answered as it answers: HTTP 400 and its error object
 * {@code {"error":{"message":...,"type":"invalid_request_error","param":...,"code":null}}}, instead
 * of a stream, so a client's bug in building requests shows. The fake refuses a body that is no
 * JSON, a JSON value that is no object (e.g. an array), a chat request without {@code messages}, a
 * completions request without {@code prompt}, and a body over {@link #MAX_BODY_BYTES}.
 *
 * @param param the parameter at fault, or {@code null}
 */
record RequestRefusal(String message, String param) {

  static final int STATUS = 400;

  /** The largest request body the fake accepts: 32 MiB (docs/fake.md, "Requests it refuses"). */
  static final int MAX_BODY_BYTES = 32 * 1024 * 1024;

  /** The refusal a real server gives this request, if it gives one. */
  static Optional<RequestRefusal> of(RequestFacts facts, ApiShape api) {
    if (facts.bytes() > MAX_BODY_BYTES) {
      return Optional.of(
          new RequestRefusal(
              "The request body is "
                  + facts.bytes()
                  + " bytes, over the largest accepted ("
                  + MAX_BODY_BYTES
                  + " bytes).",
              null));
    }
    return switch (facts.body()) {
      case NOT_JSON ->
          Optional.of(
              new RequestRefusal(
                  "We could not parse the JSON body of your request. (HINT: The OpenAI API"
                      + " expects a JSON payload, but what was sent was not valid JSON.)",
                  null));
      case ARRAY, SCALAR ->
          Optional.of(
              new RequestRefusal(
                  "The request body must be a JSON object, got "
                      + (facts.body() == RequestFacts.Body.ARRAY ? "an array" : "a JSON value")
                      + ".",
                  null));
      case OBJECT -> missingParameter(facts, api);
    };
  }

  private static Optional<RequestRefusal> missingParameter(RequestFacts facts, ApiShape api) {
    String required = api == ApiShape.CHAT ? "messages" : "prompt";
    boolean present = api == ApiShape.CHAT ? facts.hasMessages() : facts.hasPrompt();
    return present
        ? Optional.empty()
        : Optional.of(
            new RequestRefusal("Missing required parameter: '" + required + "'.", required));
  }

  /** OpenAI's error object for this refusal. */
  byte[] body() {
    return ("{\"error\":{\"message\":"
            + EventRenderer.quote(message)
            + ",\"type\":\"invalid_request_error\",\"param\":"
            + (param == null ? "null" : EventRenderer.quote(param))
            + ",\"code\":null}}")
        .getBytes(StandardCharsets.UTF_8);
  }
}
