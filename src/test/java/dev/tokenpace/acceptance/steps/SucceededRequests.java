package dev.tokenpace.acceptance.steps;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Requests a sentence says succeeded: how many, and whether that is every request sent ("all 10
 * requests", "both requests", "the request": the run's one).
 */
record SucceededRequests(int count, boolean everyOneSent) {

  private static final Pattern COUNT = Pattern.compile("(?:all )?(\\d+) .*");

  static SucceededRequests parse(String words) {
    String w = words.trim().toLowerCase(java.util.Locale.ROOT);
    if (w.startsWith("the request")) {
      return new SucceededRequests(1, true);
    }
    if (w.startsWith("both")) {
      return new SucceededRequests(2, true);
    }
    Matcher m = COUNT.matcher(w);
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + words + "' says no number of requests");
    }
    return new SucceededRequests(Integer.parseInt(m.group(1)), w.startsWith("all "));
  }
}
