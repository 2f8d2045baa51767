package dev.tokenpace.cli;

import dev.tokenpace.calibrate.CalibrateOptions;
import dev.tokenpace.calibrate.Calibration;
import dev.tokenpace.calibrate.CalibrationReport;
import dev.tokenpace.calibrate.DeliveryEvents;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tokenpace calibrate}: how much this machine's own client distorts the numbers. A
 * measurement, not a test: it prints figures and exits 0 whatever they are.
 */
@Command(
    name = "calibrate",
    description = {
      "Measure this machine's timing error: run the real pipeline against the in-process fake",
      "at each concurrency level and compare client arrival times with the fake's send times."
    })
final class CalibrateCommand implements Callable<Integer> {

  @Mixin StandardCommand standard;

  @Option(
      names = "--concurrency",
      split = ",",
      paramLabel = "N",
      defaultValue = "1,100,500,1000",
      description = "Concurrent streams per level (default: ${DEFAULT-VALUE}).")
  List<Integer> concurrency;

  @Option(
      names = "--chunks",
      paramLabel = "N",
      defaultValue = "50",
      description = "Content events per response (default: ${DEFAULT-VALUE}).")
  int chunks;

  @Option(
      names = "--gap",
      paramLabel = "DURATION",
      defaultValue = "50ms",
      description = "Gap between events, e.g. 50ms (default: ${DEFAULT-VALUE}).")
  Duration gap;

  @Option(
      names = "--duration",
      paramLabel = "DURATION",
      defaultValue = "2s",
      description =
          "How long the 500 requests/s open-loop level sends (default: ${DEFAULT-VALUE}).")
  Duration duration;

  @Mixin TransportOption transport;

  @Option(
      names = "--model",
      paramLabel = "NAME",
      defaultValue = "calibrate",
      description = "Model name sent in --target mode (default: ${DEFAULT-VALUE}).")
  String model;

  @Option(
      names = "--json",
      paramLabel = "FILE",
      description = "Also write the table as JSON, one object per level.")
  Path json;

  @Option(
      names = "--svg",
      paramLabel = "FILE",
      description = "Also draw error vs concurrency as SVG.")
  Path svg;

  @Option(
      names = "--events",
      paramLabel = "FILE",
      description =
          "Also write every lined-up event as CSV: level, request, event, the fake's send and the"
              + " client's arrival (System.nanoTime, as -Xlog's timenanos), delivery.")
  Path events;

  @Option(
      names = "--target",
      paramLabel = "URL",
      description =
          "Measure against a real server instead: only what is knowable without send timestamps.")
  URI target;

  @Option(
      names = "--rehearsals",
      paramLabel = "N",
      defaultValue = "2",
      description =
          "Unreported rounds at the biggest level before any level is timed, so the JIT compiles"
              + " what it runs first; 0: one 50-stream round only (default: ${DEFAULT-VALUE}).")
  int rehearsals;

  @Override
  public Integer call() throws InterruptedException {
    if (concurrency.stream().anyMatch(level -> level < 1)
        || chunks < 1
        || rehearsals < 0
        || gap.isNegative()
        || duration.isNegative()
        || duration.isZero()) {
      throw new UserInputException(
          "--concurrency and --chunks must be >= 1, --gap and --rehearsals >= 0 and --duration >"
              + " 0");
    }
    CalibrateOptions options =
        CalibrateOptions.defaults()
            .withConcurrency(concurrency)
            .withProfile(chunks, gap)
            .withOpenLoop(CalibrateOptions.defaults().openLoopRate(), duration)
            .withTransport(transport.chosen())
            .withRehearsals(rehearsals);
    if (target != null) {
      options = options.withTarget(target, model);
    }
    DeliveryEvents kept = events == null ? null : new DeliveryEvents();
    CalibrationReport report = Calibration.run(options, kept);
    PrintWriter out = standard.out();
    out.print(report.table());
    out.flush();
    try {
      if (json != null) {
        report.writeJson(json);
      }
      if (svg != null) {
        report.writeSvg(svg);
      }
      if (kept != null) {
        kept.writeCsv(events);
      }
    } catch (UncheckedIOException e) {
      throw new UserInputException(
          "cannot write the calibration files: " + e.getCause().getMessage());
    }
    return ExitCodes.OK;
  }
}
