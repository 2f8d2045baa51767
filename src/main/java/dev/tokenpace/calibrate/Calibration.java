package dev.tokenpace.calibrate;

import dev.tokenpace.Benchmark;
import dev.tokenpace.RunResult;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.fake.FakeSettings;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.Timeline;
import dev.tokenpace.records.RequestRecord;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code tokenpace calibrate}: how much this machine's own client distorts the numbers. Starts the
 * streaming fake in-process, drives the real pipeline ({@link Benchmark}) at each level and joins
 * every client event to the fake's post-flush send stamp of the same request and index. Both stamps
 * are {@code System.nanoTime()} in one JVM, so their difference is the error the client adds.
 *
 * <p>Against a real server ({@link CalibrateOptions#target()}) there are no send stamps: only the
 * load generator's lag and the reader's cost per event are measured, and the report says so.
 */
public final class Calibration {

  private static final Duration TIMELINE_WAIT = Duration.ofSeconds(30);
  private static final int WARM_UP_STREAMS = 50;

  private final CalibrateOptions options;
  private final DeliveryEvents events;

  private Calibration(CalibrateOptions options, DeliveryEvents events) {
    this.options = options;
    this.events = events;
  }

  /** Runs every level and returns the table; a measurement, never a pass/fail. */
  public static CalibrationReport run(CalibrateOptions options) throws InterruptedException {
    return run(options, null);
  }

  /**
   * As {@link #run(CalibrateOptions)}, also keeping every reported level's lined-up events in
   * {@code events} (none in target mode: there are no send stamps to line up with).
   */
  public static CalibrationReport run(CalibrateOptions options, DeliveryEvents events)
      throws InterruptedException {
    Calibration calibration = new Calibration(options, events);
    return options.target() != null ? calibration.againstTarget() : calibration.againstFake();
  }

  private CalibrationReport againstFake() throws InterruptedException {
    int biggest = options.concurrency().stream().mapToInt(Integer::intValue).max().orElse(1);
    int openRequests =
        (int) Math.ceil(options.openLoopRate() * options.openLoopDuration().toNanos() / 1e9);
    // No WireMock journal: it costs Jetty a fifth of its time per request at 1000 entries; the
    // timelines are the record.
    FakeSettings settings =
        FakeSettings.defaults()
            .keepingTimelines(Math.max(10_000, 2 * (biggest + openRequests + WARM_UP_STREAMS)))
            .keepingJournalEntries(0);
    List<CalibrationLevel> levels = new ArrayList<>();
    try (StreamingFake fake = StreamingFake.start(settings)) {
      fake.serveByDefault(profile());
      // Not reported: the JIT compiles what the levels run while these play. Timed first, a
      // 1000-stream level gave a quarter to a half of the pair's CPU samples to the compiler
      // threads (perf, by thread), compiling Jetty's, WireMock's and the client's per-request
      // code as its requests came in (docs/performance.md).
      if (options.rehearsals() == 0) {
        int streams = Math.min(WARM_UP_STREAMS, biggest);
        measure(fake, "closed", streams, 0, closed(fake.baseUrl(), streams), null);
      }
      for (int round = 0; round < options.rehearsals(); round++) {
        measure(fake, "closed", biggest, 0, closed(fake.baseUrl(), biggest), null);
      }
      for (int concurrency : options.concurrency()) {
        levels.add(
            measure(fake, "closed", concurrency, 0, closed(fake.baseUrl(), concurrency), events));
      }
      if (openRequests > 0) {
        RunConfig open =
            CalibrationConfigs.config(
                options,
                fake.baseUrl(),
                LoadType.CONSTANT,
                Stage.open(options.openLoopRate(), options.openLoopDuration()));
        levels.add(measure(fake, "open", 0, options.openLoopRate(), open, events));
      }
    }
    return report(levels, null, notesForFake());
  }

  /** A report on this machine (transport, cores, collector) and the profile played. */
  private CalibrationReport report(
      List<CalibrationLevel> levels, TargetMeasurement target, List<String> notes) {
    return new CalibrationReport(
        options.transport().name().toLowerCase(java.util.Locale.ROOT),
        Runtime.getRuntime().availableProcessors(),
        collector(),
        options.chunks(),
        options.gap().toMillis(),
        levels,
        target,
        notes);
  }

  /** The JVM's collector, by the name of its first collector bean: its pauses are in the error. */
  static String collector() {
    return collectorOf(
        java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
            .map(java.lang.management.GarbageCollectorMXBean::getName)
            .findFirst()
            .orElse("none"));
  }

  /**
   * A collector's short name from one of its beans' ("G1 Young Generation" → G1, "Copy" → Serial).
   */
  public static String collectorOf(String bean) {
    String first = bean.split(" ")[0];
    return switch (first) {
      case "G1", "ZGC", "Shenandoah" -> first;
      case "PS" -> "Parallel";
      case "Copy" -> "Serial";
      default -> bean;
    };
  }

  private CalibrationReport againstTarget() throws InterruptedException {
    TargetMeasurement target = new TargetProbe(options).measure();
    return report(
        List.of(),
        target,
        List.of(
            "Against a real server there are no send timestamps: chunk delivery error, TTFT excess"
                + " and ITL error",
            "cannot be known. Shown: the load generator's schedule delay and the reader's cost per"
                + " event,",
            "measured by replaying one captured response through the SSE reader and classifier."));
  }

  private CalibrationLevel measure(
      StreamingFake fake,
      String mode,
      int concurrency,
      double rate,
      RunConfig config,
      DeliveryEvents kept)
      throws InterruptedException {
    fake.clearTimelines();
    System.gc(); // a collection between levels, not in the middle of one
    CpuClock cpu = new CpuClock();
    RunResult result =
        Benchmark.with(config).transport(options.transport()).writeReports(false).build().run();
    double wall = cpu.wallSeconds();
    double cpuPercent = cpu.percentOfMachine();
    if (kept != null) {
      kept.level(
          "closed".equals(mode)
              ? "closed " + concurrency
              : String.format(java.util.Locale.ROOT, "open %.0f/s", rate));
    }
    DeliveryJoin join = new DeliveryJoin(kept);
    for (RequestRecord record : result.records()) {
      join.add(record, timelineOf(fake, record));
    }
    int planned = "closed".equals(mode) ? concurrency : result.records().size();
    int lost = join.lost() + Math.max(0, planned - result.records().size());
    return new CalibrationLevel(
        mode,
        "closed".equals(mode) ? concurrency : peakInFlight(result.records()),
        result.records().size(),
        lost,
        join.failed(),
        rate,
        achievedRate(result.records()),
        join.delivery.percentileMs(50),
        join.delivery.percentileMs(99),
        join.delivery.maxMs(),
        join.ttftExcess.percentileMs(50),
        join.ttftExcess.percentileMs(99),
        join.itlError.percentileMs(99),
        join.sendLateness.percentileMs(99),
        join.scheduleDelay.percentileMs(99),
        cpuPercent,
        wall);
  }

  private static Timeline timelineOf(StreamingFake fake, RequestRecord record) {
    if (record.headersNanos() < 0) {
      return null;
    }
    try {
      return fake.awaitTimeline(record.requestId(), TIMELINE_WAIT);
    } catch (IllegalStateException missing) {
      return null;
    }
  }

  private Profile profile() {
    Profile.Builder profile = Profile.builder();
    for (int i = 0; i < options.chunks(); i++) {
      profile.after(options.gap()).content(i == 0 ? "w0" : " w" + i);
    }
    return profile.done().build();
  }

  private RunConfig closed(URI base, int concurrency) {
    return CalibrationConfigs.config(
        options, base, LoadType.CONCURRENT, Stage.closed(concurrency, concurrency));
  }

  private static Double achievedRate(List<RequestRecord> records) {
    if (records.size() < 2) {
      return null;
    }
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    for (RequestRecord record : records) {
      first = Math.min(first, record.startNanos());
      last = Math.max(last, record.startNanos());
    }
    return last == first ? null : (records.size() - 1) / ((last - first) / 1e9);
  }

  /** Most requests in flight at once (start to end), from the records. */
  private static int peakInFlight(List<RequestRecord> records) {
    long[] edges = new long[records.size() * 2];
    int i = 0;
    for (RequestRecord record : records) {
      edges[i++] = record.startNanos() << 1 | 1; // odd: a start
      edges[i++] =
          record.endNanos() << 1; // even: an end, sorted before a start at the same instant
    }
    Arrays.sort(edges);
    int current = 0;
    int peak = 0;
    for (long edge : edges) {
      current += (edge & 1) == 1 ? 1 : -1;
      peak = Math.max(peak, current);
    }
    return peak;
  }

  private List<String> notesForFake() {
    return List.of(
        "delivery = client event stamp - fake post-flush send stamp (same JVM, same clock);"
            + " negative when the",
        "client stamps before the fake's flush call returns. ttft_excess = (first token - start) -"
            + " (fake first",
        "send - fake receipt). lost = sent - successes whose every event matched the fake's"
            + " timeline.",
        "The fake and the client share "
            + Runtime.getRuntime().availableProcessors()
            + " cores: the error is the pair's.");
  }
}
