package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.RunResult;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.report.RunInfo;
import dev.tokenpace.report.RunReports;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one benchmark for a command: progress while it runs, cancel on SIGINT / SIGTERM, then the
 * console table and where the reports are. Shared by {@code run} and {@code demo}.
 */
final class BenchmarkSession {

  /** How long an interrupted run may take to end its requests and write its reports. */
  static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(30);

  private final PrintWriter out;

  BenchmarkSession(PrintWriter out) {
    this.out = out;
  }

  /** @return the exit code */
  int run(RunConfig config) {
    long wallClockStart = System.currentTimeMillis();
    long start = System.nanoTime();
    RunResult result;
    try (ProgressDisplay progress = ProgressDisplay.forConsole(out)) {
      Benchmark benchmark = Benchmark.with(config).progress(progress).build();
      try (CancelOnShutdown guard = CancelOnShutdown.install(benchmark::cancel, SHUTDOWN_GRACE)) {
        progress.start();
        result = benchmark.run();
        progress.close();
        printSummary(config, new RunInfo(wallClockStart, start, stages(config), result.cancelled()), result);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      out.println("interrupted before the reports could be written");
      return ExitCodes.INTERRUPTED;
    }
    return result.cancelled() ? ExitCodes.INTERRUPTED : ExitCodes.OK;
  }

  private void printSummary(RunConfig config, RunInfo info, RunResult result) {
    // TODO(after merge): take the RunInfo from the run itself once RunResult carries it; these
    // stamps are taken just before run() and differ from the pipeline's by microseconds.
    out.println(RunReports.summarize(config, info, result.records(), result.metrics()).consoleTable());
    if (result.cancelled()) {
      out.println("run cancelled: requests in flight were recorded as failures labelled cancelled");
    }
    if (result.reportDir() != null) {
      out.println("reports: " + result.reportDir().toAbsolutePath());
    }
    out.flush();
  }

  static List<RunInfo.StageInfo> stages(RunConfig config) {
    List<RunInfo.StageInfo> stages = new ArrayList<>();
    List<RunConfig.Stage> configured = config.load().stages();
    for (int i = 0; i < configured.size(); i++) {
      RunConfig.Stage stage = configured.get(i);
      stages.add(new RunInfo.StageInfo(i, config.load().type(), stage.rate(), stage.concurrencyLevel()));
    }
    return stages;
  }
}
