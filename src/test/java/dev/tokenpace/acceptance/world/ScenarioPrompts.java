package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The prompts a scenario names, as the JSONL prompts file a user would hand the benchmark ({@code
 * data.type: file}, one {@code prompt} a line, sent in order): "the same prompt 5 times", "prompts
 * A, A and B", "prompts of 100 and 500 tokens". A prompt token is a word, as the fake counts it.
 */
public final class ScenarioPrompts {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Words in a prompt named by a letter, or sent again and again: long enough to cache. */
  public static final int NAMED_PROMPT_WORDS = 101;

  private ScenarioPrompts() {}

  /**
   * A prompt of {@code words} words, none shared with a prompt of another {@code name}, so a prefix
   * cache never finds one in the other.
   */
  public static String of(String name, int words) {
    return IntStream.rangeClosed(1, words)
        .mapToObj(i -> name + "w" + i)
        .collect(Collectors.joining(" "));
  }

  /** Writes the prompts file beside {@code reportDir}, and gives its path. */
  static Path write(List<String> prompts, Path reportDir) {
    Path file = reportDir.toAbsolutePath().resolveSibling("prompts.jsonl");
    StringBuilder lines = new StringBuilder();
    for (String prompt : prompts) {
      lines.append(JSON.createObjectNode().put("prompt", prompt)).append('\n');
    }
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, lines);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the scenario's prompts to " + file, e);
    }
    return file;
  }
}
