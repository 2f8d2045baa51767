package dev.tokenpace.acceptance.world;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.api.ChunkKind;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.fake.Timeline;
import dev.tokenpace.fake.Timeline.SentEvent;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.RequestRecord;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.metrics.TimedChunk;
import dev.tokenpace.report.RunInfo;
import dev.tokenpace.report.RunReports;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's truth agrees with the real calculator and report files on docs/metrics.md's worked
 * example A when every event is delivered 1 ms after it was sent — and disagrees when it should not.
 */
class TruthTest {

  private static final long MS = 1_000_000L;
  private static final long START = 1_000_000 * MS;
  private static final long DELIVERY = MS;
  private static final Tolerance FIVE_MS = new Tolerance(java.time.Duration.ofMillis(5));

  @Test
  void workedExampleAFromWrittenReportsFallsInsideEveryBound(@TempDir Path dir) throws Exception {
    long[] sent = {500 * MS, 1000 * MS, 1500 * MS, 2000 * MS};
    String[] texts = {"a b", " c", " d e f", ""};
    String[] kinds = {"content", "content", "content", "done"};
    List<SentEvent> events = new ArrayList<>();
    List<TimedChunk> chunks = new ArrayList<>();
    for (int i = 0; i < sent.length; i++) {
      events.add(new SentEvent(i, kinds[i], texts[i], 10, START + sent[i], START + sent[i], START + sent[i]));
      ChunkKind kind = kinds[i].equals("done") ? ChunkKind.DONE : ChunkKind.CONTENT;
      chunks.add(new TimedChunk(START + sent[i] + DELIVERY, kind, texts[i], Words.count(texts[i])));
    }
    RequestRecord record = new RequestRecord("r1", 0, true, START, START, START + MS, START + 2000 * MS + DELIVERY,
        chunks, "a b c d e f", 6, 8, null, 100, null);
    RunConfig config = TestRunConfigs.streamed(URI.create("http://127.0.0.1:1"), "model", new RunSettings(), 1, dir);
    RequestMetrics metrics = new StandardMetrics().calculate(record, false);
    RunReports.summarize(config, new RunInfo(0, START, List.of(new RunInfo.StageInfo(0, LoadType.CONCURRENT, null, 1)), false),
        List.of(record), List.of(metrics)).writeTo(dir);

    ReportedRequest request = RunReport.readFrom(dir).requests().get(0);
    Truth truth = new Truth(new Timeline("r1", START + MS / 2, events, START + 2000 * MS, null), request.startTime(), 6);

    for (Metric metric : List.of(Metric.TIME_TO_FIRST_TOKEN, Metric.TIME_TO_FIRST_OUTPUT_TOKEN, Metric.TIME_PER_OUTPUT_TOKEN,
        Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN, Metric.REQUEST_LATENCY)) {
      assertThat(truth.bound(metric, FIVE_MS).contains(request.metric(metric.reportKey()))).as(metric.label()).isTrue();
    }
    assertThat(truth.samples(Metric.INTER_TOKEN_LATENCY)).containsExactly(0.5, 1 / 6.0, 1 / 6.0, 1 / 6.0);
    assertThat(request.samples("inter_token_latency")).hasSize(4);
    assertThat(truth.samples(Metric.INTER_CHUNK_LATENCY)).containsExactly(0.5, 0.5);
    assertThat(truth.bound(Metric.TIME_TO_FIRST_TOKEN, FIVE_MS).contains(request.metric("time_to_first_token") + 0.006)).isFalse();
    assertThat(truth.bound(Metric.TIME_TO_FIRST_TOKEN, FIVE_MS).contains(request.metric("time_to_first_token") - 0.002)).isFalse();
  }
}
