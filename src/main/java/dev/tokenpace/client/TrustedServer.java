package dev.tokenpace.client;

import dev.tokenpace.config.PemCertificates;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The TLS context for {@code server.cert_path}: it trusts the PEM file's certificates and nothing
 * else (as inference-perf's {@code requests} does with {@code verify=cert_path}), so a self-signed
 * server certificate, or a private CA's, verifies. The host name is still checked against the
 * certificate.
 */
final class TrustedServer {

  private TrustedServer() {}

  static SSLContext sslContext(Path pemFile) {
    try {
      List<X509Certificate> certificates = PemCertificates.read(pemFile);
      KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
      trusted.load(null, null);
      for (int i = 0; i < certificates.size(); i++) {
        trusted.setCertificateEntry("cert-path-" + i, certificates.get(i));
      }
      TrustManagerFactory trust =
          TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(trusted);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(null, trust.getTrustManagers(), null);
      return context;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read server.cert_path '" + pemFile + "'", e);
    } catch (GeneralSecurityException e) {
      throw new IllegalArgumentException(
          "server.cert_path '" + pemFile + "' does not make a trust store: " + e.getMessage(), e);
    }
  }
}
