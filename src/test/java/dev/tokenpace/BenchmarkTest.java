package dev.tokenpace;

import static dev.tokenpace.testing.Script.content;
import static dev.tokenpace.testing.Script.role;
import static dev.tokenpace.testing.Script.usage;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.EventStamping;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.testing.Script;
import dev.tokenpace.testing.StreamingTestServer;
import dev.tokenpace.testing.TestConfigs;
import dev.tokenpace.testing.WordCounter;
import dev.tokenpace.wire.ChunkKind;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BenchmarkTest {

  private static final long MS = 1_000_000L;

  /** Just enough of a calculator to see the seam is used: latency and first-token time. */
  static final class LatencyOnly implements MetricsCalculator {
    @Override
    public RequestMetrics calculate(RequestRecord r, boolean useServerOutputTokens) {
      Double ttft =
          r.chunks().stream()
              .filter(c -> c.kind().carriesTokens())
              .findFirst()
              .map(c -> (c.arrivalNanos() - r.startNanos()) / 1e9)
              .orElse(null);
      return new RequestMetrics(
          r.requestId(),
          r.stageId(),
          r.succeeded(),
          (r.endNanos() - r.startNanos()) / 1e9,
          (r.startNanos() - r.scheduledNanos()) / 1e9,
          (r.endNanos() - r.scheduledNanos()) / 1e9,
          ttft,
          null,
          null,
          null,
          new double[0],
          new double[0],
          r.outputTokens(),
          r.inputTokens());
    }
  }

  /**
   * Signals once a stream's second event is stamped: by then its first is recorded (same thread).
   */
  record SecondEventSignal(CountDownLatch latch, int[] seen) implements EventStamping {
    SecondEventSignal(CountDownLatch latch) {
      this(latch, new int[1]);
    }

    @Override
    public long eventCompleted() {
      if (++seen[0] == 2) {
        latch.countDown();
      }
      return System.nanoTime();
    }

    @Override
    public EventStamping newStream() {
      return new SecondEventSignal(latch);
    }
  }

  private StreamingTestServer server;

  @AfterEach
  void stop() throws Exception {
    server.close();
  }

  private RunResult run(
      RunConfig config, EventStamping stamping, List<ProgressListener.Progress> progress)
      throws Exception {
    BenchmarkBuilder builder =
        Benchmark.with(config)
            .tokenizer(new WordCounter())
            .metrics(new LatencyOnly())
            .progress(progress::add)
            .writeReports(false);
    if (stamping != null) {
      builder.stamping(stamping);
    }
    return builder.build().run();
  }

  private void serve(Function<StreamingTestServer.Served, Script> scripts) throws Exception {
    server = StreamingTestServer.start(scripts);
  }

  @Test
  void closedLoopRunRecordsEveryRequestWithOrderedStampsAndTheServersGaps() throws Exception {
    serve(
        r ->
            Script.sse(
                50,
                role(),
                content("one"),
                content(" two three"),
                content(" four"),
                usage(4, 4),
                "[DONE]"));
    RunConfig config =
        TestConfigs.chat(server.baseUri(), LoadType.CONCURRENT, List.of(Stage.closed(2, 6)));
    List<ProgressListener.Progress> progress = new CopyOnWriteArrayList<>();
    RunResult result = run(config, null, progress);

    assertThat(result.records()).hasSize(6).allMatch(RequestRecord::succeeded);
    assertThat(result.metrics()).hasSize(6);
    assertThat(result.cancelled()).isFalse();
    assertThat(result.reportDir()).isNull();
    Map<String, StreamingTestServer.Served> byId =
        server.served().stream()
            .collect(Collectors.toMap(s -> s.headers().get("x-request-id"), s -> s));
    assertThat(byId.keySet())
        .isEqualTo(
            result.records().stream().map(RequestRecord::requestId).collect(Collectors.toSet()));
    boolean anyStreamed = false;
    for (RequestRecord record : result.records()) {
      assertThat(record.startNanos()).isLessThan(record.headersNanos());
      assertThat(record.headersNanos()).isLessThan(record.chunks().get(0).arrivalNanos());
      assertThat(record.chunks().get(record.chunks().size() - 1).arrivalNanos())
          .isLessThanOrEqualTo(record.endNanos());
      assertThat(record.scheduledNanos()).isLessThanOrEqualTo(record.startNanos());
      assertThat(record.outputTokens()).isEqualTo(4);
      List<Long> sent = byId.get(record.requestId()).sentNanos();
      anyStreamed |= record.chunks().get(0).arrivalNanos() < sent.get(record.chunks().size() - 1);
    }
    // Streamed, not buffered: a client that waited for the whole answer sees no chunk before the
    // server sent the last, 250 ms after the first, in any request. Ordered by the two stamps, not
    // timed, so a busy machine turns it red only by holding the client through every answer;
    // accuracy is the acceptance suite's job, with the machine's hold-ups as its evidence.
    assertThat(anyStreamed)
        .as("some request saw its first chunk before the server sent its last")
        .isTrue();
    ProgressListener.Progress last = progress.get(progress.size() - 1);
    assertThat(last.sent()).isEqualTo(6);
    assertThat(last.succeeded() + last.failed()).isEqualTo(6);
  }

  @Test
  void openLoopRunSendsOnScheduleAndCountsEveryFailure() throws Exception {
    serve(
        r ->
            r.body().contains("\"max_tokens\":8") && r.headers().get("x-request-id").endsWith("-3")
                ? Script.body(500, "application/json", "{\"error\":{\"message\":\"boom\"}}")
                : Script.sse(5, content("a"), "[DONE]"));
    RunConfig config =
        TestConfigs.chat(
            server.baseUri(), LoadType.CONSTANT, List.of(Stage.open(20, Duration.ofMillis(300))));
    RunResult result = run(config, null, new CopyOnWriteArrayList<>());

    assertThat(result.records()).hasSize(6);
    assertThat(result.records().stream().filter(r -> !r.succeeded()))
        .singleElement()
        .satisfies(r -> assertThat(r.failure().httpStatus()).isEqualTo(500));
    List<RequestRecord> bySchedule =
        result.records().stream()
            .sorted((a, b) -> Long.compare(a.scheduledNanos(), b.scheduledNanos()))
            .toList();
    for (int i = 1; i < bySchedule.size(); i++) {
      assertThat(bySchedule.get(i).scheduledNanos() - bySchedule.get(i - 1).scheduledNanos())
          .isEqualTo(50 * MS);
    }
    List<Long> lags =
        result.records().stream().map(r -> r.startNanos() - r.scheduledNanos()).toList();
    // how late a send may be is the acceptance suite's to judge, on evidence of the machine's
    // hold-ups; here only that none goes before its schedule
    assertThat(lags)
        .as("sends before their schedule")
        .allSatisfy(lag -> assertThat(lag).isNotNegative());
  }

  @Test
  void cancelEndsInFlightRequestsAsCancelledAndStillReturns() throws Exception {
    CountDownLatch firstEvent = new CountDownLatch(1);
    EventStamping signalling = new SecondEventSignal(firstEvent);
    serve(r -> Script.held("data: " + content("a") + "\n\n: ping\n\n", 10_000));
    RunConfig config =
        TestConfigs.chat(server.baseUri(), LoadType.CONCURRENT, List.of(Stage.closed(2, 10)));
    Benchmark benchmark =
        Benchmark.with(config)
            .tokenizer(new WordCounter())
            .metrics(new LatencyOnly())
            .stamping(signalling)
            .writeReports(false)
            .build();
    CompletableFuture<RunResult> running =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return benchmark.run();
              } catch (InterruptedException e) {
                throw new IllegalStateException(e);
              }
            });
    assertThat(firstEvent.await(10, TimeUnit.SECONDS)).isTrue();
    benchmark.cancel();
    RunResult result = running.get(10, TimeUnit.SECONDS);

    assertThat(result.cancelled()).isTrue();
    assertThat(result.records())
        .hasSize(2)
        .allSatisfy(r -> assertThat(r.failure().type()).isEqualTo(FailureType.CANCELLED));
    assertThat(result.metrics()).hasSize(2);
    assertThat(result.records().stream().map(RequestRecord::requestId).collect(Collectors.toSet()))
        .hasSize(2);
    assertThat(result.records())
        .anySatisfy(
            r -> assertThat(r.chunks()).extracting(TimedChunk::kind).contains(ChunkKind.CONTENT));
    assertThat(Set.copyOf(result.records())).hasSize(2);
  }
}
