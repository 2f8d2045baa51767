package dev.tokenpace.fake;

import dev.tokenpace.fake.admin.AdminAccess;
import dev.tokenpace.fake.timeline.TimelineStore;
import java.nio.file.Path;

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
 * @param tls the server's key and certificate when it serves https (then {@code port} is the https
 *     port); {@code null} serves plain http
 * @param admin who may change the fake over HTTP; closed by default (see {@link AdminAccess})
 */
public record FakeSettings(
    int port,
    int maxTimelines,
    int maxJournalEntries,
    int schedulerThreads,
    int jettyThreads,
    Tls tls,
    AdminAccess admin) {

  public FakeSettings {
    if (admin == null) {
      admin = AdminAccess.closed();
    }
  }

  /**
   * A PKCS12 keystore holding the server's private key and certificate chain (one entry), its store
   * and key both protected by {@code password}.
   */
  public record Tls(Path keystore, String password) {

    public Tls {
      if (keystore == null || password == null) {
        throw new IllegalArgumentException("a TLS fake needs a keystore and its password");
      }
    }
  }

  public FakeSettings(
      int port, int maxTimelines, int maxJournalEntries, int schedulerThreads, int jettyThreads) {
    this(port, maxTimelines, maxJournalEntries, schedulerThreads, jettyThreads, null, null);
  }

  public static FakeSettings defaults() {
    return new FakeSettings(0, TimelineStore.DEFAULT_CAPACITY, 1_000, 2, 8);
  }

  /** The defaults, served over https with the keystore's key and certificate. */
  public static FakeSettings https(Path keystore, String password) {
    return defaults().overTls(new Tls(keystore, password));
  }

  public FakeSettings overTls(Tls newTls) {
    return new FakeSettings(
        port, maxTimelines, maxJournalEntries, schedulerThreads, jettyThreads, newTls, admin);
  }

  public FakeSettings onPort(int newPort) {
    return new FakeSettings(
        newPort, maxTimelines, maxJournalEntries, schedulerThreads, jettyThreads, tls, admin);
  }

  public FakeSettings keepingJournalEntries(int count) {
    return new FakeSettings(port, maxTimelines, count, schedulerThreads, jettyThreads, tls, admin);
  }

  public FakeSettings keepingTimelines(int count) {
    return new FakeSettings(
        port, count, maxJournalEntries, schedulerThreads, jettyThreads, tls, admin);
  }

  public FakeSettings withJettyThreads(int count) {
    return new FakeSettings(
        port, maxTimelines, maxJournalEntries, schedulerThreads, count, tls, admin);
  }

  public FakeSettings withAdmin(AdminAccess access) {
    return new FakeSettings(
        port, maxTimelines, maxJournalEntries, schedulerThreads, jettyThreads, tls, access);
  }
}
