package dev.tokenpace.config;

import com.fasterxml.jackson.core.JsonToken;
import java.util.List;
import java.util.Map;

/**
 * A YAML document as a tree that remembers where every key and value was written. Jackson's own
 * tree drops locations, and an error that cannot name its line is half an error.
 */
sealed interface YamlNode permits YamlNode.Mapping, YamlNode.Sequence, YamlNode.Scalar {

  SourcePosition position();

  /** A key as written: where the key stands and the value under it. */
  record Entry(String key, SourcePosition keyPosition, YamlNode value) {}

  /** Entries in document order. */
  record Mapping(SourcePosition position, Map<String, Entry> entries) implements YamlNode {}

  record Sequence(SourcePosition position, List<YamlNode> items) implements YamlNode {}

  /**
   * @param token the scalar's YAML type as Jackson resolved it (string, int, float, boolean, null)
   */
  record Scalar(SourcePosition position, JsonToken token, String text) implements YamlNode {

    boolean isNull() {
      return token == JsonToken.VALUE_NULL;
    }

    boolean isNumber() {
      return token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT;
    }

    boolean isBoolean() {
      return token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE;
    }
  }

  static String describe(YamlNode node) {
    if (node instanceof Mapping) {
      return "a mapping";
    }
    if (node instanceof Sequence) {
      return "a list";
    }
    return "'" + ((Scalar) node).text() + "'";
  }
}
