package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLEngineResult.Status;
import javax.net.ssl.SSLSession;
import org.junit.jupiter.api.Test;

/**
 * The watching engine on a scripted one: which request it names as the opener, which as reusing,
 * and when it stamps the handshake. The real engines are covered by HttpsTrustTest.
 */
class HandshakeStampingTest {

  private final List<String> events = new ArrayList<>();
  private final long[] stamps = new long[2];
  private final HandshakeStamping.Listener listener =
      new HandshakeStamping.Listener() {
        @Override
        public void opened(String requestId, long tlsStartNanos, long tlsNanos) {
          events.add("opened " + requestId);
          stamps[0] = tlsStartNanos;
          stamps[1] = tlsNanos;
        }

        @Override
        public void reused(String requestId) {
          events.add("reused " + requestId);
        }
      };

  @Test
  void theFirstRequestAfterTheHandshakeOpenedTheConnectionAndLaterOnesReuseIt() throws Exception {
    Scripted real = new Scripted();
    SSLEngine engine = engine(real);

    long before = System.nanoTime();
    real.next(HandshakeStatus.NEED_UNWRAP); // ClientHello: bytes out, no data consumed
    engine.wrap(ByteBuffer.allocate(0), ByteBuffer.allocate(64));
    real.next(HandshakeStatus.FINISHED);
    engine.unwrap(ByteBuffer.allocate(8), ByteBuffer.allocate(64));
    long after = System.nanoTime();
    wrap(engine, real, head("r-1"));
    wrap(engine, real, "{\"x\":1}");
    wrap(engine, real, head("r-2"));

    assertThat(events).containsExactly("opened r-1", "reused r-2");
    assertThat(stamps[0]).isBetween(before, stamps[1]);
    assertThat(stamps[1]).isLessThanOrEqualTo(after);
  }

  @Test
  void theHeaderNameMatchesWhateverItsCase() throws Exception {
    Scripted real = new Scripted();
    SSLEngine engine = engine(real);
    handshake(engine, real);

    wrap(engine, real, "POST /v1/chat/completions HTTP/1.1\r\nx-request-ID: r-9\r\n\r\n");

    assertThat(events).containsExactly("opened r-9");
  }

  @Test
  void plaintextTheEngineDidNotConsumeIsNotRead() throws Exception {
    Scripted real = new Scripted();
    SSLEngine engine = engine(real);
    real.next(HandshakeStatus.NEED_UNWRAP);
    real.consumes = false; // a wrap during the handshake leaves the request where it is
    engine.wrap(bytes(head("r-1")), ByteBuffer.allocate(64));
    real.next(HandshakeStatus.FINISHED);
    engine.unwrap(ByteBuffer.allocate(8), ByteBuffer.allocate(64));
    real.consumes = true;
    wrap(engine, real, head("r-1"));

    assertThat(events).containsExactly("opened r-1");
  }

  @Test
  void aFirstRequestWhoseIdWasMissedLeavesTheOpenerUnknown() throws Exception {
    Scripted real = new Scripted();
    SSLEngine engine = engine(real);
    handshake(engine, real);

    wrap(engine, real, "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\n");
    wrap(engine, real, head("r-2"));

    assertThat(events).containsExactly("reused r-2");
  }

  private SSLEngine engine(Scripted real) {
    byte[] needle = "\r\nx-request-id:".getBytes(StandardCharsets.US_ASCII);
    return new HandshakeStamping.StampingEngine(real, needle, listener);
  }

  private static void handshake(SSLEngine engine, Scripted real) throws Exception {
    real.next(HandshakeStatus.NEED_UNWRAP);
    engine.wrap(ByteBuffer.allocate(0), ByteBuffer.allocate(64));
    real.next(HandshakeStatus.FINISHED);
    engine.unwrap(ByteBuffer.allocate(8), ByteBuffer.allocate(64));
  }

  private static void wrap(SSLEngine engine, Scripted real, String plaintext) throws Exception {
    real.next(HandshakeStatus.NOT_HANDSHAKING);
    engine.wrap(bytes(plaintext), ByteBuffer.allocate(1024));
  }

  private static String head(String id) {
    return "POST /v1/chat/completions HTTP/1.1\r\nContent-Type: application/json\r\n"
        + "X-Request-Id: "
        + id
        + "\r\nContent-Length: 7\r\n\r\n";
  }

  private static ByteBuffer bytes(String text) {
    return ByteBuffer.wrap(text.getBytes(StandardCharsets.US_ASCII));
  }

  /** Consumes what it is given (or not), produces a byte, reports the scripted status. */
  private static final class Scripted extends SSLEngine {
    private HandshakeStatus status = HandshakeStatus.NOT_HANDSHAKING;
    boolean consumes = true;

    void next(HandshakeStatus status) {
      this.status = status;
    }

    @Override
    public SSLEngineResult wrap(ByteBuffer[] srcs, int offset, int length, ByteBuffer dst) {
      int consumed = 0;
      if (consumes && status != HandshakeStatus.NEED_UNWRAP) {
        for (int i = offset; i < offset + length; i++) {
          consumed += srcs[i].remaining();
          srcs[i].position(srcs[i].limit());
        }
      }
      dst.put((byte) 1);
      return new SSLEngineResult(Status.OK, status, consumed, 1);
    }

    @Override
    public SSLEngineResult unwrap(ByteBuffer src, ByteBuffer[] dsts, int offset, int length) {
      int n = src.remaining();
      src.position(src.limit());
      return new SSLEngineResult(Status.OK, status, n, 0);
    }

    @Override
    public Runnable getDelegatedTask() {
      return null;
    }

    @Override
    public void closeInbound() {}

    @Override
    public boolean isInboundDone() {
      return false;
    }

    @Override
    public void closeOutbound() {}

    @Override
    public boolean isOutboundDone() {
      return false;
    }

    @Override
    public String[] getSupportedCipherSuites() {
      return new String[0];
    }

    @Override
    public String[] getEnabledCipherSuites() {
      return new String[0];
    }

    @Override
    public void setEnabledCipherSuites(String[] suites) {}

    @Override
    public String[] getSupportedProtocols() {
      return new String[0];
    }

    @Override
    public String[] getEnabledProtocols() {
      return new String[0];
    }

    @Override
    public void setEnabledProtocols(String[] protocols) {}

    @Override
    public SSLSession getSession() {
      return null;
    }

    @Override
    public void beginHandshake() {}

    @Override
    public HandshakeStatus getHandshakeStatus() {
      return status;
    }

    @Override
    public void setUseClientMode(boolean mode) {}

    @Override
    public boolean getUseClientMode() {
      return true;
    }

    @Override
    public void setNeedClientAuth(boolean need) {}

    @Override
    public boolean getNeedClientAuth() {
      return false;
    }

    @Override
    public void setWantClientAuth(boolean want) {}

    @Override
    public boolean getWantClientAuth() {
      return false;
    }

    @Override
    public void setEnableSessionCreation(boolean flag) {}

    @Override
    public boolean getEnableSessionCreation() {
      return true;
    }
  }
}
