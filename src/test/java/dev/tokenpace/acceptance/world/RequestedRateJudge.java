package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A stage's requested rate ({@code load_summary.requested_rate}, the stage's configured rate) as a
 * step states it: exact, since it is the config's number and not a measurement; the achieved rate
 * beside it is judged by {@link StageComparisons#ofStatedRate}.
 */
public final class RequestedRateJudge {

  private final World world;

  public RequestedRateJudge(World world) {
    this.world = world;
  }

  public List<Check> ofRequested(int stage, double stated) {
    JsonNode node =
        world.onlyRun().report().stage(stage).path("load_summary").path("requested_rate");
    Double reported = node.isNumber() ? node.asDouble() : null;
    String what = "stage " + stage + "'s requested rate";
    String expected = String.format(Locale.ROOT, "%.3f requests per second", stated);
    String got =
        reported == null
            ? "none"
            : String.format(Locale.ROOT, "%.3f requests per second", reported);
    List<Check> checks = new ArrayList<>();
    checks.add(
        Check.of(
            reported != null && Math.abs(reported - stated) <= 1e-9 * Math.max(1, stated),
            "definition",
            what,
            expected,
            got,
            what
                + ": the report says "
                + got
                + ", where the stage asked for "
                + expected
                + " (load_summary.requested_rate is the stage's rate, docs/metrics.md,"
                + " \"Stages\")"));
    checks.forEach(world.checks()::record);
    return checks;
  }
}
