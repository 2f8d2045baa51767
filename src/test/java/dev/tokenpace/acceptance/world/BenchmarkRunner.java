package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.TokenpaceCli;
import dev.tokenpace.acceptance.evidence.ExternalEvidence;
import dev.tokenpace.acceptance.evidence.InFlight;
import dev.tokenpace.acceptance.evidence.MachineLag;
import dev.tokenpace.acceptance.evidence.MachineProbe;
import dev.tokenpace.acceptance.evidence.OwnRequests;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestOrdinals;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.client.Transport;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.opentest4j.TestAbortedException;

/**
 * Plays one model's script on the scenario's fake and benchmarks it the way a user would: the run
 * written as a YAML file and handed to the client under test, whose report folder is read back.
 */
final class BenchmarkRunner {

  private static final Path RUN_ROOT = Path.of("target", "acceptance-runs");
  private static final Duration SHARD_LEAD = Duration.ofMillis(800);

  private final FakeModelServer server;
  private final PipelineSeams seams;
  private final ClientUnderTest client;
  private final Path scenarioDir = RUN_ROOT.resolve(UUID.randomUUID().toString());
  private final AtomicInteger runs = new AtomicInteger();

  /**
   * The requests the client sends of its own before the run being played: how many depends on its
   * config (GuideLLM checks the server once more from each worker process it starts), so it is set
   * as a run is launched and read by the fake's rules as the requests arrive.
   */
  private volatile OwnRequests own = OwnRequests.NONE;

  BenchmarkRunner(FakeModelServer server, PipelineSeams seams, ClientUnderTest client) {
    this.server = server;
    this.seams = seams;
    this.client = client;
  }

  /** Registers the script with the fake; call for every model before any run starts. */
  void serve(ModelScript script) {
    StreamingFake fake = server.fake();
    Profile model = script.toProfile();
    fake.serve(script.model(), model);
    // Each rule picks its requests by their number in the run, in send order: the client's own
    // requests before its run get the script every request gets. A request a table scripts on its
    // own plays its own script, its fault spoiling that script. A streamed answer of its own comes
    // from the same server (its prefill, cache and requests in flight); a refusal reads no prompt.
    script
        .perRequestProfiles()
        .forEach(
            (which, profile) ->
                fake.serveRequests(
                    id -> {
                      int inTheRun = own.inTheRun(ordinalOf(id));
                      return inTheRun > 0 && which.contains(inTheRun);
                    },
                    profile.httpReply() == null ? profile.servedBy(model.timing()) : profile));
  }

  /** The request's number in send order; 0 for an id that carries none (nothing matches it). */
  private static int ordinalOf(String requestId) {
    try {
      return RequestOrdinals.of(requestId);
    } catch (RuntimeException e) {
      return 0;
    }
  }

  RunOutcome run(ModelScript script, RunSettings settings, ScenarioLoad load) {
    if (settings.readRequestsAfter() != null) {
      server.fake().readRequestBodiesAfter(settings.readRequestsAfter());
    }
    if (settings.takeUpConnectionsAfter() != null) {
      server.fake().takeUpConnectionsAfter(settings.takeUpConnectionsAfter());
    }
    if (settings.maxStreams() != null && settings.ignoresBeyondMaxStreams()) {
      server.fake().ignoreStreamsBeyond(settings.maxStreams());
    } else if (settings.maxStreams() != null && settings.queueDepth() != null) {
      server
          .fake()
          .queueStreamsBeyond(
              settings.maxStreams(),
              settings.queueDepth(),
              settings.refusalStatus() == null ? 429 : settings.refusalStatus());
    } else if (settings.maxStreams() != null && settings.refusalStatus() != null) {
      server.fake().refuseStreamsBeyond(settings.maxStreams(), settings.refusalStatus());
    } else if (settings.maxStreams() != null) {
      server.fake().limitConcurrentStreams(settings.maxStreams());
    }
    // A folder per run: a rerun or a second model never reads another run's reports.
    Path dir = scenarioDir.resolve(runs.incrementAndGet() + "-" + script.model());
    ScenarioConfig config =
        ScenarioConfig.of(server.baseUrl(), script.model(), settings, load, dir.resolve("reports"));
    Path file = config.writeTo(dir.resolve("config.yaml"));
    own = new OwnRequests(client.description(), client.requestsBeforeTheRun(config.yaml()));
    long launched = System.nanoTime();
    RunReport report;
    MachineProbe probe = probe();
    MachineLag machine;
    try {
      report =
          provedOnOneClock(client.run(file, dir.resolve("reports"), options(settings)), launched);
    } catch (ClientUnderTest.ConfigRefused refused) {
      throw new CannotPlay(
          client.description() + " cannot play this scenario: " + refused.getMessage());
    } catch (ClientUnderTest.NotJudged notJudged) {
      throw new TestAbortedException(notJudged.getMessage());
    } finally {
      machine = probe.stop();
    }
    return outcome(
        new Played(script, config, settings, load, launched),
        report,
        dir.resolve("reports"),
        machine,
        0);
  }

  /**
   * The client refused the run's config: the scenario cannot be played, whatever its other runs
   * made of it (a sibling run beside it may see the refused run's requests on the shared fake).
   */
  static final class CannotPlay extends TestAbortedException {
    CannotPlay(String message) {
      super(message);
    }
  }

  /** A probe of the machine, watching the client's own processes when it runs outside this JVM. */
  private MachineProbe probe() {
    return client.runsInTheSuiteJvm()
        ? MachineProbe.start()
        : MachineProbe.startWatchingChildProcesses();
  }

