package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.evidence.RunReport;

import dev.tokenpace.Benchmark;
import dev.tokenpace.RunResult;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.tokens.Tokenizer;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

/** Plays one model's script on the scenario's fake and benchmarks it through the real pipeline. */
final class BenchmarkRunner {

  private static final Path REPORT_ROOT = Path.of("target", "acceptance-runs");

  private final FakeModelServer server;
  private final PipelineSeams seams;
  private final String runKey = UUID.randomUUID().toString();

  BenchmarkRunner(FakeModelServer server, PipelineSeams seams) {
    this.server = server;
    this.seams = seams;
  }

  /** Registers the script with the fake; call for every model before any run starts. */
  void serve(ModelScript script) {
    StreamingFake fake = server.fake();
    fake.serve(script.model(), script.toProfile());
    script
        .faultyAnswers()
        .forEach(
            (ordinal, fault) ->
                fake.serveRequests(RequestOrdinals.matches(ordinal), fault.spoil(script)));
  }

  RunOutcome run(ModelScript script, RunSettings settings, int concurrency, int requests) {
    RunConfig config =
        TestRunConfigs.streamed(
            server.baseUrl(),
            script.model(),
            settings,
            concurrency,
            requests,
            REPORT_ROOT.resolve(runKey).resolve(script.model()));
    return outcome(script, settings, config, requests);
  }

  /** Open loop: each stage's rate for its duration, whatever the answers do. */
  RunOutcome runOpen(ModelScript script, RunSettings settings, LoadType type, List<Stage> stages) {
    RunConfig config =
        TestRunConfigs.open(
            server.baseUrl(),
            script.model(),
            settings,
            type,
            stages,
            REPORT_ROOT.resolve(runKey).resolve(script.model()));
    int requests =
        stages.stream()
            .mapToInt(stage -> (int) Math.round(stage.rate() * stage.duration().toNanos() / 1e9))
            .sum();
    return outcome(script, settings, config, requests);
  }

  private RunOutcome outcome(
      ModelScript script, RunSettings settings, RunConfig config, int requests) {
    RunResult result = benchmark(config, settings);
    return new RunOutcome(
        script,
        result,
        RunReport.readFrom(result.reportDir()),
        requests,
        settings.useServerOutputTokens(),
        server::timelineOf,
        settings.maxInFlight());
  }

  private RunResult benchmark(RunConfig config, RunSettings settings) {
    Benchmark.Builder benchmark =
        Benchmark.with(config)
            .stamping(seams.stamping())
            .metrics(seams.metricsCalculator())
            .jdkBodyDelivery(seams.jdkBodyDelivery())
            .summaryRules(seams.summaryRules())
            .transport(settings.transport() != null ? settings.transport() : seams.transport());
    if (settings.readRequestsAfter() != null) {
      server.fake().readRequestBodiesAfter(settings.readRequestsAfter());
    }
    if (settings.takeUpConnectionsAfter() != null) {
      server.fake().takeUpConnectionsAfter(settings.takeUpConnectionsAfter());
    }
    if (settings.maxEventBytes() != null) {
      benchmark.maxEventBytes(settings.maxEventBytes());
    }
    Tokenizer tokenizer = seams.tokenizer(config.tokenizer());
    if (tokenizer != null) {
      benchmark.tokenizer(tokenizer);
    }
    try {
      return benchmark.build().run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("the benchmark was interrupted", e);
    }
  }
}
