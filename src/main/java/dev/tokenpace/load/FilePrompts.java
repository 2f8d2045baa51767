package dev.tokenpace.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Prompts read from a file, cycled: JSONL with a {@code prompt} per line, or ShareGPT records
 * (JSONL or one JSON array) whose {@code conversations} start with a human turn, of which the first
 * is taken.
 */
final class FilePrompts implements PromptSource {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final List<String> prompts;
  private int next;

  private FilePrompts(List<String> prompts) {
    this.prompts = prompts;
  }

  /**
   * @throws IllegalArgumentException naming the file when it cannot be read or holds no prompt
   */
  static FilePrompts read(Path path) {
    List<String> prompts = new ArrayList<>();
    try {
      String text = Files.readString(path);
      if (text.stripLeading().startsWith("[")) {
        for (JsonNode record : MAPPER.readTree(text)) {
          addPrompt(record, prompts);
        }
      } else {
        for (String line : text.split("\r?\n")) {
          if (!line.isBlank()) {
            addPrompt(MAPPER.readTree(line), prompts);
          }
        }
      }
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "data file " + path + " is not JSONL/JSON: " + e.getOriginalMessage(), e);
    } catch (IOException | UncheckedIOException e) {
      throw new IllegalArgumentException(
          "cannot read data file " + path + ": " + e.getMessage(), e);
    }
    if (prompts.isEmpty()) {
      throw new IllegalArgumentException(
          "data file " + path + " holds no prompt (expected 'prompt' or ShareGPT 'conversations')");
    }
    return new FilePrompts(List.copyOf(prompts));
  }

  @Override
  public String next() {
    String prompt = prompts.get(next);
    next = (next + 1) % prompts.size();
    return prompt;
  }

  int size() {
    return prompts.size();
  }

  private static void addPrompt(JsonNode record, List<String> prompts) {
    JsonNode prompt = record.get("prompt");
    if (prompt != null && prompt.isTextual()) {
      prompts.add(prompt.asText());
      return;
    }
    JsonNode conversations = record.get("conversations");
    if (conversations == null || !conversations.isArray()) {
      return;
    }
    for (JsonNode turn : conversations) {
      String from = text(turn, "from", text(turn, "role", ""));
      if (from.equals("human") || from.equals("user")) {
        prompts.add(text(turn, "value", text(turn, "content", "")));
        return;
      }
    }
  }

  private static String text(JsonNode node, String field, String otherwise) {
    JsonNode value = node.get(field);
    return value != null && value.isTextual() ? value.asText() : otherwise;
  }
}
