package dev.tokenpace.fake;

/**
 * How a fake is sized.
 *
 * @param port 0 for a free port
 * @param maxTimelines timelines kept before the oldest is evicted
 * @param maxJournalEntries WireMock request-journal entries kept; 0 disables the journal (WireMock 3.13
 *     counts the whole journal on every request to trim it: at 1000 entries that was a fifth of
 *     Jetty's time per request; the fake's own record is the timeline store)
 * @param schedulerThreads clock threads that wake streams at their deadlines (each stream keeps one; they never block on I/O)
 */
public record FakeSettings(int port, int maxTimelines, int maxJournalEntries, int schedulerThreads) {

  public static FakeSettings defaults() {
    return new FakeSettings(0, TimelineStore.DEFAULT_CAPACITY, 1_000, 1);
  }

  public FakeSettings onPort(int newPort) {
    return new FakeSettings(newPort, maxTimelines, maxJournalEntries, schedulerThreads);
  }

  public FakeSettings keepingJournalEntries(int count) {
    return new FakeSettings(port, maxTimelines, count, schedulerThreads);
  }

  public FakeSettings keepingTimelines(int count) {
    return new FakeSettings(port, count, maxJournalEntries, schedulerThreads);
  }
}
