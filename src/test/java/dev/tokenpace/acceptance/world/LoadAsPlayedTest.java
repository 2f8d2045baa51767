package dev.tokenpace.acceptance.world;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The model's receipts tell a load played as written from a ramp or random gaps. */
class LoadAsPlayedTest {

  private static final String EIGHT_AT_ONCE =
      "load:\n  type: concurrent\n  stages:\n    - concurrency_level: 8\n      num_requests: 8\n";
  private static final String THREE_ONE_AFTER_ANOTHER =
      "load:\n  type: concurrent\n  stages:\n    - concurrency_level: 1\n      num_requests: 3\n";
  private static final String FIVE_A_SECOND =
      "load:\n  type: constant\n  stages:\n    - rate: 5\n      duration: 1\n";

  @Test
  void requestsSentTogetherThatReachTheModelOnARampArePlayedOtherwise() {
    // inference-perf's concurrent stage: num_requests over one second, 125 ms apart for 8
    List<LoadAsPlayed.Arrival> ramp =
        IntStream.range(0, 8).mapToObj(i -> arrival(i * 0.125, 0.5)).toList();

    assertThat(LoadAsPlayed.otherwise(EIGHT_AT_ONCE, ramp))
        .contains("the model received the 8 requests sent together over 875.0 ms");
  }

  /**
   * in-po-words:226 on inference-perf (2026-12-05): its random ramp sent a concurrency-2 stage's
   * first two requests 206.8 ms apart on one pass and within a few ms on the next; a ramp that
   * lands two together by chance still plays the loop otherwise.
   */
  @Test
  void
      requestsSentTogetherFromAClientThatDeclaresARampArePlayedOtherwiseEvenWhenTheyLandTogether() {
    List<LoadAsPlayed.Arrival> together =
        IntStream.range(0, 8).mapToObj(i -> arrival(i * 0.0015, 0.5)).toList();

    assertThat(LoadAsPlayed.otherwise(EIGHT_AT_ONCE, together))
        .contains("the model received the 8 requests sent together over 10.5 ms");
  }

  @Test
  void moreInFlightThanTheLoopKeepsIsPlayedOtherwise() {
    List<LoadAsPlayed.Arrival> overlapping =
        List.of(arrival(0, 0.84), arrival(0.333, 0.84), arrival(0.667, 0.84));

    assertThat(LoadAsPlayed.otherwise(THREE_ONE_AFTER_ANOTHER, overlapping))
        .contains("the model had 3 requests in flight where the scenario keeps 1");
  }

  @Test
  void eachRequestAfterTheOneBeforeEndedIsPlayedAsWritten() {
    List<LoadAsPlayed.Arrival> oneAfterAnother =
        List.of(arrival(0, 0.84), arrival(0.842, 0.84), arrival(1.684, 0.84));

    assertThat(LoadAsPlayed.otherwise(THREE_ONE_AFTER_ANOTHER, oneAfterAnother)).isEmpty();
  }

  @Test
  void aRateWhoseRequestsComeSoonerThanItsSpacingIsPlayedOtherwise() {
    List<LoadAsPlayed.Arrival> randomGaps =
        List.of(
            arrival(0, 0.1),
            arrival(0.31, 0.1),
            arrival(0.40, 0.1),
            arrival(0.77, 0.1),
            arrival(0.95, 0.1));

    assertThat(LoadAsPlayed.otherwise(FIVE_A_SECOND, randomGaps))
        .contains(
            "requests reached the model 90.0 ms to 370.0 ms apart where 5 requests a second space"
                + " them 200.0 ms");
  }

  @Test
  void randomGapsACapEvensOutThisTimeAreStillPlayedOtherwise() {
    List<LoadAsPlayed.Arrival> capped =
        List.of(
            arrival(0, 0.3),
            arrival(0.205, 0.3),
            arrival(0.505, 0.3),
            arrival(0.806, 0.3),
            arrival(1.0, 0.3));

    assertThat(LoadAsPlayed.otherwise(FIVE_A_SECOND, capped))
        .contains(
            "requests reached the model 194.0 ms to 301.0 ms apart where 5 requests a second space"
                + " them 200.0 ms");
  }

  @Test
  void oneRequestAtARateHasNoGapToPlayOtherwise() {
    assertThat(LoadAsPlayed.otherwise(FIVE_A_SECOND, List.of(arrival(0, 0.1)))).isEmpty();
  }

  @Test
  void poissonArrivalsHaveNoShapeToHoldThemTo() {
    String poisson = FIVE_A_SECOND.replace("constant", "poisson");

    assertThat(LoadAsPlayed.otherwise(poisson, List.of(arrival(0, 0.1), arrival(0.01, 0.1))))
        .isEmpty();
  }

  private static LoadAsPlayed.Arrival arrival(double received, double lasting) {
    return new LoadAsPlayed.Arrival(received, received + lasting);
  }
}
