package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.model.ServerWork;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Four requests sent at once to a server that starts in 100 ms alone plus 50 ms per other request
 * in flight, at each moment: 250 ms with all four. A busy machine delivered them 10 ms apart, so
 * the first ran alone, at two and a half times the pace, for up to 10 ms: its first token can come
 * up to 15 ms early.
 */
class PacedArrivalsTest {

  private static final InFlightTiming AT_EACH_MOMENT =
      InFlightTiming.linear(
              Duration.ofMillis(100), Duration.ofMillis(50), Duration.ofMillis(10), null)
          .firstWord(InFlightTiming.FirstWord.AT_EACH_MOMENT);

  @Test
  void requestsReachingAPacedModelApartMayMoveEachNumberByTheSpreadTimesTheSlowdown() {
    Map<String, Double> moved =
        moved(
            AT_EACH_MOMENT,
            List.of(
                received("fake-1", 1.000), received("fake-2", 1.004),
                received("fake-3", 1.010), received("fake-4", 1.007)));

    assertThat(moved.values()).allSatisfy(m -> assertThat(m).isCloseTo(0.015, within(1e-9)));
  }

  @Test
  void requestsReachingItAsScheduledMoveNothing() {
    Map<String, Double> moved =
        moved(AT_EACH_MOMENT, List.of(received("fake-1", 1.000), received("fake-2", 1.000)));

    assertThat(moved.values()).allSatisfy(m -> assertThat(m).isZero());
  }

  @Test
  void aFirstWordPacedAsItJoinsIsLeftToItsRecordedRowAndOnlyTheGapsCount() {
    InFlightTiming onArrival =
        InFlightTiming.linear(
            Duration.ofMillis(100),
            Duration.ofMillis(50),
            Duration.ofMillis(20),
            Duration.ofMillis(5));

    Map<String, Double> moved =
        moved(onArrival, List.of(received("fake-1", 1.000), received("fake-2", 1.010)));

    // gaps: 25 ms with two in flight against 20 ms alone, 1.25 times: 10 ms × 0.25
    assertThat(moved.get("fake-1")).isCloseTo(0.0025, within(1e-9));
  }

  private static Map<String, Double> moved(InFlightTiming pace, List<ArrivedRequests.Arrived> all) {
    return PacedArrivals.moved(
        ArrivedRequests.reportOf(all), ArrivedRequests.timelinesOf(all), pace);
  }

  /** A request scheduled at 1 s that reached the model at {@code receivedSeconds}. */
  private static ArrivedRequests.Arrived received(String id, double receivedSeconds) {
    return ArrivedRequests.arrived(id, 0, receivedSeconds, new ServerWork(-1, -1, 0, 0, 1));
  }
}
