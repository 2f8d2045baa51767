package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;

/**
 * A JSON file an external client left, read whole. An empty or cut-off file (a client killed
 * mid-write) is a report the suite cannot read, thrown as that client's own unreadable-report
 * exception; a file the machine cannot read is an I/O failure.
 */
final class ReportJson {

  private static final ObjectMapper JSON = new ObjectMapper();

  private ReportJson() {}

  /**
   * @param unreadable the client's exception for a report it cannot read, from a message and the
   *     parser's failure (null when the file is empty)
   */
  static JsonNode read(Path file, BiFunction<String, Throwable, RuntimeException> unreadable) {
    try {
      JsonNode node = JSON.readTree(Files.readAllBytes(file));
      if (node == null || node.isMissingNode()) {
        throw unreadable.apply(file + " is empty", null);
      }
      return node;
    } catch (JsonProcessingException e) {
      throw unreadable.apply(file + " is not complete JSON (" + e.getOriginalMessage() + ")", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
