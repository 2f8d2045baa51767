package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.acceptance.script.ModelScripts;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.wire.ChunkKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * One model's benchmark run: its script, what the pipeline returned, and the report files read
 * back.
 */
public final class RunOutcome {

  private final ModelScript script;
  private final String config;
  private final RunReport report;
  private final Path reportDir;
  private final int requestsSent;
  private final boolean useServerOutputTokens;
  private final Function<String, Timeline> timelines;
  private final Supplier<List<Long>> accepts;
  private final MachineLag machine;
  private final double clockSpreadSeconds;
  private final Map<String, Timeline> fetched = new ConcurrentHashMap<>();
  private final RunQueueing queueing;
  private final OwnRequests own;

  /**
   * @param clockSpreadSeconds for a run merged from shards, how far their manifests' clocks
   *     disagree with the clocks they really ran on (the wall-clock anchors' reading error): how
   *     far the merge may misplace a shard's stamps on the merged axis. 0 for a run of one process.
   */
  public RunOutcome(
      ModelScript script,
      String config,
      RunReport report,
      Path reportDir,
      int requestsSent,
      boolean useServerOutputTokens,
      Function<String, Timeline> timelines,
      InFlight inFlight,
      Supplier<List<Long>> accepts,
      MachineLag machine,
      OwnRequests own,
      double clockSpreadSeconds) {
    this.clockSpreadSeconds = clockSpreadSeconds;
    this.own = own;
    this.script = script;
    this.config = config;
    this.report = report;
    this.reportDir = reportDir;
    this.requestsSent = requestsSent;
    this.useServerOutputTokens = useServerOutputTokens;
    this.timelines = timelines;
    this.accepts = accepts;
    this.machine = machine;
    this.queueing = new RunQueueing(report, this::timelineOf, inFlight, script.inFlightTiming());
  }

  /**
   * How far the merge may misplace a shard's stamps, the shards' clocks read by their anchors (0
   * for a run of one process): a window spanning shards may be off by that much at each end.
   */
  public double clockSpreadSeconds() {
    return clockSpreadSeconds;
  }

  /**
   * When the model took up each connection from the run's launch on ({@code System.nanoTime()}):
   * those that carried no stream too, such as one opened ahead and warmed.
   */
  public List<Long> acceptsDuringRun() {
    return accepts.get();
  }

  public ModelScript script() {
    return script;
  }

  /** The YAML file the client under test ran, as a user would write it. */
  public String config() {
    return config;
  }

  /** Where the client wrote its reports. */
  public Path reportDir() {
    return reportDir;
  }

  public RunReport report() {
    return report;
  }

  /** How many requests the run was asked to send. */
  public int requestsSent() {
    return requestsSent;
  }

  /** {@code request} as a product owner tells it apart: its number in the run. */
  public String nameOf(ReportedRequest request) {
    return own.nameOf(RequestOrdinals.of(request.requestId()));
  }

  /** The requests the client sent of its own before the run. */
  public OwnRequests ownRequests() {
    return own;
  }

  /**
   * The run's requests by their numbers in the run (1 = the first sent), as a scenario says them.
   */
  public IntStream ordinals() {
    return IntStream.rangeClosed(1, requestsSent);
  }

  /** The run's number of a reported request (see {@link OwnRequests}); 0 or less for none. */
  public int ordinalOf(ReportedRequest request) {
    return own.inTheRun(RequestOrdinals.of(request.requestId()));
  }

