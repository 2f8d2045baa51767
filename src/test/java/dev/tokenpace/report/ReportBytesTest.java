package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;
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
    List<RequestRecord> records = ReportFixtures.smallRun();
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
}
