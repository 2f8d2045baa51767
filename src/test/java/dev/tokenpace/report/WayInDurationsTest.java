package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The way-in durations of docs/metrics.md, "The way in", from records and from per-request entries.
 */
class WayInDurationsTest {

  @Test
  void sendCountsFromTheHandshakeWhenThereWasOne() {
    RequestRecord base = Records.stream().start(0).headers(0.2).end(0.3).build();
    RequestRecord record =
        withWayIn(base, new WayIn(WayIn.Connection.NEW, n(0.01), n(0.011), n(0.04), n(0.045)));

    WayInDurations d = WayInDurations.of(record);

    assertThat(d.connect()).isEqualTo(0.01);
    assertThat(d.tlsHandshake()).isEqualTo(0.029);
    assertThat(d.requestSend()).isEqualTo(0.005);
    assertThat(d.toResponseHead()).isEqualTo(0.2);
  }

  @Test
  void noHeadNoSample() {
    RequestRecord base = Records.stream().start(0).end(0.3).build();
    RequestRecord headless =
        new RequestRecord(
            base.requestId(),
            base.stageId(),
            base.streamed(),
            base.scheduledNanos(),
            base.startNanos(),
            -1,
            base.endNanos(),
            List.of(),
            "",
            0,
            0,
            null,
            10,
            null,
            0,
            WayIn.UNKNOWN,
            0);

    WayInDurations d = WayInDurations.of(headless);

    assertThat(d.connection()).isEqualTo(WayIn.Connection.UNKNOWN);
    assertThat(d.connect()).isNull();
    assertThat(d.tlsHandshake()).isNull();
    assertThat(d.requestSend()).isNull();
    assertThat(d.toResponseHead()).isNull();
  }

  @Test
  void anEntryWrittenBeforeTheWayInExistedGivesNoWayInSample() throws Exception {
    String old =
        """
        {"request_id":"r","stage_id":0,"success":true,"streamed":true,"scheduled_time":1.0,
         "start_time":1.0,"headers_time":1.1,"end_time":2.0,"input_tokens":1,"output_len":1,
         "output_tokens":1,"request_size_bytes":10,"server_usage":null,"events":[],"comments":0,
         "metrics":{"time_to_first_token":0.5,"request_latency":1.0,"schedule_delay":0.0,
                    "request_latency_from_schedule":1.0},
         "error":null}
        """;
    PerRequestEntry entry =
        ReportJson.mapper()
            .readerFor(PerRequestEntry.class)
            .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .readValue(old);

    WayInDurations d = WayInDurations.of(entry);

    assertThat(d.connection()).isEqualTo(WayIn.Connection.UNKNOWN);
    assertThat(d.connect()).isNull();
    assertThat(d.toResponseHead()).isNull();
  }

  private static long n(double seconds) {
    return Records.nanos(seconds);
  }

  private static RequestRecord withWayIn(RequestRecord r, WayIn wayIn) {
    return new RequestRecord(
        r.requestId(),
        r.stageId(),
        r.streamed(),
        r.scheduledNanos(),
        r.startNanos(),
        r.headersNanos(),
        r.endNanos(),
        r.chunks(),
        r.outputText(),
        r.outputTokens(),
        r.inputTokens(),
        r.usage(),
        r.requestBytes(),
        r.failure(),
        r.comments(),
        wayIn,
        0);
  }
}