  /**
   * The request sent {@code ordinal}-th (1 = first); meaningful for requests sent one after
   * another.
   */
  public ReportedRequest request(int ordinal) {
    return report.requests().stream()
        .filter(r -> ordinalOf(r) == ordinal)
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "the report has no request number "
                        + ordinal
                        + " of model "
                        + script.model()
                        + "; it has "
                        + report.requests().size()));
  }

  /**
   * Every request the model answered as scripted (the scenario did not make it faulty), whatever
   * came of it.
   */
  public List<ReportedRequest> answeredAsScripted() {
    return report.requests().stream().filter(r -> !script.isFaulty(ordinalOf(r))).toList();
  }

  /** The words of the chunks the {@code ordinal}-th request kept, as its report lists them. */
  public List<String> keptChunkTexts(int ordinal) {
    return request(ordinal).tokenChunks().stream()
        .map(ReportedEvent::text)
        .map(String::strip)
        .toList();
  }

  /** Successful requests the model answered as scripted: those the scenario did not make faulty. */
  public List<ReportedRequest> healthySuccesses() {
    return successes().stream().filter(r -> !script.isFaulty(ordinalOf(r))).toList();
  }

  /**
   * How long the machine held a ready thread of the suite's JVM off a core between two moments of
   * the monotonic clock, in seconds.
   */
  public double heldOffSeconds(double fromSeconds, double toSeconds) {
    return machine.heldOffSeconds(fromSeconds, toSeconds);
  }

  /** The fake's timeline of one request, matched by its request id. */
  public Timeline timelineOf(ReportedRequest request) {
    return fetched.computeIfAbsent(request.requestId(), timelines);
  }

  /** One request with its own timeline, named as a product owner tells it apart. */
  public RequestEvidence evidenceOf(ReportedRequest request) {
    Timeline timeline = timelineOf(request);
    String name =
        nameOf(request)
            + (script.model().equals(ModelScripts.DEFAULT_MODEL)
                ? ""
                : " to \"" + script.model() + "\"");
    return new RequestEvidence(
        name,
        request,
        timeline,
        expectedOutputTokens(timeline),
        queueing.punctualDelay(request.requestId()),
        queueing.earliestSend(request),
        queueing.waysAhead(request),
        queueing.queue(request.requestId()),
        machine);
  }

  public List<ReportedRequest> successes() {
    return report.successes();
  }

  /** What a server never sends in an answer it means as a success. */
  private static final Set<ChunkKind> NOT_OF_A_SUCCESS =
      Set.of(ChunkKind.ERROR, ChunkKind.MALFORMED, ChunkKind.RAW, ChunkKind.OTHER);

  /**
   * How many of the reported requests the model answered whole, by its own timeline: events through
   * [DONE], no fault, no error or malformed event. Empty where that cannot say what succeeded: the
   * scenario spoiled or scripted answers (a whole answer may be meant to fail), or a request has no
   * timeline.
   */
  public OptionalInt answeredWhole() {
    if (!script.answersAllAlike()) {
      return OptionalInt.empty();
    }
    int whole = 0;
    for (ReportedRequest request : report.requests()) {
      Timeline timeline;
      try {
        timeline = timelineOf(request);
      } catch (IllegalStateException noTimeline) {
        return OptionalInt.empty();
      }
      List<Timeline.SentEvent> events = timeline.events();
      if (!timeline.faulted()
          && !events.isEmpty()
          && events.get(events.size() - 1).kind() == ChunkKind.DONE
          && events.stream().noneMatch(e -> NOT_OF_A_SUCCESS.contains(e.kind()))) {
        whole++;
      }
    }
    return OptionalInt.of(whole);
  }

  /** The single successful request of a one-request run. */
  public ReportedRequest onlySuccess() {
    List<ReportedRequest> successes = successes();
    if (successes.size() != 1) {
      String failures =
          report.requests().stream()
              .filter(r -> !r.success())
              .map(
                  r -> {
                    int answer = RequestOrdinals.of(r.requestId());
                    return (answer == 0 ? "a request the model never received" : own.nameOf(answer))
                        + " failed, labelled "
                        + r.errorLabel()
                        + (r.errorMessage() == null ? "" : ": " + r.errorMessage());
                  })
              .collect(java.util.stream.Collectors.joining("; "));
      String message =
          "this step is about the one successful request to model \""
              + script.model()
              + "\", and the report has "
              + successes.size()
              + (failures.isEmpty() ? "" : " (" + failures + ")");
      List<ReportedRequest> failed = report.requests().stream().filter(r -> !r.success()).toList();
      if (successes.isEmpty() && !failed.isEmpty()) {
        throw new NoSuccess(message, failed);
      }
      throw new IllegalStateException(message);
    }
    return successes.get(0);
  }

  public RequestEvidence onlySuccessEvidence() {
    return evidenceOf(onlySuccess());
  }

  /**
   * N as the definitions take it: the server's usage when the run is told to trust it, else the
   * words the model sent (each counted once, where it ends).
   */
  private int expectedOutputTokens(Timeline timeline) {
    Integer server = script.stream().serverOutputTokens();
    if (useServerOutputTokens && server != null) {
      return server;
    }
    return RequestEvidence.completedWords(timeline).stream().mapToInt(Integer::intValue).sum();
  }
}
