package dev.tokenpace.fake.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pace at every moment: worked by hand in virtual time, so each due moment is exact. A script
 * here is three words, each the server's own 1 ms after the one before, timed by the pace.
 */
class RunningStreamsTest {

  private static final long MS = 1_000_000;

  /** 1 in flight: 50 ms to the first word, 20 ms between words; 4 in flight: 200 and 50 ms. */
  private static InFlightTiming table() {
    return new InFlightTiming(
        List.of(
            InFlightTiming.Row.of(1, ms(50), ms(20)), InFlightTiming.Row.of(4, ms(200), ms(50))));
  }

  /** 10 ms to the first word and between words, plus 10 ms for every other stream in flight. */
  private static InFlightTiming linear() {
    return InFlightTiming.linear(ms(10), ms(10), ms(10), ms(10));
  }

  private static InFlightTiming.Waits threeWords() {
    return new InFlightTiming.Waits(
        new long[] {MS, MS, MS}, new long[3], new boolean[] {true, true, true}, 0);
  }

  @Test
  void aStreamAloneHasTheFirstRowsPace() {
    InFlightTiming.Plan alone = table().join(0, 0, threeWords());
    assertThat(alone.streamsAtStart()).isEqualTo(1);
    assertThat(dues(alone)).containsExactly(50 * MS, 70 * MS, 90 * MS);
    assertThat(alone.endNanos()).isEqualTo(90 * MS);
  }

  @Test
  void fourJoiningTogetherWaitByTheirArrivalAndShareTheFourthRowsGapsWhileAllRun() {
    InFlightTiming pace = table();
    List<InFlightTiming.Plan> four =
        List.of(
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()));
    assertThat(four.stream().map(InFlightTiming.Plan::streamsAtStart)).containsExactly(1, 2, 3, 4);
    // the first three found 1 to 3 in flight, the first row's 50 ms; the fourth found 4
    for (InFlightTiming.Plan one : four.subList(0, 3)) {
      assertThat(dues(one)).containsExactly(50 * MS, 100 * MS, 150 * MS);
    }
    // its gaps are the first row's again once the others have ended
    assertThat(dues(four.get(3))).containsExactly(200 * MS, 220 * MS, 240 * MS);
  }

  @Test
  void aBurstWhoseFirstWordIsPacedAtEachMomentStartsAtTheWholeBurstsPace() {
    InFlightTiming pace = table().firstWord(InFlightTiming.FirstWord.AT_EACH_MOMENT);
    List<InFlightTiming.Plan> four =
        List.of(
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()),
            pace.join(0, 0, threeWords()));
    // all four in flight from the start: the fourth row's 200 ms and 50 ms for every one of them
    for (InFlightTiming.Plan one : four) {
      assertThat(dues(one)).containsExactly(200 * MS, 250 * MS, 300 * MS);
    }
  }

  @Test
  void aFirstWordPacedAtEachMomentSlowsWhenAnotherJoinsBeforeItIsOut() {
    InFlightTiming pace = linear().firstWord(InFlightTiming.FirstWord.AT_EACH_MOMENT);
    InFlightTiming.Plan first = pace.join(0, 0, threeWords());
    InFlightTiming.Plan second = pace.join(5 * MS, 0, threeWords());
    // half the first's 10 ms wait alone had passed; the other half at 20 ms, for the two in flight
    assertThat(dues(first)).containsExactly(15 * MS, 35 * MS, 55 * MS);
    // the second's: 20 ms while both run; its last gap half done when the first ends, then alone
    assertThat(dues(second)).containsExactly(25 * MS, 45 * MS, 60 * MS);
  }

  @Test
  void aStreamThatJoinsMidAnswerSlowsTheRestOfTheOthersWait() {
    InFlightTiming pace = linear();
    InFlightTiming.Plan first = pace.join(0, 0, threeWords());
    assertThat(dues(first)).containsExactly(10 * MS, 20 * MS, 30 * MS);
    InFlightTiming.Plan second = pace.join(15 * MS, 0, threeWords());
    // half of the first's second gap (10 ms alone) had passed; the other half at 20 ms a gap
    assertThat(dues(first)).containsExactly(10 * MS, 25 * MS, 45 * MS);
    // the second's first word: 20 ms, for the two it found; half its next gap alone once the first
    // ends
    assertThat(dues(second)).containsExactly(35 * MS, 50 * MS, 60 * MS);
  }

  @Test
  void aStreamThatEndsSpeedsUpTheOthers() {
    InFlightTiming pace = linear();
    InFlightTiming.Plan shortOne =
        pace.join(
            0, 0, new InFlightTiming.Waits(new long[] {MS}, new long[1], new boolean[] {true}, 0));
    InFlightTiming.Plan longOne = pace.join(0, 0, threeWords());
    assertThat(shortOne.endNanos()).isEqualTo(10 * MS);
    assertThat(dues(longOne)).containsExactly(20 * MS, 30 * MS, 40 * MS);
  }

  @Test
  void eventsThatAreNotWordsAndStallsKeepTheirOwnWaits() {
    InFlightTiming.Waits roleThenWordsWithAStall =
        new InFlightTiming.Waits(
            new long[] {5 * MS, MS, MS, 3 * MS},
            new long[] {0, 0, 100 * MS, 0},
            new boolean[] {false, true, true, false},
            2 * MS);
    InFlightTiming.Plan plan = table().join(0, 7 * MS, roleThenWordsWithAStall);
    assertThat(plan.dueNanos(0)).isEqualTo(12 * MS); // the role: its own 5 ms after the start
    assertThat(plan.dueNanos(1)).isEqualTo(57 * MS); // the first word: 50 ms from the start
    assertThat(plan.dueNanos(2)).isEqualTo(177 * MS); // the stall, then a 20 ms gap
    assertThat(plan.dueNanos(3)).isEqualTo(180 * MS); // the finish: its own 3 ms
    assertThat(plan.endNanos()).isEqualTo(182 * MS);
  }

  @Test
  void aRequestStampedBeforeAWordAlreadyWrittenJoinsAfterItAndLeavesItWhereItWent() {
    InFlightTiming pace = linear();
    InFlightTiming.Plan first = pace.join(0, 0, threeWords());
    // its second word falls due at 20 ms and its session acts on it then
    assertThat(first.claimIfDue(1, 20 * MS)).isEqualTo(20 * MS);
    // a request stamped at 19 ms, taken in only now, counts from 20 ms, not from its stamp
    assertThat(pace.takenIn(19 * MS)).isEqualTo(20 * MS);
    InFlightTiming.Plan second = pace.join(pace.takenIn(19 * MS), 0, threeWords());
    assertThat(dues(first)).containsExactly(10 * MS, 20 * MS, 40 * MS);
    assertThat(second.dueNanos(0)).isEqualTo(40 * MS);
  }

  @Test
  void aWordNotYetDueIsNotBound() {
    InFlightTiming pace = linear();
    InFlightTiming.Plan first = pace.join(0, 0, threeWords());
    assertThat(first.claimIfDue(1, 19 * MS)).isEqualTo(20 * MS);
    assertThat(pace.takenIn(19 * MS)).isEqualTo(19 * MS);
  }

  private static List<Long> dues(InFlightTiming.Plan plan) {
    return List.of(plan.dueNanos(0), plan.dueNanos(1), plan.dueNanos(2));
  }

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }
}
