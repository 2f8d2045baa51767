package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report files of one fixed run, byte for byte: a change in how the report types are spelled in
 * Java (an enum for a string, a record split in two) must not change a byte users read. The
 * expected files are in src/test/resources/report-bytes; a deliberate format change rewrites them.
 */
class ReportBytesTest {

  private static final String EXPECTED = "/report-bytes/";

  @TempDir Path dir;

  @Test
  void theReportFilesOfAFixedRunAreTheSameBytes() throws IOException {
    List<RequestRecord> records = run();
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    RunReports.summarize(
            ReportFixtures.reporting(true, true, Defaults.PERCENTILES),
            ReportFixtures.twoStages(),
            records,
            metrics)
        .writeTo(dir);

    List<Path> written;
    try (Stream<Path> files = Files.list(dir)) {
      written = files.sorted().toList();
    }
    assertThat(written)
        .extracting(p -> p.getFileName().toString())
        .containsExactlyElementsOf(expectedNames());
    for (Path file : written) {
      assertThat(Files.readString(file))
          .as(file.getFileName().toString())
          .isEqualTo(expected(file.getFileName().toString()));
    }
  }

  private static List<String> expectedNames() throws IOException {
    return List.of(expected("files.txt").split("\n"));
  }

  private static String expected(String name) throws IOException {
    try (InputStream in = ReportBytesTest.class.getResourceAsStream(EXPECTED + name)) {
      assertThat(in).as("expected file " + EXPECTED + name).isNotNull();
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  /** Stage 0: a streamed answer with every kind of event and a 500; stage 1: reasoning first. */
  private static List<RequestRecord> run() {
    RequestRecord a =
        Records.stream()
            .id("a")
            .stage(0)
            .inputTokens(10)
            .start(0)
            .event(0.1, ChunkKind.ROLE)
            .content(0.5, "a b")
            .event(0.7, ChunkKind.COMMENT)
            .content(1.0, "c")
            .event(1.2, ChunkKind.OTHER)
            .content(1.5, "d e f")
            .event(1.8, ChunkKind.FINISH)
            .usage(1.9, 6)
            .event(1.95, ChunkKind.DONE)
            .end(2.0)
            .build();
    RequestRecord failed =
        Records.stream()
            .id("f")
            .stage(0)
            .start(0.5)
            .end(0.6)
            .failed(new Failure(FailureType.HTTP_STATUS, "boom", 500))
            .build();
    RequestRecord c =
        Records.stream()
            .id("c")
            .stage(1)
            .inputTokens(20)
            .start(3.0)
            .reasoning(3.2, "let me think")
            .content(3.5, "Paris")
            .event(3.55, ChunkKind.ERROR)
            .end(3.6)
            .build();
    return List.of(a, failed, c);
  }
}
