package dev.tokenpace.fake;

import java.util.concurrent.atomic.AtomicInteger;

/** The clocks that wake streams; a stream keeps the clock it was given for its whole life. */
final class FakeClocks implements AutoCloseable {

  private final FakeClock[] clocks;
  private final AtomicInteger next = new AtomicInteger();

  FakeClocks(int threads) {
    clocks = new FakeClock[Math.max(1, threads)];
    for (int i = 0; i < clocks.length; i++) {
      clocks[i] = new FakeClock("tokenpace-fake-clock-" + i);
    }
  }

  /** Spreads streams over the clocks, round robin. */
  FakeClock next() {
    return clocks[Math.floorMod(next.getAndIncrement(), clocks.length)];
  }

  @Override
  public void close() {
    for (FakeClock clock : clocks) {
      clock.close();
    }
  }
}
