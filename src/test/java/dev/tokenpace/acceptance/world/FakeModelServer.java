package dev.tokenpace.acceptance.world;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.testing.SelfSignedCertificate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The scenario's own fake model server, started on a free port the first time it is needed. */
public final class FakeModelServer implements AutoCloseable {

  private static final Duration TIMELINE_WAIT = Duration.ofSeconds(10);

  private StreamingFake fake;
  private URI nobodyListening;
  private Socket reserved;
  private SelfSignedCertificate certificate;

  public synchronized StreamingFake fake() {
    if (fake == null) {
      fake =
          certificate == null
              ? StreamingFake.start()
              : StreamingFake.startHttps(certificate.keystore(), certificate.password());
    }
    return fake;
  }

  /**
   * From now on the fake serves https only, with a self-signed certificate made for the suite run
   * (the warm-up makes it, so no scenario pays for keytool); call before the fake first starts.
   *
   * @return the certificate as a PEM file, for the benchmark to trust or not
   */
  public synchronized Path serveOverHttps() {
    if (fake != null) {
      throw new IllegalStateException("the fake already serves plain http: say https first");
    }
    certificate = SelfSignedCertificate.shared();
    return certificate.pem();
  }

  /**
   * Where the benchmark sends its requests: the fake, or a port nobody listens on once {@link
   * #goAway()} was called.
   */
  public synchronized URI baseUrl() {
    return nobodyListening != null ? nobodyListening : fake().baseUrl();
  }

  /**
   * From now on the benchmark talks to a loopback port with nothing behind it: every connection is
   * refused. The port stays bound, never listening, until the scenario ends: a port found free and
   * let go could be taken by another scenario's fake running beside this one (seen once).
   */
  public synchronized void goAway() {
    if (nobodyListening != null) {
      return;
    }
    try {
      reserved = new Socket();
      reserved.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      nobodyListening = URI.create("http://127.0.0.1:" + reserved.getLocalPort());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot reserve a loopback port", e);
    }
  }

  /**
   * Every timeline of a run by a client that sends no request id, once the fake has finished each:
   * the fake names such requests "fake-1", "fake-2", … as it receives them, and a request the
   * client gave up on (a stall, a timeout) is recorded only when the fake notices. None when nobody
   * listens.
   */
  public List<Timeline> completeTimelines(int requests) {
    if (nobodyListening != null) {
      return List.of();
    }
    for (int k = 1; k <= requests; k++) {
      try {
        fake().awaitTimeline("fake-" + k, TIMELINE_WAIT);
      } catch (IllegalStateException neverReceived) {
        // a request that never reached the model has no timeline: it stays unpaired
      }
    }
    return fake().timelines();
  }

  public Timeline timelineOf(String requestId) {
    return fake().awaitTimeline(requestId, TIMELINE_WAIT);
  }

  /** A fresh fake for another attempt; a port reserved as refused stays so. */
  public synchronized void restart() {
    if (fake != null) {
      fake.close();
      fake = null;
    }
  }

  @Override
  public synchronized void close() {
    restart();
    if (reserved != null) {
      try {
        reserved.close();
      } catch (IOException e) {
        // a socket that never connected: nothing is lost
      }
      reserved = null;
    }
  }
}
