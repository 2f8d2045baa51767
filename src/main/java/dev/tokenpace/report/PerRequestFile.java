package dev.tokenpace.report;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads a per_request_lifecycle_metrics.json one entry at a time: a shard of a million requests is
 * never one list in memory.
 */
final class PerRequestFile {

  private static final JsonMapper MAPPER =
      JsonMapper.builder()
          .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .build();
  private static final ObjectReader ENTRY = MAPPER.readerFor(PerRequestEntry.class);

  private PerRequestFile() {}

  /**
   * @throws ShardSetException when the file is not a list of per-request entries
   */
  static void forEach(Path file, Consumer<PerRequestEntry> action) throws IOException {
    try (JsonParser parser = MAPPER.createParser(file.toFile())) {
      if (parser.nextToken() != JsonToken.START_ARRAY) {
        throw new ShardSetException("'" + file + "' is not a list of per-request entries");
      }
      while (parser.nextToken() == JsonToken.START_OBJECT) {
        action.accept(ENTRY.readValue(parser));
      }
      if (parser.currentToken() != JsonToken.END_ARRAY) {
        throw new ShardSetException("'" + file + "' holds something other than request entries");
      }
    } catch (JacksonException e) {
      throw new ShardSetException(
          "'" + file + "' is not a per-request report: " + e.getOriginalMessage());
    }
  }
}
