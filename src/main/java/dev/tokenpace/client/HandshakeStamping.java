package dev.tokenpace.client;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.KeyManagementException;
import java.security.SecureRandom;
import java.util.List;
import java.util.function.BiFunction;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;

/**
 * What the JDK client can honestly say of a request's way in over https. java.net.http exposes
 * neither its connections nor their sockets, so neither the TCP connect nor the moment a request
 * was written can be seen; the one seam it takes is the {@link SSLContext}, whose engine — one per
 * connection — does every step of the handshake and encrypts every byte sent.
 *
 * <p>The context made here hands out engines that delegate to the real ones and, on the way, stamp
 * ({@code System.nanoTime()}) the first handshake message they produce (the ClientHello) and the
 * step that completes the handshake, and read the request id header out of the request heads they
 * encrypt: the first request on an engine opened its connection and gets the stamps; every later
 * one reused it. Only the bytes an engine actually consumed are read (a wrap during the handshake
 * consumes none), and only on the write side; a read costs one comparison until the handshake is
 * done and none after.
 */
final class HandshakeStamping {

  /** Where an engine reports the requests it carried. */
  interface Listener {
    /**
     * {@code requestId} opened its connection, whose handshake began at {@code tlsStartNanos} and
     * completed at {@code tlsNanos}.
     */
    void opened(String requestId, long tlsStartNanos, long tlsNanos);

    /** {@code requestId} went on a connection an earlier request had opened. */
    void reused(String requestId);
  }

  private HandshakeStamping() {}

  /**
   * @param requestIdHeader the header whose value names each request, as the client sends it
   */
  static SSLContext around(SSLContext real, String requestIdHeader, Listener listener) {
    byte[] needle = ("\r\n" + requestIdHeader + ":").toLowerCase().getBytes(StandardCharsets.UTF_8);
    return new SSLContext(
        new Spi(real, needle, listener), real.getProvider(), real.getProtocol()) {};
  }

  private static final class Spi extends SSLContextSpi {
    private final SSLContext real;
    private final byte[] needle;
    private final Listener listener;

    Spi(SSLContext real, byte[] needle, Listener listener) {
      this.real = real;
      this.needle = needle;
      this.listener = listener;
    }

    @Override
    protected void engineInit(KeyManager[] km, TrustManager[] tm, SecureRandom sr)
        throws KeyManagementException {
      throw new KeyManagementException("already initialized: it wraps an initialized context");
    }

    @Override
    protected SSLSocketFactory engineGetSocketFactory() {
      return real.getSocketFactory();
    }

    @Override
    protected SSLServerSocketFactory engineGetServerSocketFactory() {
      return real.getServerSocketFactory();
    }

    @Override
    protected SSLEngine engineCreateSSLEngine() {
      return new StampingEngine(real.createSSLEngine(), needle, listener);
    }

    @Override
    protected SSLEngine engineCreateSSLEngine(String host, int port) {
      return new StampingEngine(real.createSSLEngine(host, port), needle, listener);
    }

    @Override
    protected SSLSessionContext engineGetServerSessionContext() {
      return real.getServerSessionContext();
    }

    @Override
    protected SSLSessionContext engineGetClientSessionContext() {
      return real.getClientSessionContext();
    }

    @Override
    protected SSLParameters engineGetDefaultSSLParameters() {
      return real.getDefaultSSLParameters();
    }

    @Override
    protected SSLParameters engineGetSupportedSSLParameters() {
      return real.getSupportedSSLParameters();
    }
  }

  /** One connection's engine: the real one, watched. */
  static final class StampingEngine extends SSLEngine {

    private static final int MAX_ID_BYTES = 1024;

    private final SSLEngine real;
    private final byte[] needle;
    private final Listener listener;
    private long startNanos = -1;
    private volatile long doneNanos = -1; // set by a wrap or an unwrap, read by the next wrap
    private boolean carriedOne;
    private int[] positions = new int[4];

    StampingEngine(SSLEngine real, byte[] needle, Listener listener) {
      super(real.getPeerHost(), real.getPeerPort());
      this.real = real;
      this.needle = needle;
      this.listener = listener;
    }

    @Override
    public SSLEngineResult wrap(ByteBuffer[] srcs, int offset, int length, ByteBuffer dst)
        throws SSLException {
      if (positions.length < length) {
        positions = new int[Math.max(length, positions.length * 2)];
      }
      for (int i = 0; i < length; i++) {
        positions[i] = srcs[offset + i].position();
      }
      SSLEngineResult result = real.wrap(srcs, offset, length, dst);
      if (startNanos < 0 && result.bytesProduced() > 0) {
        startNanos = System.nanoTime(); // the ClientHello
      }
      handshakeStep(result);
      if (result.bytesConsumed() > 0) {
        for (int i = 0; i < length; i++) {
          ByteBuffer src = srcs[offset + i];
          if (src.position() > positions[i]) {
            findRequest(src, positions[i], src.position());
          }
        }
        // Only the first wrap of application data may name the request that opened the
        // connection: were its id missed (a head split across records), no later request is
        // taken for the opener; it stays unknown.
        carriedOne = true;
      }
      return result;
    }

