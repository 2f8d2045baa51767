package dev.tokenpace.api;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.Usage;

/**
 * Reads a non-streamed response: {@code choices[0].message.content} (chat) or {@code
 * choices[0].text}.
 */
public final class UnaryResponseParser {

  private final ApiType api;

  public UnaryResponseParser(ApiType api) {
    this.api = api;
  }

  /**
   * @throws MalformedChunkException when the body is not a JSON object
   */
  public UnaryResponse parse(String body) {
    JsonNode root = Json.object(body);
    Usage usage = Json.usage(root);
    JsonNode error = root.get("error");
    if (error != null && !error.isNull()) {
      return new UnaryResponse("", "", usage, null, Json.errorMessage(error));
    }
    JsonNode choice = Json.firstChoice(root);
    if (choice == null) {
      return new UnaryResponse("", "", usage, null, null);
    }
    String finish = Json.text(choice, "finish_reason");
    if (api == ApiType.COMPLETION) {
      return new UnaryResponse("", orEmpty(Json.text(choice, "text")), usage, finish, null);
    }
    JsonNode message = choice.get("message");
    if (message == null || !message.isObject()) {
      return new UnaryResponse("", "", usage, finish, null);
    }
    String reasoning = ChunkClassifier.reasoning(message);
    return new UnaryResponse(
        orEmpty(reasoning), orEmpty(Json.text(message, "content")), usage, finish, null);
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }
}
