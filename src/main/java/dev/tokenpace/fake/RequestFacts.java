package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The two things the fake needs from a request body: {@code model} (to choose a profile) and {@code
 * stream} (absent counts as false, as in the OpenAI API). Read once with a streaming parser that
 * skips every other value.
 */
public record RequestFacts(String model, boolean stream) {

  private static final JsonFactory FACTORY = new JsonFactory();

  public static RequestFacts parse(byte[] body) {
    if (body == null || body.length == 0) {
      return new RequestFacts("", false);
    }
    try (JsonParser parser = FACTORY.createParser(body)) {
      return readTopLevel(parser);
    } catch (IOException e) {
      return new RequestFacts("", false);
    }
  }

  private static RequestFacts readTopLevel(JsonParser parser) throws IOException {
    String model = "";
    boolean stream = false;
    if (parser.nextToken() != JsonToken.START_OBJECT) {
      return new RequestFacts(model, stream);
    }
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if ("model".equals(name) && value == JsonToken.VALUE_STRING) {
        model = parser.getText();
      } else if ("stream".equals(name)) {
        stream = value == JsonToken.VALUE_TRUE;
      } else {
        parser.skipChildren();
      }
    }
    return new RequestFacts(model, stream);
  }
}
