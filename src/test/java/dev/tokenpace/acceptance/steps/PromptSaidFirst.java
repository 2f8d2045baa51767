package dev.tokenpace.acceptance.steps;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "the prompt is 2000 tokens long, the server reads it at 1 ms per token …": the load's prompt
 * length said first in a line, what the server does with it in the rest.
 *
 * @param words the prompt's length (the fake's tokenizer makes a word a token)
 * @param rest the line after it, the server's
 */
public record PromptSaidFirst(int words, String rest) {

  private static final Pattern PROMPT_FIRST =
      Pattern.compile(
          "^(?:the|each|every) prompt is (\\d[\\d,]*) (?:tokens|words) long(?:,| and|;)+ (?:and )?",
          Pattern.CASE_INSENSITIVE);

  /** The prompt length {@code line} opens with, and the rest; empty when it opens otherwise. */
  public static Optional<PromptSaidFirst> of(String line) {
    Matcher m = PROMPT_FIRST.matcher(line);
    return m.find()
        ? Optional.of(
            new PromptSaidFirst(
                Integer.parseInt(m.group(1).replace(",", "")), line.substring(m.end())))
        : Optional.empty();
  }
}
