package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a sentence as a subject and clauses in any order, each one of a few small patterns, with a
 * separator between two ("," "and" "then"): all of it or nothing, so a clause it cannot read never
 * passes for one it can. At each place the clause that reads furthest wins.
 *
 * @param <R> what the clauses said, filled in as they are read
 */
final class SentenceClauses<R> {

  /** One clause: its pattern, and what it says. */
  record Clause<R>(Pattern pattern, BiConsumer<Matcher, R> says) {
    static <R> Clause<R> of(String regex, BiConsumer<Matcher, R> says) {
      return new Clause<>(Pattern.compile(regex), says);
    }
  }

  private final Pattern subject;
  private final Pattern separator;
  private final List<Clause<R>> clauses;

  SentenceClauses(Pattern subject, Pattern separator, List<Clause<R>> clauses) {
    this.subject = subject;
    this.separator = separator;
    this.clauses = List.copyOf(clauses);
  }

  /**
   * Whether every part of {@code text} after its subject is a clause, each told to {@code into}.
   */
  boolean readsAll(String text, R into) {
    String words = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    words = words.endsWith(".") ? words.substring(0, words.length() - 1) : words;
    Matcher start = subject.matcher(words);
    if (!start.lookingAt()) {
      return false;
    }
    int at = start.end();
    while (at < words.length()) {
      int end = clause(words, at, into);
      if (end < 0) {
        return false;
      }
      Matcher between = separator.matcher(words).region(end, words.length());
      at = between.lookingAt() ? between.end() : end;
      if (at == end && at < words.length()) {
        return false;
      }
    }
    return true;
  }

  /** Where the furthest-reading clause at {@code at} ends, or -1. */
  private int clause(String words, int at, R into) {
    Clause<R> best = null;
    Matcher furthest = null;
    for (Clause<R> clause : clauses) {
      Matcher matcher = clause.pattern().matcher(words).region(at, words.length());
      if (matcher.lookingAt()
          && endsAWord(words, matcher.end())
          && (furthest == null || matcher.end() > furthest.end())) {
        best = clause;
        furthest = matcher;
      }
    }
    if (best == null) {
      return -1;
    }
    best.says().accept(furthest, into);
    return furthest.end();
  }

  private static boolean endsAWord(String words, int end) {
    return end == words.length() || !Character.isLetterOrDigit(words.charAt(end));
  }

  /** The first group a clause's number was read into (its alternatives each have their own). */
  static String firstGroup(Matcher m) {
    for (int g = 1; g <= m.groupCount(); g++) {
      if (m.group(g) != null) {
        return m.group(g);
      }
    }
    throw new IllegalStateException("a clause without its number: " + m.group());
  }

  /** "4", "four" or "a". */
  static int count(String word) {
    return word.matches("an?|a single|just one|only one") ? 1 : NumberWords.cardinal(word);
  }
}
