package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class PunctualSendsTest {

  // open-loop:19's shape: two slots, answers of 0.5 s, each way to the model and back 2 ms
  private static final List<PunctualSends.Sent> TWO_SLOTS =
      List.of(
          new PunctualSends.Sent(0.0, 0.0, 0.502, 0.002),
          new PunctualSends.Sent(0.1, 0.1, 0.602, 0.002),
          new PunctualSends.Sent(0.2, 0.5025, 1.0045, 0.002),
          new PunctualSends.Sent(0.3, 0.6025, 1.1045, 0.002),
          new PunctualSends.Sent(0.4, 1.005, 1.507, 0.002));

  @Test
  void aRequestSentWhenASlotFreedCarriesTheWaysOfEveryRequestItsSlotWaitedOn() {
    double[] ahead = PunctualSends.waysAhead(TWO_SLOTS, 2);

    assertThat(ahead[0]).isZero();
    assertThat(ahead[1]).isZero();
    assertThat(ahead[2]).isCloseTo(0.002, within(1e-9));
    assertThat(ahead[3]).isCloseTo(0.002, within(1e-9));
    assertThat(ahead[4]).isCloseTo(0.004, within(1e-9));
  }

  @Test
  void aRequestSentOnItsScheduleCarriesNoWays() {
    List<PunctualSends.Sent> freedInTime =
        List.of(
            new PunctualSends.Sent(0.0, 0.0, 0.05, 0.002),
            new PunctualSends.Sent(0.1, 0.1, 0.15, 0.002));

    assertThat(PunctualSends.waysAhead(freedInTime, 1)).containsExactly(0.0, 0.0);
    assertThat(PunctualSends.waysAhead(TWO_SLOTS, null)).containsOnly(0.0);
  }

  @Test
  void theEarliestSendIsTheScheduleOrTheEndOfTheRequestWhoseSlotItTook() {
    assertThat(PunctualSends.earliestSends(TWO_SLOTS, 2))
        .containsExactly(0.0, 0.1, 0.502, 0.602, 1.0045);
  }
}
