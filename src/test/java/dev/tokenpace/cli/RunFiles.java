package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The files of a CLI run in a test: the bench.yaml it writes, the JSON reports it reads. */
final class RunFiles {

  private static final ObjectMapper JSON = new ObjectMapper();

  private RunFiles() {}

  /** Writes {@code yaml} as {@code dir/bench.yaml}. */
  static Path writeConfig(Path dir, String yaml) throws IOException {
    return Files.writeString(dir.resolve("bench.yaml"), yaml);
  }

  /** A report the run must have written. */
  static JsonNode read(Path file) throws IOException {
    assertThat(file).exists();
    return JSON.readTree(file.toFile());
  }
}
