package dev.tokenpace.fake;

/**
 * How a fake is sized.
 *
 * @param port 0 for a free port
 * @param maxTimelines timelines kept before the oldest is evicted
 * @param maxJournalEntries WireMock request-journal entries kept; 0 disables the journal (WireMock
 *     3.13 counts the whole journal on every request to trim it: at 1000 entries that was a fifth
 *     of Jetty's time per request; the fake's own record is the timeline store)
 * @param schedulerThreads clock threads that wake streams at their deadlines (each stream keeps
 *     one; they never block on I/O)
 * @param jettyThreads Jetty's pool (one acceptor and one selector included). Streams hold no
 *     thread, so a small pool suffices; on 2 cores it also keeps a burst of 1000 arriving requests
 *     from being handled 25 at a time, each then taking 25 times as long to reach its first
 *     deadline. Raise it when plain WireMock stubs with fixed delays (which sleep in a pool thread)
 *     are served concurrently.
 */
public record FakeSettings(
    int port, int maxTimelines, int maxJournalEntries, int schedulerThreads, int jettyThreads) {

  public static FakeSettings defaults() {
    return new FakeSettings(0, TimelineStore.DEFAULT_CAPACITY, 1_000, 2, 8);
  }

  public FakeSettings onPort(int newPort) {
    return new FakeSettings(
        newPort, maxTimelines, maxJournalEntries, schedulerThreads, jettyThreads);
  }

  public FakeSettings keepingJournalEntries(int count) {
    return new FakeSettings(port, maxTimelines, count, schedulerThreads, jettyThreads);
  }

  public FakeSettings keepingTimelines(int count) {
    return new FakeSettings(port, count, maxJournalEntries, schedulerThreads, jettyThreads);
  }

  public FakeSettings withJettyThreads(int count) {
    return new FakeSettings(port, maxTimelines, maxJournalEntries, schedulerThreads, count);
  }
}
