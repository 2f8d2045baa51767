package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ScenarioPrompts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prompts said in the order they go, each new or the one before again: "I send, one after another,
 * a 500-token prompt, that same prompt again, a 2000-token prompt, and that one again". A new
 * prompt shares no word with another; a prompt said again is the same text, which a prompt cache
 * has seen.
 */
final class PromptsInTurn {

  private static final String ONE_BY_ONE = "one after (?:another|the other)|one at a time|in turn";

  private static final Pattern SENTENCE =
      Pattern.compile(
          "^(?:i|we|the benchmark(?: client)?|the client|the tool|tokenpace) sends?,? (?:(?:"
              + ONE_BY_ONE
              + "),? )?(.+?)(?:,? (?:"
              + ONE_BY_ONE
              + "))?$",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern NEW =
      Pattern.compile(
          "^(?:an?|another|a new|a different) (\\d[\\d,]*)[- ](?:token|word) prompt$",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern AGAIN =
      Pattern.compile(
          "^(?:(?:that|the|this) (?:same |very same )?(?:prompt|one)|it) (?:again|once more|a"
              + " second time)$",
          Pattern.CASE_INSENSITIVE);

  private PromptsInTurn() {}

  /** The prompts {@code text} sends in turn, or empty when it is not such a sentence. */
  static Optional<List<String>> read(String text) {
    Matcher sentence = SENTENCE.matcher(text.trim());
    if (!sentence.matches()) {
      return Optional.empty();
    }
    List<String> prompts = new ArrayList<>();
    boolean again = false;
    for (String item : sentence.group(1).split(",? and (?:then )?|, (?:then )?")) {
      Matcher fresh = NEW.matcher(item.trim());
      if (fresh.matches()) {
        prompts.add(
            ScenarioPrompts.of(
                "p" + (prompts.size() + 1), Integer.parseInt(fresh.group(1).replace(",", ""))));
      } else if (AGAIN.matcher(item.trim()).matches() && !prompts.isEmpty()) {
        prompts.add(prompts.get(prompts.size() - 1));
        again = true;
      } else {
        return Optional.empty();
      }
    }
    return again ? Optional.of(prompts) : Optional.empty();
  }
}
