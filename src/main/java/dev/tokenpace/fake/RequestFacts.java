package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * What the fake needs from a request body, read once with a streaming parser that skips every other
 * value: {@code model} (to choose a profile), {@code stream} (absent counts as false, as in the
 * OpenAI API), and enough of its shape for {@link RequestRefusal} to refuse what a real server
 * refuses.
 *
 * @param body whether the body was a JSON object, another JSON value, or no JSON at all
 * @param hasMessages a non-null top-level {@code messages} (chat's required parameter)
 * @param hasPrompt a non-null top-level {@code prompt} (the completions API's required parameter)
 * @param bytes the body's length
 */
public record RequestFacts(
    String model, boolean stream, Body body, boolean hasMessages, boolean hasPrompt, int bytes) {

  /** What the body was, as JSON. */
  public enum Body {
    OBJECT,
    ARRAY,
    /** A JSON string, number, boolean or null. */
    SCALAR,
    NOT_JSON
  }

  private static final JsonFactory FACTORY = new JsonFactory();

  public static RequestFacts parse(byte[] body) {
    if (body == null || body.length == 0) {
      return new RequestFacts("", false, Body.NOT_JSON, false, false, 0);
    }
    try (JsonParser parser = FACTORY.createParser(body)) {
      return readTopLevel(parser, body.length);
    } catch (IOException e) {
      return new RequestFacts("", false, Body.NOT_JSON, false, false, body.length);
    }
  }

  private static RequestFacts readTopLevel(JsonParser parser, int bytes) throws IOException {
    JsonToken first = parser.nextToken();
    if (first != JsonToken.START_OBJECT) {
      Body shape = first == JsonToken.START_ARRAY ? Body.ARRAY : Body.SCALAR;
      parser.skipChildren();
      return new RequestFacts(
          "", false, endsThere(parser) ? shape : Body.NOT_JSON, false, false, bytes);
    }
    String model = "";
    boolean stream = false;
    boolean messages = false;
    boolean prompt = false;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if ("model".equals(name) && value == JsonToken.VALUE_STRING) {
        model = parser.getText();
      } else if ("stream".equals(name)) {
        stream = value == JsonToken.VALUE_TRUE;
      } else {
        messages |= "messages".equals(name) && value != JsonToken.VALUE_NULL;
        prompt |= "prompt".equals(name) && value != JsonToken.VALUE_NULL;
        parser.skipChildren();
      }
    }
    Body shape = endsThere(parser) ? Body.OBJECT : Body.NOT_JSON;
    return new RequestFacts(model, stream, shape, messages, prompt, bytes);
  }

  /** Whether nothing but white space follows the first value (else the body is no JSON). */
  private static boolean endsThere(JsonParser parser) throws IOException {
    return parser.nextToken() == null;
  }
}
