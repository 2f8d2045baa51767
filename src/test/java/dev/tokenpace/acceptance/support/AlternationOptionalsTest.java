package dev.tokenpace.acceptance.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An optional part (or a colon) written after the last word of an alternation belongs to that word
 * alone: in {@code tokens/words( each once)(,)} Cucumber reads "tokens" or "words, each once", so
 * "500 tokens, one after another" matched no step; {@code request/answer:} reads "request" or
 * "answer:". Every optional meant for each word is written after each ({@code tokens(,)/words(,)});
 * the few meant for the last word alone are named here.
 */
class AlternationOptionalsTest {

  /** "at a time" or "at the same time", never "at a same time"; "higher than", not "above than". */
  private static final Set<String> MEANT_FOR_THE_LAST_WORD =
      Set.of(
          "a/the( same)",
          "above/higher( than)",
          "below/lower( than)",
          "have/has/get(s)",
          "closed/dropped/cut( off)",
          "(can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
              + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s)");

  @Test
  void anOptionalAfterAnAlternationIsWrittenAfterEachOfItsWords() {
    List<String> misread = new ArrayList<>();
    for (String pattern : StepVocabulary.definedPatterns()) {
      for (String word : wordsOf(pattern)) {
        List<String> alternatives = alternativesOf(word);
        String lastOptional = trailingOptional(alternatives.get(alternatives.size() - 1));
        if (lastOptional.isEmpty() || MEANT_FOR_THE_LAST_WORD.contains(word)) {
          continue;
        }
        boolean everyWordHasIt =
            alternatives.stream().allMatch(a -> trailingOptional(a).equals(lastOptional));
        if (!everyWordHasIt) {
          misread.add(word + "   in   " + pattern);
        }
      }
    }
    assertThat(misread).as("alternations whose optional part only their last word gets").isEmpty();
  }

  /** The pattern's words: apart by spaces outside parentheses, as Cucumber bounds alternations. */
  private static List<String> wordsOf(String pattern) {
    return splitOutsideParentheses(pattern, ' ').stream()
        .filter(w -> alternativesOf(w).size() > 1)
        .toList();
  }

  /** A word's alternatives: apart by slashes outside parentheses. */
  private static List<String> alternativesOf(String word) {
    return splitOutsideParentheses(word, '/');
  }

  private static List<String> splitOutsideParentheses(String text, char separator) {
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    int depth = 0;
    for (char c : text.toCharArray()) {
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == separator && depth == 0) {
        parts.add(part.toString());
        part.setLength(0);
      } else {
        part.append(c);
      }
    }
    parts.add(part.toString());
    return parts;
  }

  /**
   * The optional parts and the punctuation an alternative ends with ("(,)", "( each once)(,)",
   * ":"), or "".
   */
  private static String trailingOptional(String alternative) {
    int end = alternative.length();
    int start = end;
    while (start > 0 && ":;,.".indexOf(alternative.charAt(start - 1)) >= 0) {
      start--;
    }
    while (start > 0 && alternative.charAt(start - 1) == ')') {
      int open = alternative.lastIndexOf('(', start - 1);
      if (open < 0) {
        break;
      }
      start = open;
    }
    return alternative.substring(start, end);
  }
}
