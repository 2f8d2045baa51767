package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.fake.model.ServerWork;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Four requests sent at once to a server that batches two at a time, 20 ms window: a busy machine
 * delivered them 11 ms apart. The second batch starts when the first ends, which its opener's
 * arrival set, so each later request's number from its own receipt is shorter by how much later it
 * arrived: the machine's doing, carried as lateness.
 */
class BatchLagTest {

  @Test
  void aBatchedRequestCarriesHowMuchLaterThanTheEarliestItArrived() {
    Map<String, Double> lags =
        lags(
            List.of(
                received("fake-1", 0.0, 1.000, 0.020),
                received("fake-2", 0.0, 1.004, 0.016),
                received("fake-3", 0.0, 1.011, 0.159),
                received("fake-4", 0.0, 1.009, 0.161)));

    assertThat(lags.get("fake-1")).isZero();
    assertThat(lags.get("fake-2")).isCloseTo(0.004, within(1e-9));
    assertThat(lags.get("fake-3")).isCloseTo(0.011, within(1e-9));
    assertThat(lags.get("fake-4")).isCloseTo(0.009, within(1e-9));
  }

  @Test
  void requestsSentApartAsScheduledCarryNoLag() {
    Map<String, Double> lags =
        lags(List.of(received("fake-1", 0.0, 1.000, 0.020), received("fake-2", 0.5, 1.500, 0.020)));

    assertThat(lags.values()).allSatisfy(lag -> assertThat(lag).isCloseTo(0, within(1e-9)));
  }

  @Test
  void aRequestNoBatchHeldCarriesNone() {
    Map<String, Double> lags =
        lags(List.of(received("fake-1", 0.0, 1.000, 0.020), received("fake-2", 0.0, 1.030, 0)));

    assertThat(lags).doesNotContainKey("fake-2");
  }

  private static Map<String, Double> lags(List<ArrivedRequests.Arrived> all) {
    return RunQueueing.batchLags(ArrivedRequests.reportOf(all), ArrivedRequests.timelinesOf(all));
  }

  private static ArrivedRequests.Arrived received(
      String id, double scheduled, double receivedSeconds, double batchWaitSeconds) {
    return ArrivedRequests.arrived(
        id, scheduled, receivedSeconds, new ServerWork(-1, -1, (long) (batchWaitSeconds * 1e9), 0));
  }
}
