package dev.tokenpace.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads YAML through Jackson's streaming parser into a {@link YamlNode} tree with positions. */
final class YamlTreeReader {

  private static final YAMLFactory YAML = new YAMLFactory();

  private final String source;

  YamlTreeReader(String source) {
    this.source = source;
  }

  /**
   * @return the document's root, or {@code null} for an empty document
   */
  YamlNode read(Reader text) throws IOException {
    try (JsonParser parser = YAML.createParser(text)) {
      return parser.nextToken() == null ? null : readValue(parser);
    } catch (JsonProcessingException e) {
      throw new ConfigException(
          "",
          "not valid YAML: " + e.getOriginalMessage().lines().findFirst().orElse(""),
          null,
          position(e.getLocation()));
    }
  }

  private YamlNode readValue(JsonParser parser) throws IOException {
    SourcePosition at = position(parser.currentTokenLocation());
    JsonToken token = parser.currentToken();
    if (token == JsonToken.START_OBJECT) {
      return readMapping(parser, at);
    }
    if (token == JsonToken.START_ARRAY) {
      return readSequence(parser, at);
    }
    return new YamlNode.Scalar(at, token, parser.getText());
  }

  private YamlNode.Mapping readMapping(JsonParser parser, SourcePosition at) throws IOException {
    Map<String, YamlNode.Entry> entries = new LinkedHashMap<>();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String key = parser.currentName();
      SourcePosition keyAt = position(parser.currentTokenLocation());
      parser.nextToken();
      YamlNode.Entry entry = new YamlNode.Entry(key, keyAt, readValue(parser));
      if (entries.putIfAbsent(key, entry) != null) {
        throw new ConfigException(key, "duplicate key '" + key + "'", null, keyAt);
      }
    }
    return new YamlNode.Mapping(at, entries);
  }

  private YamlNode.Sequence readSequence(JsonParser parser, SourcePosition at) throws IOException {
    List<YamlNode> items = new ArrayList<>();
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      items.add(readValue(parser));
    }
    return new YamlNode.Sequence(at, items);
  }

  private SourcePosition position(JsonLocation location) {
    return location == null
        ? null
        : new SourcePosition(source, location.getLineNr(), location.getColumnNr());
  }
}
