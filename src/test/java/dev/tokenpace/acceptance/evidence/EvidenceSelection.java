package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NavigableMap;
import java.util.OptionalInt;

/**
 * Which requests a Then step is about, each paired with its own timeline: the one request, every
 * success, the healthy ones, the one to a named model, a stage's. Choosing them is apart from
 * judging them: the judges take what this hands them.
 */
public final class EvidenceSelection {

  private final ScenarioRuns runs;

  public EvidenceSelection(ScenarioRuns runs) {
    this.runs = runs;
  }

  /** The report of the scenario's one run. */
  public RunReport report() {
    return runs.onlyRun().report();
  }

  /** How many of the one run's reported requests the model answered whole, when it can say. */
  public OptionalInt answeredWhole() {
    return runs.onlyRun().answeredWhole();
  }

  /** How far a merged run's windows may stretch or shrink at each end: 0 for one process. */
  public double clockSpreadSeconds() {
    return runs.onlyRun().clockSpreadSeconds();
  }

  /**
   * How long the machine held the suite's threads off a core between two moments of the one run's
   * clock, in seconds.
   */
  public double heldOffSeconds(double fromSeconds, double toSeconds) {
    return runs.onlyRun().heldOffSeconds(fromSeconds, toSeconds);
  }

  /** The one successful request of the scenario's one run. */
  public RequestEvidence only() {
    return runs.onlyRun().onlySuccessEvidence();
  }

  /** The one request to the model named {@code model}. */
  public RequestEvidence toModel(String model) {
    return runs.runOf(model).onlySuccessEvidence();
  }

  /** Every successful request of every run (or only those the model answered as scripted). */
  public List<RequestEvidence> successes(boolean healthyOnly) {
    List<RequestEvidence> requests = new ArrayList<>();
    for (RunOutcome run : runs.all()) {
      for (ReportedRequest request : healthyOnly ? run.healthySuccesses() : run.successes()) {
        requests.add(run.evidenceOf(request));
      }
    }
    return requests;
  }

  /**
   * The streams the model counted in flight from each moment on, by the timelines of every request
   * a run reported ({@link Timeline#streamsInFlight}), one map per run.
   */
  public List<NavigableMap<Long, Integer>> streamsInFlightByRun() {
    List<NavigableMap<Long, Integer>> byRun = new ArrayList<>();
    for (RunOutcome run : runs.all()) {
      List<Timeline> timelines = new ArrayList<>();
      for (ReportedRequest request : run.report().requests()) {
        Timeline timeline = run.timelineOf(request);
        if (timeline != null) {
          timelines.add(timeline);
        }
      }
      byRun.add(Timeline.streamsInFlight(timelines));
    }
    return byRun;
  }

  /**
   * Every successful request of each run, one list per run, in {@link #streamsInFlightByRun}'s
   * order.
   */
  public List<List<RequestEvidence>> successesByRun() {
    List<List<RequestEvidence>> byRun = new ArrayList<>();
    for (RunOutcome run : runs.all()) {
      byRun.add(run.successes().stream().map(run::evidenceOf).toList());
    }
    return byRun;
  }

  /** Every successful request of the one run, in the order the report lists them. */
  public List<RequestEvidence> successesOfOnlyRun() {
    RunOutcome run = runs.onlyRun();
    return run.successes().stream().map(run::evidenceOf).toList();
  }

  /** Every successful request of the one run, in the order they were scheduled. */
  public List<RequestEvidence> inScheduleOrder() {
    RunOutcome run = runs.onlyRun();
    return run.successes().stream()
        .sorted(Comparator.comparingDouble(ReportedRequest::scheduledTime))
        .map(run::evidenceOf)
        .toList();
  }

  /** The requests of the one run that {@code which} names, in the order they were sent. */
  public List<ReportedRequest> named(RequestSet which) {
    RunOutcome run = runs.onlyRun();
    return run.report().requests().stream()
        .filter(r -> run.ordinalOf(r) > 0 && which.contains(run.ordinalOf(r)))
        .sorted(Comparator.comparingInt(run::ordinalOf))
        .toList();
  }

  /** A request's number in the one run (1 = the first sent), as a scenario says it. */
  public int ordinalOf(ReportedRequest request) {
    return runs.onlyRun().ordinalOf(request);
  }

  /** A request of the one run as a product owner names it: by its number in the run. */
  public String nameOf(ReportedRequest request) {
    return runs.onlyRun().ownRequests().nameOf(RequestOrdinals.of(request.requestId()));
  }

  /** One request of the one run, paired with its own timeline. */
  public RequestEvidence evidenceOf(ReportedRequest request) {
    return runs.onlyRun().evidenceOf(request);
  }

  /** Every request of stage {@code stage} (counted from 1), as the per-request report lists it. */
  public List<ReportedRequest> ofStage(int stage) {
    return runs.onlyRun().report().requests().stream()
        .filter(r -> r.stageId() == stage - 1)
        .toList();
  }

  /** When the model received each request of {@code requests} (seconds). */
  public List<Double> receipts(List<ReportedRequest> requests) {
    RunOutcome run = runs.onlyRun();
    return requests.stream()
        .map(r -> RequestEvidence.seconds(run.timelineOf(r).receivedNanos()))
        .toList();
  }
}
