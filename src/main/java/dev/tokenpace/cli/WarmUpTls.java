package dev.tokenpace.cli;

import dev.tokenpace.fake.FakeSettings;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The certificate the warm-up's fake serves https with, so an https run's first request does not
 * pay for the JVM's first TLS handshake (measured: 75–90 ms more TTFT than the requests after it).
 * Its key ships in the jar and is public on purpose: only the warm-up's own client trusts it, and
 * only for the in-process fake on 127.0.0.1; the user's server is verified as configured.
 *
 * @param keystore a PKCS12 file with the key and its self-signed certificate for 127.0.0.1
 * @param pem the certificate alone, for the warm-up client's {@code server.cert_path}
 */
record WarmUpTls(Path keystore, Path pem) {

  private static final String PASSWORD = "tokenpace-warm-up";

  /** Copies the bundled keystore and certificate into {@code directory}. */
  static WarmUpTls extractTo(Path directory) {
    return new WarmUpTls(copy("warm-up-tls.p12", directory), copy("warm-up-tls.pem", directory));
  }

  FakeSettings fakeSettings() {
    return FakeSettings.https(keystore, PASSWORD);
  }

  private static Path copy(String resource, Path directory) {
    Path target = directory.resolve(resource);
    try (InputStream in = WarmUpTls.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the jar lacks " + resource);
      }
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target, e);
    }
  }
}
