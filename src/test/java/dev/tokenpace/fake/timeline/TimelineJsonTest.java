package dev.tokenpace.fake.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.FaultKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The timeline JSON names faults as one "+"-joined string, as reports and the suite read it. */
class TimelineJsonTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void severalFaultsAreOneJoinedString() throws Exception {
    Timeline cut =
        new Timeline(
            "r1",
            1,
            2,
            0,
            List.of(),
            3,
            List.of(FaultKind.STALL, FaultKind.CLOSE),
            ServerWork.NONE,
            0);

    assertThat(JSON.writeValueAsString(cut))
        .isEqualTo(
            "{\"requestId\":\"r1\",\"receivedNanos\":1,\"acceptedNanos\":2,\"takeUpHoldNanos\":0,"
                + "\"events\":[],\"endNanos\":3,\"fault\":\"stall+close\","
                + "\"work\":"
                + JSON.writeValueAsString(ServerWork.NONE)
                + ",\"scheduleBaseNanos\":1}");
    assertThat(FaultKind.ofWireNames("stall+close")).isEqualTo(cut.faults());
  }

  @Test
  void aWholeResponseHasANullFault() throws Exception {
    Timeline whole = new Timeline("r2", 1, 2, 0, List.of(), 3, null, ServerWork.NONE, 0);

    assertThat(JSON.readTree(JSON.writeValueAsString(whole)).get("fault").isNull()).isTrue();
    assertThat(whole.faulted()).isFalse();
    assertThat(FaultKind.ofWireNames(null)).isEmpty();
  }

  @Test
  void aTimelineWrittenWithoutItsScheduleBaseCountsFromItsReceiptAndWork() throws Exception {
    Timeline prefilled =
        new Timeline("r3", 1_000, 0, 0, List.of(), 3_000, null, new ServerWork(-1, -1, 0, 500), 0);
    String json = JSON.writeValueAsString(prefilled).replace(",\"scheduleBaseNanos\":1500", "");

    assertThat(json).doesNotContain("scheduleBaseNanos");
    assertThat(JSON.readValue(json, Timeline.class).scheduleBaseNanos()).isEqualTo(1_500);
  }

  @Test
  void theClientLeavingIsNoScriptedFault() {
    assertThat(FaultKind.CLIENT_GONE.wireName()).isEqualTo("client-gone");
    assertThat(FaultKind.CLIENT_GONE.scripted()).isFalse();
  }
}
