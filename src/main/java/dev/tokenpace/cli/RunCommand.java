package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.BenchmarkBuilder;
import dev.tokenpace.PipelineParts;
import dev.tokenpace.client.ServerModels;
import dev.tokenpace.config.ConfigLoader;
import dev.tokenpace.config.Redactor;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.StoragePaths;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tokenpace run --config bench.yaml [--output DIR]}: everything is checked before the first
 * request.
 */
@Command(
    name = "run",
    description = "Benchmark an OpenAI-compatible streaming server as the config says.")
final class RunCommand implements Callable<Integer> {

  @Mixin StandardCommand standard;

  @Option(
      names = {"-c", "--config"},
      required = true,
      paramLabel = "FILE",
      description =
          "YAML config (inference-perf's keys; see examples/fake-bench.yaml for `tokenpace fake`,"
              + " examples/bench.yaml for a vLLM).")
  Path config;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      description =
          "Report directory; overrides storage.local_storage.path ({timestamp} becomes"
              + " YYYYMMDD-HHMMSS, a new folder each run). A folder holding another run's reports"
              + " is refused unless --replace-reports.")
  String output;

  @Option(
      names = OutputDirectory.REPLACE_OPTION,
      description =
          "Delete the report files a previous run left in the report directory before this run"
              + " (only tokenpace's report files; anything else there stays).")
  boolean replaceReports;

  @Mixin TransportOption transport;

  @Mixin ShardOptions sharding;

  @Option(
      names = "--no-warm-up",
      description =
          "Skip the warm-up: a moment of requests through the whole pipeline against an in-process"
              + " fake before the run, so the first real request is not slowed by a cold JVM.")
  boolean noWarmUp;

  @Option(
      names = "--no-html",
      description =
          "Write the JSON reports only, not report.html (drawing it takes a CPU for a moment after"
              + " the run; `tokenpace report DIR` draws it later from the JSON files).")
  boolean noHtml;

  /** Masks URL credentials until the config is loaded, then its secrets as well. */
  private Redactor redactor = Redactor.none();

  private final PipelineParts parts;

  RunCommand(PipelineParts parts) {
    this.parts = parts;
  }

  @Override
  public Integer call() throws InterruptedException {
    RunConfig loaded = withOutput(load());
    redactor = Redactor.of(loaded);
    RunConfig runConfig = withModel(loaded);
    // after the server named its model: a run it refuses leaves no empty report folder behind
    OutputDirectory.prepareForOneRun(loaded.storage().path(), replaceReports);
    BenchmarkBuilder benchmark =
        sharding.applyTo(
            parts.fit(Benchmark.with(runConfig).transport(transport.chosen()).keepRecords(false)),
            runConfig,
            config);
    if (!noWarmUp) {
      PipelineWarmUp.run(
          runConfig,
          transport.chosen(),
          benchmark.writesEntriesAsItGoes(),
          parts.warmUpServer(),
          standard.err());
    }
    return new BenchmarkSession(standard.out(), standard.err(), "tokenpace run", !noHtml)
        .run(benchmark);
  }

  private RunConfig load() {
    PrintWriter err = standard.err();
    return new ConfigLoader(warning -> err.println("warning: " + warning)).load(config);
  }

  /** What the error handler masks in a message that ends this command. */
  Redactor redactor() {
    return redactor;
  }

  /** Says which model the server named, when the config left it to the server. */
  private RunConfig withModel(RunConfig loaded) throws InterruptedException {
    if (loaded.server().modelName() != null) {
      return loaded;
    }
    RunConfig resolved = ServerModels.resolve(loaded);
    standard
        .out()
        .println("model: " + resolved.server().modelName() + " (the first at /v1/models)");
    return resolved;
  }

  private RunConfig withOutput(RunConfig loaded) {
    if (output == null) {
      return loaded;
    }
    return loaded.withStoragePath(StoragePaths.resolve(output));
  }
}
