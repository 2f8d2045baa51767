package dev.tokenpace.acceptance.evidence;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Whitespace word counting: the suite's tokenizers map one word to one token. */
public final class Words {

  private static final Pattern WORD = Pattern.compile("\\S+");

  private Words() {}

  public static int count(String text) {
    String trimmed = text == null ? "" : text.strip();
    return trimmed.isEmpty() ? 0 : trimmed.split("\\s+").length;
  }

  /**
   * The words each chunk of one stream completes: a word counts in the chunk holding its last
   * character (docs/metrics.md, "Token count of an event"), so a word split across chunks counts
   * once, where it ends. Written apart from the benchmark's tokenizers: the chunks are joined and
   * each word's end is looked up among the chunks' boundaries.
   */
  public static int[] completedBy(List<String> chunks) {
    int[] counts = new int[chunks.size()];
    int[] ends = new int[chunks.size()];
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < chunks.size(); i++) {
      text.append(chunks.get(i) == null ? "" : chunks.get(i));
      ends[i] = text.length();
    }
    Matcher word = WORD.matcher(text);
    int chunk = 0;
    while (word.find()) {
      int last = word.end() - 1;
      while (ends[chunk] <= last) {
        chunk++;
      }
      counts[chunk]++;
    }
    return counts;
  }
}
