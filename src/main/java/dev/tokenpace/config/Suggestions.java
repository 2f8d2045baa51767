package dev.tokenpace.config;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/**
 * "Did you mean …?" for misspelled keys and enum values: the nearest candidate by edit distance.
 */
final class Suggestions {

  private Suggestions() {}

  static Optional<String> closest(String typed, Collection<String> candidates) {
    int tolerance = Math.max(1, typed.length() / 3);
    return candidates.stream()
        .filter(candidate -> distance(typed.toLowerCase(), candidate.toLowerCase()) <= tolerance)
        .min(
            Comparator.comparingInt(
                candidate -> distance(typed.toLowerCase(), candidate.toLowerCase())));
  }

  static String hint(String typed, Collection<String> candidates) {
    return closest(typed, candidates).map(c -> "did you mean '" + c + "'?").orElse(null);
  }

  /** Levenshtein distance, two rows. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
