package dev.tokenpace.load;

import dev.tokenpace.config.Limits;
import dev.tokenpace.config.Shard;

/**
 * How many connections a stage needs open before its first request ({@code load.preconnect}).
 *
 * <p>A closed-loop stage keeps its concurrency in flight from its first instant: that many. An
 * open-loop stage needs one for each request in flight, and that is its rate times a request's
 * latency, which is not known before the stage. The bound is the requests scheduled in the stage's
 * first second: a streamed answer lasts seconds, so almost none of those find a connection freed by
 * an earlier one, and it is the first second's arrivals that meet a server with no connection yet;
 * later ones mostly take up connections that finished requests left idle, and those that cannot
 * open their own, as before, with their connect time shown. A cap on requests in flight caps it
 * too: no more can ever be in flight at once.
 */
final class ConnectionsAhead {

  static final long OPEN_LOOP_WINDOW_NANOS = 1_000_000_000L;

  private ConnectionsAhead() {}

  /** A closed-loop stage: its concurrency, this shard's share of it. */
  static int closedLoop(int concurrencyLevel, Shard shard) {
    return shard.shareOf(concurrencyLevel);
  }

  /**
   * An open-loop stage: this shard's arrivals in the first second of its schedule, capped by its
   * share of {@code load.worker_max_concurrency} ({@code null}: no cap).
   *
   * @param offsets every arrival's offset from the stage's start, ascending
   */
  static int openLoop(long[] offsets, Shard shard, Integer maxInFlight) {
    int arrivals = 0;
    for (int i = 0; i < offsets.length && offsets[i] < OPEN_LOOP_WINDOW_NANOS; i++) {
      if (shard.plays(i)) {
        arrivals++;
      }
    }
    int cap = maxInFlight == null ? Limits.CONCURRENCY : shard.shareOf(maxInFlight);
    return Math.min(arrivals, cap);
  }
}