    @Override
    public SSLEngineResult unwrap(ByteBuffer src, ByteBuffer[] dsts, int offset, int length)
        throws SSLException {
      SSLEngineResult result = real.unwrap(src, dsts, offset, length);
      if (doneNanos < 0) {
        handshakeStep(result);
      }
      return result;
    }

    private void handshakeStep(SSLEngineResult result) {
      if (doneNanos < 0
          && result.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.FINISHED) {
        doneNanos = System.nanoTime();
      }
    }

    /** Reports the request whose head lies in {@code buffer[from, to)}, if one does. */
    private void findRequest(ByteBuffer buffer, int from, int to) {
      int at = indexOf(buffer, from, to);
      if (at < 0) {
        return;
      }
      int value = at + needle.length;
      int end = value;
      while (end < to && end - value < MAX_ID_BYTES && buffer.get(end) != '\r') {
        end++;
      }
      byte[] id = new byte[end - value];
      for (int i = 0; i < id.length; i++) {
        id[i] = buffer.get(value + i);
      }
      String requestId = new String(id, StandardCharsets.UTF_8).trim();
      if (carriedOne) {
        listener.reused(requestId);
      } else {
        carriedOne = true;
        long done = doneNanos;
        if (done >= 0) {
          listener.opened(requestId, startNanos, done);
        }
      }
    }

    /** Where the needle starts in {@code buffer[from, to)}, letters compared case-insensitively. */
    private int indexOf(ByteBuffer buffer, int from, int to) {
      outer:
      for (int i = from; i <= to - needle.length; i++) {
        for (int j = 0; j < needle.length; j++) {
          byte b = buffer.get(i + j);
          if (b >= 'A' && b <= 'Z') {
            b = (byte) (b + ('a' - 'A'));
          }
          if (b != needle[j]) {
            continue outer;
          }
        }
        return i;
      }
      return -1;
    }

    @Override
    public Runnable getDelegatedTask() {
      return real.getDelegatedTask();
    }

    @Override
    public void closeInbound() throws SSLException {
      real.closeInbound();
    }

    @Override
    public boolean isInboundDone() {
      return real.isInboundDone();
    }

    @Override
    public void closeOutbound() {
      real.closeOutbound();
    }

    @Override
    public boolean isOutboundDone() {
      return real.isOutboundDone();
    }

    @Override
    public String[] getSupportedCipherSuites() {
      return real.getSupportedCipherSuites();
    }

    @Override
    public String[] getEnabledCipherSuites() {
      return real.getEnabledCipherSuites();
    }

    @Override
    public void setEnabledCipherSuites(String[] suites) {
      real.setEnabledCipherSuites(suites);
    }

    @Override
    public String[] getSupportedProtocols() {
      return real.getSupportedProtocols();
    }

    @Override
    public String[] getEnabledProtocols() {
      return real.getEnabledProtocols();
    }

    @Override
    public void setEnabledProtocols(String[] protocols) {
      real.setEnabledProtocols(protocols);
    }

    @Override
    public SSLSession getSession() {
      return real.getSession();
    }

    @Override
    public SSLSession getHandshakeSession() {
      return real.getHandshakeSession();
    }

    @Override
    public void beginHandshake() throws SSLException {
      real.beginHandshake();
    }

    @Override
    public SSLEngineResult.HandshakeStatus getHandshakeStatus() {
      return real.getHandshakeStatus();
    }

    @Override
    public void setUseClientMode(boolean mode) {
      real.setUseClientMode(mode);
    }

    @Override
    public boolean getUseClientMode() {
      return real.getUseClientMode();
    }

    @Override
    public void setNeedClientAuth(boolean need) {
      real.setNeedClientAuth(need);
    }

    @Override
    public boolean getNeedClientAuth() {
      return real.getNeedClientAuth();
    }

    @Override
    public void setWantClientAuth(boolean want) {
      real.setWantClientAuth(want);
    }

    @Override
    public boolean getWantClientAuth() {
      return real.getWantClientAuth();
    }

    @Override
    public void setEnableSessionCreation(boolean flag) {
      real.setEnableSessionCreation(flag);
    }

    @Override
    public boolean getEnableSessionCreation() {
      return real.getEnableSessionCreation();
    }

    @Override
    public SSLParameters getSSLParameters() {
      return real.getSSLParameters();
    }

    @Override
    public void setSSLParameters(SSLParameters params) {
      real.setSSLParameters(params);
    }

    @Override
    public String getApplicationProtocol() {
      return real.getApplicationProtocol();
    }

    @Override
    public String getHandshakeApplicationProtocol() {
      return real.getHandshakeApplicationProtocol();
    }

    @Override
    public void setHandshakeApplicationProtocolSelector(
        BiFunction<SSLEngine, List<String>, String> selector) {
      real.setHandshakeApplicationProtocolSelector(selector);
    }

    @Override
    public BiFunction<SSLEngine, List<String>, String> getHandshakeApplicationProtocolSelector() {
      return real.getHandshakeApplicationProtocolSelector();
    }
  }
}
