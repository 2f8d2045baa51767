package dev.tokenpace.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.client.Transport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Calibrate's shape and bookkeeping at a tiny level; never its speed (that is the machine's). */
class CalibrationTest {

  private static final List<String> KEYS =
      List.of(
          "concurrency",
          "requests",
          "lost",
          "delivery_p50_ms",
          "delivery_p99_ms",
          "delivery_max_ms",
          "ttft_excess_p99_ms",
          "itl_error_p99_ms",
          "send_lateness_p99_ms",
          "schedule_delay_p99_ms");

  private static CalibrateOptions tiny(Transport transport) {
    return CalibrateOptions.defaults()
        .withConcurrency(List.of(1, 5))
        .withProfile(5, Duration.ofMillis(10))
        .withOpenLoop(50, Duration.ofMillis(200))
        .withTransport(transport);
  }

  @Test
  void everyLevelIsJoinedToTheFakeWithNothingLost() throws Exception {
    CalibrationReport report = Calibration.run(tiny(Transport.NIO));
    JsonNode json = new ObjectMapper().readTree(report.json());

    assertThat(json.isArray()).isTrue();
    assertThat(json).hasSize(3);
    for (JsonNode level : json) {
      assertThat(KEYS)
          .allSatisfy(key -> assertThat(level.has(key)).as("%s in %s", key, level).isTrue());
      assertThat(level.get("lost").asInt()).as("%s", level).isZero();
      assertThat(level.get("delivery_p99_ms").isNumber()).isTrue();
    }
    assertThat(json.get(0).get("concurrency").asInt()).isEqualTo(1);
    assertThat(json.get(1).get("concurrency").asInt()).isEqualTo(5);
    assertThat(json.get(1).get("requests").asInt()).isEqualTo(5);
    assertThat(json.get(2).get("mode").asText()).isEqualTo("open");
    assertThat(json.get(2).get("requested_rate").asDouble()).isEqualTo(50.0);
    assertThat(report.table()).contains("delivery").contains("closed").contains("open");
    // the test JVMs run on ZGC (pom.xml), and a collector's pauses are part of what is measured
    assertThat(report.collector()).isEqualTo("ZGC");
    assertThat(report.table()).contains(" cores, ZGC, ");
    assertThat(report.svg()).startsWith("<svg").contains("delivery p99").endsWith("</svg>\n");
  }

  @Test
  void everyReportedEventIsKeptWithItsSendAndArrivalButNotTheWarmUps(@TempDir Path dir)
      throws Exception {
    DeliveryEvents events = new DeliveryEvents();
    Calibration.run(tiny(Transport.NIO), events);
    Path csv = dir.resolve("events.csv");
    events.writeCsv(csv);

    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0))
        .isEqualTo("level,request_id,event,kind,sent_ns,arrival_ns,delivery_ms");
    Map<String, Long> rowsByLevel =
        lines.stream()
            .skip(1)
            .collect(Collectors.groupingBy(line -> line.split(",")[0], Collectors.counting()));
    assertThat(rowsByLevel).containsOnlyKeys("closed 1", "closed 5", "open 50/s");
    // the unreported warm-up round is also 5 streams: kept, it would double "closed 5"
    assertThat(rowsByLevel.get("closed 5")).isEqualTo(5 * rowsByLevel.get("closed 1"));
    assertThat(lines.stream().skip(1))
        .allSatisfy(
            line -> {
              String[] row = line.split(",");
              long sent = Long.parseLong(row[4]);
              long arrival = Long.parseLong(row[5]);
              assertThat(Double.parseDouble(row[6]))
                  .isCloseTo((arrival - sent) / 1e6, within(0.001));
            });
  }

  @Test
  void theJdkTransportCalibratesToo() throws Exception {
    CalibrationReport report =
        Calibration.run(
            tiny(Transport.JDK).withConcurrency(List.of(2)).withOpenLoop(0, Duration.ZERO));

    assertThat(report.levels())
        .singleElement()
        .satisfies(
            level -> {
              assertThat(level.lost()).isZero();
              assertThat(level.requests()).isEqualTo(2);
            });
    assertThat(report.transport()).isEqualTo("jdk");
  }

  @Test
  void replayingCapturedBytesCountsEveryEvent() {
    byte[] stream =
        ("data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n".repeat(10)
                + "data: [DONE]\n\n")
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    int[] events = new int[1];

    assertThat(TargetProbe.replayNanosPerEvent(stream, events)).isPositive();
    assertThat(events[0]).isEqualTo(11);
  }
}
