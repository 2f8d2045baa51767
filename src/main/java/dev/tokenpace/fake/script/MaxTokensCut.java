package dev.tokenpace.fake.script;

import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A script cut at a request's {@code max_tokens}, as a server that honours the limit sends it: the
 * words up to the limit (the fake's tokens are whitespace words, counted as {@link CountedUsage}
 * counts them), then the events after the words with the finish reason "length".
 *
 * @param events the cut script
 * @param wordsEndAt how many of the original events the cut keeps up to its last word
 */
record MaxTokensCut(List<ScriptedEvent> events, int wordsEndAt) {

  private static final Pattern WORD = Pattern.compile("\\S+");

  /** The cut, or {@code null} when the script's words do not run past {@code maxTokens}. */
  static MaxTokensCut of(List<ScriptedEvent> events, int maxTokens) {
    int left = maxTokens;
    int last = -1;
    for (int i = 0; i < events.size(); i++) {
      ScriptedEvent event = events.get(i);
      if (!event.kind().carriesTokens()) {
        continue;
      }
      if (left == 0) {
        return cut(events, last, -1);
      }
      int words = CountedUsage.words(event.text());
      if (words > left) {
        return cut(events, i, left);
      }
      left -= words;
      last = i;
    }
    return null;
  }

  /** Keeps events up to {@code at} ({@code keepWords} of its words, or all of them when -1). */
  private static MaxTokensCut cut(List<ScriptedEvent> events, int at, int keepWords) {
    List<ScriptedEvent> kept = new ArrayList<>();
    boolean finishes =
        events.subList(at, events.size()).stream().anyMatch(e -> e.kind() == ChunkKind.FINISH);
    for (int i = 0; i < events.size(); i++) {
      ScriptedEvent event = events.get(i);
      if (i < at) {
        kept.add(event);
      } else if (i == at) {
        kept.add(keepWords < 0 ? event : event.withText(upToWord(event.text(), keepWords)));
        if (!finishes) {
          // a server that stops at the limit says why, as its finish chunk
          kept.add(ScriptedEvent.of(ChunkKind.FINISH, "length"));
        }
      } else if (event.kind() == ChunkKind.FINISH) {
        kept.add(event.withText("length"));
      } else if (!event.kind().carriesTokens()) {
        kept.add(event);
      }
    }
    return new MaxTokensCut(kept, at + 1);
  }

  /** {@code text} up to the end of its {@code n}-th word. */
  private static String upToWord(String text, int n) {
    Matcher word = WORD.matcher(text);
    int end = 0;
    for (int i = 0; i < n && word.find(); i++) {
      end = word.end();
    }
    return text.substring(0, end);
  }
}
