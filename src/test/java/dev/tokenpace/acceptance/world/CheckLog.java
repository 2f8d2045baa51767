package dev.tokenpace.acceptance.world;

import java.util.ArrayList;
import java.util.List;

/**
 * Every check of the scenario's latest attempt, for the table a reviewer reads next to the chart.
 */
public final class CheckLog {

  private final List<Check> checks = new ArrayList<>();

  public synchronized void record(Check check) {
    checks.add(check);
  }

  /** Records {@code check} and hands it back. */
  public Check recordAndReturn(Check check) {
    record(check);
    return check;
  }

  public synchronized List<Check> all() {
    return List.copyOf(checks);
  }

  synchronized void clear() {
    checks.clear();
  }

  public String table() {
    StringBuilder table =
        new StringBuilder(
            String.format(
                "%-12s %-78s %-20s %-14s %s%n",
                "judged by", "check", "expected", "reported", "verdict"));
    for (Check check : all()) {
      table.append(
          String.format(
              "%-12s %-78s %-20s %-14s %s%n",
              check.kind(), check.what(), check.expected(), check.reported(), verdict(check)));
    }
    return table.toString();
  }

  private static String verdict(Check check) {
    return switch (check.verdict()) {
      case PASS -> "ok";
      case FAIL -> "FAILED";
      case INCONCLUSIVE -> "inconclusive";
    };
  }
}
