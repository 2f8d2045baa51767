package dev.tokenpace.acceptance.world;

import java.util.ArrayList;
import java.util.List;

/** Every comparison of the scenario, so the report can show expected bound, reported value and margin. */
public final class CheckLog {

  private final List<Check> checks = new ArrayList<>();

  public synchronized Check record(String what, Bound expected, double reported) {
    Check check = new Check(what, expected, reported);
    checks.add(check);
    return check;
  }

  public synchronized List<Check> all() {
    return List.copyOf(checks);
  }

  public String table() {
    StringBuilder table = new StringBuilder(String.format("%-58s %-28s %-14s %-12s%n", "metric", "expected bound", "reported", "margin"));
    for (Check check : all()) {
      table.append(String.format("%-58s %-28s %-14s %-12s%s%n",
          check.what(), check.isCount() ? "= " + check.formatted(check.expected().lower()) : check.expected(),
          check.formatted(check.reported()), check.formatted(check.margin()), check.passed() ? "" : "  OUTSIDE"));
    }
    return table.toString();
  }
}
