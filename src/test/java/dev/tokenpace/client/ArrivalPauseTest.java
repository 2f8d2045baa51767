package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ArrivalPauseTest {

  private static final Duration QUIET = Duration.ofMillis(20);
  private static final Duration PATIENCE = Duration.ofMillis(100);
  // Only there to end a hung wait as a failure; no assertion is about how fast it returns.
  private static final Duration HANG = Duration.ofSeconds(30);

  @Test
  void nothingArrivedYetHoldsNothingBack() {
    ArrivalPause pause = new ArrivalPause(QUIET, PATIENCE);
    assertTimeoutPreemptively(HANG, () -> pause.await(System.nanoTime()));
  }

  @Test
  void waitsUntilNothingHasArrivedForTheQuietTime() {
    ArrivalPause pause = new ArrivalPause(QUIET, PATIENCE);
    long arrived = System.nanoTime();
    pause.arrived(arrived);

    assertTimeoutPreemptively(HANG, () -> pause.await(arrived));

    assertThat(System.nanoTime() - arrived).isGreaterThanOrEqualTo(QUIET.toNanos());
  }

  @Test
  void aLoadThatNeverPausesWaitsOnlyItsPatience() {
    ArrivalPause pause = new ArrivalPause(QUIET, PATIENCE);
    long ended = System.nanoTime();
    // An arrival stamped an hour ahead: chunks that never stop.
    pause.arrived(ended + Duration.ofHours(1).toNanos());

    assertTimeoutPreemptively(HANG, () -> pause.await(ended));

    assertThat(System.nanoTime() - ended).isGreaterThanOrEqualTo(PATIENCE.toNanos());
  }

  @Test
  void anInterruptedWaitReturns() throws InterruptedException {
    ArrivalPause pause = new ArrivalPause(QUIET, Duration.ofHours(1));
    long ended = System.nanoTime();
    pause.arrived(ended + Duration.ofHours(1).toNanos());
    Thread waiter =
        new Thread(
            () -> {
              Thread.currentThread().interrupt();
              pause.await(ended);
            });
    waiter.start();
    waiter.join(HANG.toMillis());
    assertThat(waiter.isAlive()).as("still waiting after the interrupt").isFalse();
  }
}
