package dev.tokenpace.acceptance.steps;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A data table's columns known by the words of their headings, as product owners head them their
 * own way ("TTFT" for "time to first token", "delay" for "after").
 */
final class TableHeadings {

  private TableHeadings() {}

  /**
   * The first heading that holds any of {@code words}, the words tried in the order given; -1 when
   * none does.
   */
  static int indexOf(List<String> headings, String... words) {
    for (String word : words) {
      for (int i = 0; i < headings.size(); i++) {
        if (headings.get(i).toLowerCase(Locale.ROOT).contains(word)) {
          return i;
        }
      }
    }
    return -1;
  }

  /** The same, by heading: null when none holds any of {@code words}. */
  static String find(Iterable<String> headings, String... words) {
    List<String> all = new ArrayList<>();
    headings.forEach(all::add);
    int i = indexOf(all, words);
    return i < 0 ? null : all.get(i);
  }
}
