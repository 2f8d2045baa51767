package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.BenchmarkBuilder;
import dev.tokenpace.RunResult;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.report.FailureLabels;
import dev.tokenpace.report.SummaryReport;
import dev.tokenpace.report.html.HtmlReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Runs one benchmark for a command: progress while it runs, cancel on SIGINT / SIGTERM, then the
 * console table, report.html beside the JSON reports, and where they are. Shared by {@code run} and
 * {@code demo}.
 */
final class BenchmarkSession {

  /** How long an interrupted run may take to end its requests and write its reports. */
  static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(30);

  private final PrintWriter out;
  private final PrintWriter err;
  private final String command;
  private final boolean drawPage;

  /**
   * @param command the command's name, which starts the line saying that every request failed
   * @param drawPage whether report.html is drawn beside the JSON reports
   */
  BenchmarkSession(PrintWriter out, PrintWriter err, String command, boolean drawPage) {
    this.out = out;
    this.err = err;
    this.command = command;
    this.drawPage = drawPage;
  }

  /**
   * @return the exit code
   */
  int run(BenchmarkBuilder configured) {
    return run(configured, result -> {});
  }

  /**
   * @param afterTable what the command adds below the console table (the demo's truth check)
   * @return the exit code
   */
  int run(BenchmarkBuilder configured, Consumer<RunResult> afterTable) {
    RunResult result;
    try (ProgressDisplay progress = ProgressDisplay.forConsole(out)) {
      Benchmark benchmark = configured.progress(progress).build();
      try (CancelOnShutdown guard = CancelOnShutdown.install(benchmark::cancel, SHUTDOWN_GRACE)) {
        progress.start();
        result = benchmark.run();
        progress.close();
        printSummary(result, afterTable);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      out.println("interrupted before the reports could be written");
      return ExitCodes.INTERRUPTED;
    }
    if (result.cancelled()) {
      return ExitCodes.INTERRUPTED;
    }
    return verdict(result);
  }

  /** Exit 0, or 3 with one line on stderr when not one request succeeded. */
  private int verdict(RunResult result) {
    return RunVerdict.everyRequestFailed(result.reports().summary())
        .map(
            line -> {
              err.println(
                  command
                      + ": "
                      + line
                      + (result.reportDir() == null
                          ? ""
                          : "; reports written to " + result.reportDir().toAbsolutePath()));
              err.flush();
              return ExitCodes.EVERY_REQUEST_FAILED;
            })
        .orElse(ExitCodes.OK);
  }

  /** What became of the requests in flight when the run was cancelled, in their own count. */
  private static String inFlightWhenCancelled(RunResult result) {
    String label = FailureLabels.of(FailureType.CANCELLED);
    SummaryReport.LabelSummary cancelled =
        result.reports().summary().failures().byLabel().get(label);
    long count = cancelled == null ? 0 : cancelled.count();
    return count == 0
        ? "no request was in flight"
        : count
            + (count == 1 ? " request" : " requests")
            + " in flight recorded as failures labelled "
            + label;
  }

  private static void writePage(RunResult result) {
    try {
      HtmlReport.write(result.reports(), result.reportDir());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + HtmlReport.FILE, e);
    }
  }

  private void printSummary(RunResult result, Consumer<RunResult> afterTable) {
    out.println(result.reports().consoleTable());
    afterTable.accept(result);
    if (result.cancelled()) {
      out.println("run cancelled: " + inFlightWhenCancelled(result));
    }
    if (result.reportDir() != null) {
      if (drawPage) {
        writePage(result);
      }
      out.println("reports: " + result.reportDir().toAbsolutePath());
    }
    out.flush();
  }
}