  /** A run as it was asked for and launched, which each way of playing it reports on its own. */
  private record Played(
      ModelScript script,
      ScenarioConfig config,
      RunSettings settings,
      ScenarioLoad load,
      long launched) {}

  /**
   * What the fake and the machine saw of {@code played}, with the report the client wrote to {@code
   * reportDir}; {@code clockSpread} 0 for a run of one process.
   */
  private RunOutcome outcome(
      Played played, RunReport report, Path reportDir, MachineLag machine, double clockSpread) {
    return new RunOutcome(
        played.script(),
        played.config().yaml(),
        report,
        reportDir,
        played.load().requests(),
        played.settings().useServerOutputTokens(),
        server::timelineOf,
        inFlight(played.settings(), played.load()),
        () -> server.fake().acceptedSince(played.launched()),
        machine,
        own,
        clockSpread);
  }

  /**
   * The same run split over {@code shards} load generators, all starting at one agreed instant,
   * then merged as a user merges them. The merged summary and stages are what is judged; each
   * request's evidence is its shard's per-request record (a merge writes none). A load generator
   * the scenario puts on another machine's clock has its report folder moved onto that clock before
   * the merge ({@link ShardOnAnotherClock}); its evidence is read before the move.
   */
  RunOutcome runSharded(ModelScript script, RunSettings settings, ScenarioLoad load, int shards) {
    Path dir = scenarioDir.resolve(runs.incrementAndGet() + "-" + script.model());
    ScenarioConfig config =
        ScenarioConfig.of(server.baseUrl(), script.model(), settings, load, dir.resolve("whole"));
    Path file = config.writeTo(dir.resolve("config.yaml"));
    own = new OwnRequests(client.description(), client.requestsBeforeTheRun(config.yaml()));
    // Far enough ahead for every shard's thread to load the config; the CLI refuses a past start.
    Instant startAt = Instant.now().plus(SHARD_LEAD);
    long launched = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(shards);
    List<Path> shardDirs = new ArrayList<>();
    MachineProbe probe = probe();
    try {
      List<Future<RunReport>> played = new ArrayList<>();
      for (int index = 0; index < shards; index++) {
        Path shardDir = dir.resolve("shard-" + index);
        shardDirs.add(shardDir);
        int shard = index;
        played.add(
            pool.submit(
                () -> client.runShard(file, shardDir, shard, shards, startAt, options(settings))));
      }
      List<ReportedRequest> requests = new ArrayList<>();
      for (Future<RunReport> shard : played) {
        requests.addAll(shard.get().requests());
      }
      double clockSpread = ShardOnAnotherClock.anchorSpreadSeconds(shardDirs);
      settings
          .clocksAhead()
          .forEach(
              (generator, ahead) -> {
                if (generator > shards) {
                  throw new IllegalStateException(
                      "load generator " + generator + " of " + shards + " does not exist");
                }
                ShardOnAnotherClock.move(shardDirs.get(generator - 1), ahead);
              });
      RunReport merged = client.merge(shardDirs, dir.resolve("merged"));
      MachineLag machine = probe.stop();
      return outcome(
          new Played(script, config, settings, load, launched),
          new RunReport(merged.summary(), requests, merged.stages()),
          dir.resolve("merged"),
          machine,
          clockSpread);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the shards ran", e);
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException failure
          ? failure
          : new IllegalStateException(e.getCause());
    } finally {
      probe.stop();
      pool.shutdownNow();
    }
  }

  /**
   * An external client's report, its requests paired with the fake's timelines and its clock proved
   * to be the fake's; a report on another clock leaves the scenario not judged.
   */
  private RunReport provedOnOneClock(RunReport report, long launched) {
    if (client.runsInTheSuiteJvm()) {
      return report;
    }
    List<Timeline> timelines = server.completeTimelines(report.requests().size() + own.count());
    RunReport paired;
    try {
      paired =
          client
              .placedOn(report, timelines, launched)
              .orElseGet(() -> ExternalEvidence.paired(report, timelines));
    } catch (ClientUnderTest.NotJudged notJudged) {
      throw new TestAbortedException(notJudged.getMessage());
    }
    ExternalEvidence.clockMismatch(paired, server::timelineOf, launched)
        .ifPresent(
            mismatch -> {
              throw new TestAbortedException(mismatch);
            });
    return paired;
  }

  /** The HTTP client the scenario names, else the suite's own (the JDK run names the JDK's). */
  private List<String> options(RunSettings settings) {
    Transport transport = settings.transport() != null ? settings.transport() : seams.transport();
    List<String> options = new ArrayList<>();
    if (transport != Transport.DEFAULT) {
      options.add("--transport");
      options.add(transport.label());
    }
    if (settings.warmsUp()) {
      options.add(TokenpaceCli.WARM_UP);
    }
    return options;
  }

  /** As the scenario wrote the load: a closed loop's concurrency, or an open loop's cap. */
  private static InFlight inFlight(RunSettings settings, ScenarioLoad load) {
    if (load instanceof ScenarioLoad.Closed closed) {
      return InFlight.closedLoop(closed.concurrency(), settings.maxInFlight());
    }
    if (load instanceof ScenarioLoad.ClosedStages stages) {
      return InFlight.closedLoop(stages.concurrency(), settings.maxInFlight());
    }
    return InFlight.openLoop(settings.maxInFlight());
  }
}
