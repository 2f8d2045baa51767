package dev.tokenpace.client.netty;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.TrustedServer;
import io.netty.handler.ssl.SslHandler;
import java.security.NoSuchAlgorithmException;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;

/**
 * TLS for {@code https://} connections on the JDK's own {@link SSLEngine}, trusting what the JDK
 * client trusts: the certificates of {@code server.cert_path} alone when it is set ({@link
 * TrustedServer}), else the JDK's default trust store; the host name is checked against the
 * certificate, as the JDK client checks it.
 */
final class Tls {

  private final ClientSettings settings;
  private SSLContext context;

  Tls(ClientSettings settings) {
    this.settings = settings;
  }

  /** A handler for one new connection to {@code origin}. */
  SslHandler handler(Origin origin) {
    SSLEngine engine = context().createSSLEngine(origin.host(), origin.port());
    engine.setUseClientMode(true);
    SSLParameters parameters = engine.getSSLParameters();
    parameters.setEndpointIdentificationAlgorithm("HTTPS");
    engine.setSSLParameters(parameters);
    SslHandler handler = new SslHandler(engine);
    // The whole-request timeout covers the handshake, as it covers a connect: a slow handshake is a
    // Timeout like any other wait, not a handshake failure after Netty's own 10 s.
    handler.setHandshakeTimeoutMillis(0);
    return handler;
  }

  /** Made for the first https:// connection, so a plain-http run never loads a trust store. */
  private synchronized SSLContext context() {
    if (context == null) {
      context =
          settings.trustedCertificates() != null
              ? TrustedServer.sslContext(settings.trustedCertificates())
              : defaultContext();
    }
    return context;
  }

  private static SSLContext defaultContext() {
    try {
      return SSLContext.getDefault();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK offers no default TLS context", e);
    }
  }
}
