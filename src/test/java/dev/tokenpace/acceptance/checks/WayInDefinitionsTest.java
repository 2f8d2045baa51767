package dev.tokenpace.acceptance.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.WayInField;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The way-in definitions on a new connection's stamps: a connect stamped after the write agrees
 * with every duration the report computes from it, and only its negative request send shows it.
 */
class WayInDefinitionsTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double START = 10.0;
  private static final double WRITTEN = 10.000400;
  private static final double HEAD = 10.120;

  @Test
  void aConnectBeforeTheWritePassesEveryDefinition() {
    List<Check> checks = WayInDefinitions.definitions("request 1", newConnection(10.000300));

    assertThat(checks).allMatch(Check::passed);
  }

  @Test
  void aConnectStampedAfterTheWriteLeavesANegativeRequestSend() {
    List<Check> checks = WayInDefinitions.definitions("request 1", newConnection(WRITTEN + 20e-9));

    assertThat(checks.stream().filter(check -> !check.passed()))
        .singleElement()
        .satisfies(
            failed -> {
              assertThat(failed.metric()).isEqualTo(WayInField.REQUEST_SEND);
              assertThat(failed.judgement()).isEqualTo(Judgement.DEFINITION);
              assertThat(failed.reported()).hasToString("-0.020 µs");
            });
  }

  /** A request that opened its connection, its durations computed right from its stamps. */
  private static ReportedRequest newConnection(double connect) {
    ObjectNode json = JSON.createObjectNode();
    json.put("connection", "new");
    json.put("start_time", START);
    json.put("connect_time", connect);
    json.put("request_written_time", WRITTEN);
    json.put("headers_time", HEAD);
    ObjectNode metrics = json.putObject("metrics");
    metrics.put("connect_duration", connect - START);
    metrics.put("request_send_duration", WRITTEN - connect);
    metrics.put("time_to_response_head", HEAD - START);
    return new ReportedRequest(json);
  }
}
