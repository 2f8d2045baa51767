package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.WayInChecks;
import dev.tokenpace.acceptance.checks.WayInDefinitions;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.WayInField;
import dev.tokenpace.acceptance.verdict.WayInMisses;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToIntFunction;

/**
 * The way in (docs/metrics.md): which connection carried each request and how long connecting,
 * sending and the response head took, held to the fake's accept and receipt of each request.
 */
public class WayInSteps {

  private final World world;
  private final CheckAssertions checks;

  public WayInSteps(World world, CheckAssertions checks) {
    this.world = world;
    this.checks = checks;
  }

  @Then("the first request opened a new connection and the others reused it")
  public void firstOpensTheOthersReuse() {
    checks.holds(() -> connections(run -> 1));
  }

  @Then("every request opened a new connection")
  public void everyRequestOpens() {
    checks.holds(() -> connections(run -> run.report().requests().size()));
  }

  /**
   * Each request's connection as the report calls it against the fake's accepts, and how many
   * connections the model accepted against the number the scenario states.
   */
  private List<Check> connections(ToIntFunction<RunOutcome> stated) {
    List<Check> all = everyRequest((run, request) -> List.of(connection(run, request)));
    for (RunOutcome run : world.runs()) {
      long accepted =
          run.report().requests().stream()
              .filter(request -> run.timelineOf(request).acceptedNanos() > 0)
              .count();
      int expected = stated.applyAsInt(run);
      all.add(
          Check.of(
              accepted == expected,
              Judgement.STATED_NUMBER,
              WayInField.CONNECTION,
              "new connections the model accepted",
              new Value.Count(expected),
              new Value.Count(accepted),
              new WayInMisses.NewConnections(accepted, run.report().requests().size(), expected)));
    }
    return all;
  }

  @Then("the model accepted {count} connections(,) every one before the first request started")
  public void acceptedAhead(int connections) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>();
          for (RunOutcome run : world.runs()) {
            double firstStart =
                run.report().requests().stream()
                    .mapToDouble(ReportedRequest::startTime)
                    .min()
                    .orElse(Double.NaN);
            all.addAll(WayInChecks.openedAhead(run.acceptsDuringRun(), firstStart, connections));
          }
          return all;
        });
  }

  @Then("every request reused a connection(,) with no connect time")
  public void everyRequestReusesWithoutConnect() {
    checks.holds(
        () ->
            everyRequest(
                (run, request) ->
                    List.of(
                        WayInChecks.noConnect(run.evidenceOf(request).name(), request),
                        connection(run, request))));
  }

  @Then("every request's way in matches its definitions")
  public void wayInByDefinition() {
    checks.holds(
        () ->
            everyRequest(
                (run, request) ->
                    WayInDefinitions.definitions(run.evidenceOf(request).name(), request)));
  }

  @Then("the run's way-in summary matches its requests")
  public void wayInSummary() {
    checks.holds(
        () ->
            world.runs().stream()
                .flatMap(run -> WayInDefinitions.summary(run.report()).stream())
                .toList());
  }

  @Then("every request's way in keeps its order with the model's accept and receipt")
  public void wayInInOrder() {
    checks.holds(
        () ->
            everyRequest(
                (run, request) ->
                    WayInChecks.order(
                        run.evidenceOf(request).name(), request, run.timelineOf(request))));
  }

  @Then(
      "the model's hold shows in every request's time to the response head(,) not in its connect"
          + " duration")
  public void holdShowsInTheHead() {
    checks.holds(
        () ->
            everyRequest(
                (run, request) ->
                    WayInChecks.heldConnection(
                        run.evidenceOf(request).name(), request, run.timelineOf(request))));
  }

  private static Check connection(RunOutcome run, ReportedRequest request) {
    return WayInChecks.connection(run.evidenceOf(request).name(), request, run.timelineOf(request));
  }

  private List<Check> everyRequest(BiFunction<RunOutcome, ReportedRequest, List<Check>> judge) {
    List<Check> all = new ArrayList<>();
    for (RunOutcome run : world.runs()) {
      for (ReportedRequest request : run.report().requests()) {
        all.addAll(judge.apply(run, request));
      }
    }
    return all;
  }
}
