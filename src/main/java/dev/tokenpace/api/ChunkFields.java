package dev.tokenpace.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.records.Usage;
import java.io.IOException;

/**
 * What a streamed chunk's JSON says that its meaning depends on, read token by token: a chunk is
 * parsed on the thread that stamps, and building its whole tree was three quarters of the bytes
 * that thread allocated (so of the young collections that stop it). Reads as the tree did: a
 * repeated member counts by its last occurrence, a value of the wrong type counts as absent. The
 * rare members (usage, error) are still read as trees.
 */
final class ChunkFields {

  Usage usage;

  /** The {@code error} member when present and not null. */
  JsonNode error;

  /** {@code choices} is an array with at least one element. */
  boolean hasChoice;

  /** That first element is an object (the fields below are read from it alone). */
  boolean choiceIsObject;

  String finishReason;
  String text;

  /** The first choice has a {@code delta} that is an object. */
  boolean deltaIsObject;

  String content;
  String reasoningContent;
  String reasoning;
  String role;

  private ChunkFields() {}

  /**
   * @throws MalformedChunkException when {@code json} is not a JSON object
   */
  static ChunkFields read(String json) {
    ChunkFields fields = new ChunkFields();
    try (JsonParser parser = Json.MAPPER.getFactory().createParser(json)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw new MalformedChunkException("not a JSON object: " + Json.excerpt(json), null);
      }
      fields.readRoot(parser);
    } catch (JsonProcessingException e) {
      throw new MalformedChunkException("malformed JSON: " + Json.excerpt(json), e);
    } catch (IOException e) {
      throw new MalformedChunkException("unreadable JSON: " + Json.excerpt(json), e);
    }
    return fields;
  }

  private void readRoot(JsonParser parser) throws IOException {
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "usage" ->
            usage = value == JsonToken.START_OBJECT ? Json.usageOf(tree(parser)) : skip(parser);
        case "error" -> error = value == JsonToken.VALUE_NULL ? null : tree(parser);
        case "choices" -> readChoices(parser, value);
        default -> parser.skipChildren();
      }
    }
  }

  private void readChoices(JsonParser parser, JsonToken value) throws IOException {
    clearChoice();
    if (value != JsonToken.START_ARRAY) {
      parser.skipChildren();
      return;
    }
    JsonToken first = parser.nextToken();
    if (first == JsonToken.END_ARRAY) {
      return;
    }
    hasChoice = true;
    if (first == JsonToken.START_OBJECT) {
      choiceIsObject = true;
      readChoice(parser);
    } else {
      parser.skipChildren();
    }
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      parser.skipChildren();
    }
  }

  private void readChoice(JsonParser parser) throws IOException {
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (name) {
        case "finish_reason" -> finishReason = textOf(parser, value);
        case "text" -> text = textOf(parser, value);
        case "delta" -> readDelta(parser, value);
        default -> parser.skipChildren();
      }
    }
  }

  private void readDelta(JsonParser parser, JsonToken value) throws IOException {
    clearDelta();
    deltaIsObject = value == JsonToken.START_OBJECT;
    if (!deltaIsObject) {
      parser.skipChildren();
      return;
    }
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken member = parser.nextToken();
      switch (name) {
        case "content" -> content = textOf(parser, member);
        case "reasoning_content" -> reasoningContent = textOf(parser, member);
        case "reasoning" -> reasoning = textOf(parser, member);
        case "role" -> role = textOf(parser, member);
        default -> parser.skipChildren();
      }
    }
  }

  private void clearChoice() {
    hasChoice = false;
    choiceIsObject = false;
    finishReason = null;
    text = null;
    clearDelta();
  }

  private void clearDelta() {
    deltaIsObject = false;
    content = null;
    reasoningContent = null;
    reasoning = null;
    role = null;
  }

  /** The string a member holds, or {@code null} (its value skipped) when it holds anything else. */
  private static String textOf(JsonParser parser, JsonToken value) throws IOException {
    if (value == JsonToken.VALUE_STRING) {
      return parser.getText();
    }
    parser.skipChildren();
    return null;
  }

  private static JsonNode tree(JsonParser parser) throws IOException {
    return Json.MAPPER.readTree(parser);
  }

  private static Usage skip(JsonParser parser) throws IOException {
    parser.skipChildren();
    return null;
  }
}
