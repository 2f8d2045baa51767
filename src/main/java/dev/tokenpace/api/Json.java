package dev.tokenpace.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.records.Usage;

/**
 * The one shared Jackson mapper of the api package and the small tree look-ups its parsers share.
 */
final class Json {

  static final ObjectMapper MAPPER = new ObjectMapper();
  private static final int EXCERPT = 200;

  private Json() {}

  /** Parses a JSON object; anything else is malformed. */
  static JsonNode object(String text) {
    JsonNode node;
    try {
      node = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new MalformedChunkException("malformed JSON: " + excerpt(text), e);
    }
    if (node == null || !node.isObject()) {
      throw new MalformedChunkException("not a JSON object: " + excerpt(text), null);
    }
    return node;
  }

  /** The text of a string field, or {@code null} when absent, null or not a string. */
  static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isTextual() ? value.asText() : null;
  }

  static JsonNode firstChoice(JsonNode root) {
    JsonNode choices = root.get("choices");
    return choices != null && choices.isArray() && !choices.isEmpty() ? choices.get(0) : null;
  }

  static Usage usage(JsonNode root) {
    JsonNode usage = root.get("usage");
    return usage != null && usage.isObject() ? usageOf(usage) : null;
  }

  /** The usage an object member holds. */
  static Usage usageOf(JsonNode usage) {
    JsonNode details = usage.get("prompt_tokens_details");
    return new Usage(
        integer(usage, "prompt_tokens"),
        integer(usage, "completion_tokens"),
        integer(usage, "total_tokens"),
        details != null && details.isObject() ? integer(details, "cached_tokens") : null);
  }

  /**
   * The message of an {@code error} member: its {@code message} when an object, itself when text.
   */
  static String errorMessage(JsonNode error) {
    if (error.isObject()) {
      String message = text(error, "message");
      return message != null ? message : error.toString();
    }
    return error.isTextual() ? error.asText() : error.toString();
  }

  static String excerpt(String text) {
    return text.length() <= EXCERPT ? text : text.substring(0, EXCERPT) + "…";
  }

  private static Integer integer(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isIntegralNumber() ? value.asInt() : null;
  }
}
