package dev.tokenpace.acceptance.world;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.Timeline;
import dev.tokenpace.testing.SelfSignedCertificate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

/** The scenario's own fake model server, started on a free port the first time it is needed. */
public final class FakeModelServer implements AutoCloseable {

  private static final Duration TIMELINE_WAIT = Duration.ofSeconds(10);

  private StreamingFake fake;
  private URI nobodyListening;
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
   * From now on the benchmark talks to a free loopback port with nothing behind it: every
   * connection is refused.
   */
  public synchronized void goAway() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      nobodyListening = URI.create("http://127.0.0.1:" + socket.getLocalPort());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot find a free port", e);
    }
  }

  public Timeline timelineOf(String requestId) {
    return fake().awaitTimeline(requestId, TIMELINE_WAIT);
  }

  @Override
  public synchronized void close() {
    if (fake != null) {
      fake.close();
      fake = null;
    }
  }
}
