package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.MetricChecks;
import dev.tokenpace.acceptance.checks.PerRequestChecks;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Numbers of requests one by one: a request's own number, a table of them, the requests' numbers
 * from the lowest (when the server, not the order sent, decides who waits), and how a number moves
 * from request to request.
 */
public class PerRequestNumberSteps {

  private final PerRequestChecks judge;
  private final MetricChecks metrics;
  private final CheckAssertions checks;
  private final FeatureTolerance tolerance;

  /** The requests this scenario's Thens named so far, for "the other requests" after them. */
  private final List<RequestSet> named = new ArrayList<>();

  public PerRequestNumberSteps(
      PerRequestChecks judge,
      MetricChecks metrics,
      CheckAssertions checks,
      FeatureTolerance tolerance) {
    this.metrics = metrics;
    this.judge = judge;
    this.checks = checks;
    this.tolerance = tolerance;
  }

  @Then("the {metric} of {requests} is {stated}")
  public void ofRequests(Metric metric, RequestSet requests, Stated stated) {
    named.add(requests);
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> judge.ofStated(requests, metric, stated.value(), within));
  }

  /** The requests no Then of this scenario named before: "the other 4 requests". */
  public RequestSet notNamedBefore(String words) {
    List<RequestSet> before = List.copyOf(named);
    return new RequestSet(words, ordinal -> before.stream().noneMatch(r -> r.contains(ordinal)));
  }

  @Then("{requests} (each )report(s)/(each )reported a/an {metric} of {stated}")
  public void requestsReport(RequestSet requests, Metric metric, Stated stated) {
    ofRequests(metric, requests, stated);
  }

  /** "2 requests report a time to first token of 100 ms": how many, not which. */
  @Then("{count} request(s) report(s)/reported a/an {metric} of {stated}")
  public void someReport(int count, Metric metric, Stated stated) {
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> judge.ofSome(count, metric, stated.value(), within));
  }

  /** "latency from schedule should be about 200 ms for request 1, about 600 ms for request 5 …" */
  @Then(
      "(the ){metric} should be {stated} for request {count}(,) {stated} for request {count} and"
          + " {stated} for request {count}")
  public void threeRequests(Metric metric, Stated a, int ra, Stated b, int rb, Stated c, int rc) {
    List<Cell> cells = new ArrayList<>();
    cells.add(cell(ra, metric, a));
    cells.add(cell(rb, metric, b));
    cells.add(cell(rc, metric, c));
    checks.holds(() -> judged(cells));
  }

  /**
   * A table: a {@code request} column ("1", "1 and 4", "3 to 20") and one column per metric, each
   * cell "about 100 ms" or "100 ms within 5 ms" (empty: not stated).
   */
  @Then("the requests'/per-request numbers/values are:")
  public void table(DataTable table) {
    List<Cell> cells = new ArrayList<>();
    for (Map<String, String> row : table.asMaps()) {
      String column = requestColumn(row);
      String requests = row.get(column);
      for (Map.Entry<String, String> cell : row.entrySet()) {
        if (cell.getKey().equals(column) || cell.getValue() == null || cell.getValue().isBlank()) {
          continue;
        }
        Metric metric = MetricWords.metric(cell.getKey().trim());
        cells.add(cell(requests, metric, Stated.parse(cell.getValue())));
      }
    }
    checks.holds(() -> judged(cells));
  }

  /** "the report shows per request:", its table read as the requests' numbers. */
  @Then("{reporter} shows/reports/lists/gives (these )(numbers )per request:")
  @Then("{reporter} shows/reports/lists/gives (these )(numbers )for each/every request:")
  public void table(String reporter, DataTable table) {
    table(table);
  }

  /** The column that says which request a row is of: "request", "requests", "#". */
  private static String requestColumn(Map<String, String> row) {
    for (String heading : row.keySet()) {
      String h = heading.trim().toLowerCase(java.util.Locale.ROOT);
      if (h.equals("#") || h.startsWith("request") && !h.contains("latency")) {
        return heading;
      }
    }
    throw new IllegalArgumentException(
        "a table of the requests' numbers has a 'request' column and one per metric, e.g. |"
            + " request | time to first token | request latency |; this one has "
            + row.keySet());
  }

  private record Cell(RequestSet requests, Metric metric, Duration value, Tolerance within) {}

  private Cell cell(Object requests, Metric metric, Stated stated) {
    return new Cell(
        RequestSet.only("request " + requests, RequestSet.numbers(String.valueOf(requests))),
        metric,
        stated.value(),
        tolerance.of(stated));
  }

  private List<Check> judged(List<Cell> cells) {
    List<Check> all = new ArrayList<>();
    cells.forEach(c -> all.addAll(judge.ofStated(c.requests, c.metric, c.value, c.within)));
    return all;
  }

  @Then("the requests' {metric}(,) from the lowest(,) is {durations} {tolerance}")
  public void sorted(Metric metric, List<Duration> stated, Tolerance within) {
    checks.holds(() -> judge.ofSorted(metric, stated, within));
  }

  @Then("the requests' {metric}(,) from the lowest(,) is (about ){durations}")
  public void sortedAbout(Metric metric, List<Duration> stated) {
    List<Tolerance> within = tolerance.eachOf(stated);
    checks.holds(() -> judge.ofSorted(metric, stated, within));
  }

  @Then("the {metric} grows by {stated} from request to request")
  @Then("each request's {metric} is {stated} more than the request before it")
  @Then("each request's {metric} should be {stated} more than the request before it")
  public void grows(Metric metric, Stated step) {
    Tolerance within = tolerance.of(step);
    checks.holds(() -> judge.ofSteps(metric, step.value(), within));
  }

  @Then("the {metric} of each request(,) in the order scheduled(,) is (about ){durations}")
  public void inOrderAbout(Metric metric, List<Duration> stated) {
    List<Tolerance> within = tolerance.eachOf(stated);
    checks.holds(() -> metrics.ofStatedInOrder(metric, stated, within));
  }
}
