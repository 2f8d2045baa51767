package dev.tokenpace.calibrate;

import dev.tokenpace.Benchmark;
import dev.tokenpace.RunResult;
import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.RequestBodies;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.SseEventReader;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.records.RequestRecord;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The target mode: closed-loop rounds against a real server, and a replay of one captured response.
 */
final class TargetProbe {

  private static final long REPLAY_NANOS = 300_000_000L;

  private final CalibrateOptions options;

  TargetProbe(CalibrateOptions options) {
    this.options = options;
  }

  TargetMeasurement measure() throws InterruptedException {
    List<TargetMeasurement.Level> levels = new ArrayList<>();
    for (int concurrency : options.concurrency()) {
      levels.add(level(concurrency));
    }
    byte[] captured = capture();
    int[] events = new int[1];
    double perEvent = captured.length == 0 ? Double.NaN : replayNanosPerEvent(captured, events);
    return new TargetMeasurement(
        options.target().toString(),
        levels,
        events[0],
        captured.length,
        Double.isNaN(perEvent) ? null : perEvent);
  }

  private TargetMeasurement.Level level(int concurrency) throws InterruptedException {
    RunConfig config =
        CalibrationConfigs.config(
            options, options.target(), LoadType.CONCURRENT, Stage.closed(concurrency, concurrency));
    CpuClock cpu = new CpuClock();
    RunResult result =
        Benchmark.with(config).transport(options.transport()).writeReports(false).build().run();
    double cpuPercent = cpu.percentOfMachine();
    Samples delay = new Samples();
    int failed = 0;
    for (RequestRecord record : result.records()) {
      delay.add(record.startNanos() - record.scheduledNanos());
      failed += record.succeeded() ? 0 : 1;
    }
    return new TargetMeasurement.Level(
        concurrency,
        result.records().size(),
        failed,
        delay.percentileMs(50),
        delay.percentileMs(99),
        delay.maxMs(),
        cpuPercent);
  }

  /** One streamed response's raw bytes, or none if the server would not give one. */
  private byte[] capture() throws InterruptedException {
    RequestBodies bodies = new RequestBodies(RunConfig.ApiType.CHAT, options.model(), false, true);
    HttpRequest request =
        HttpRequest.newBuilder(bodies.endpoint(options.target()))
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", "application/json")
            .POST(
                HttpRequest.BodyPublishers.ofByteArray(
                    bodies.body("Count slowly from one to fifty.", options.chunks())))
            .build();
    try {
      HttpResponse<byte[]> response =
          HttpClient.newBuilder()
              .version(HttpClient.Version.HTTP_1_1)
              .build()
              .send(request, HttpResponse.BodyHandlers.ofByteArray());
      return response.statusCode() / 100 == 2 ? response.body() : new byte[0];
    } catch (IOException e) {
      return new byte[0];
    }
  }

  /**
   * Reads and classifies the captured bytes in 1 KiB reads, repeatedly, and divides by the events.
   */
  static double replayNanosPerEvent(byte[] bytes, int[] eventsOut) {
    ChunkClassifier classifier = new ChunkClassifier(RunConfig.ApiType.CHAT);
    long[] events = new long[1];
    SseEventReader reader =
        new SseEventReader(
            EventStamping.atTerminator(),
            e -> {
              classifier.classify(e);
              events[0]++;
            });
    long rounds = 0;
    long start = System.nanoTime();
    long elapsed;
    do {
      for (int off = 0; off < bytes.length; off += 1024) {
        reader.feed(bytes, off, Math.min(1024, bytes.length - off));
      }
      reader.finish();
      rounds++;
      elapsed = System.nanoTime() - start;
    } while (elapsed < REPLAY_NANOS);
    eventsOut[0] = (int) (events[0] / rounds);
    return events[0] == 0 ? Double.NaN : (double) elapsed / events[0];
  }
}
