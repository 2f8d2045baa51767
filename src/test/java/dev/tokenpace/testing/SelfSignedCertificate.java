package dev.tokenpace.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A throw-away self-signed certificate for 127.0.0.1 and localhost, made at test time by the
 * running JDK's {@code keytool}: the key and certificate in a PKCS12 keystore (for a TLS fake), the
 * certificate alone as PEM (for {@code server.cert_path}).
 *
 * @param keystore PKCS12, one entry, store and key protected by {@link #password()}
 * @param pem the certificate, {@code -----BEGIN CERTIFICATE-----}
 */
public record SelfSignedCertificate(Path keystore, String password, Path pem) {

  private static final String ALIAS = "tokenpace-fake";

  private static SelfSignedCertificate shared;

  /**
   * One certificate for the whole JVM, made the first time it is asked for: each {@link #generate}
   * starts two keytool JVMs, a CPU burst that timing tests running beside it would feel.
   */
  public static synchronized SelfSignedCertificate shared() {
    if (shared == null) {
      try {
        shared = generate(Files.createTempDirectory("tokenpace-tls"));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot make a directory for the certificate", e);
      }
    }
    return shared;
  }

  /** Generates a fresh key and certificate in {@code directory}. */
  public static SelfSignedCertificate generate(Path directory) {
    String password = "changeit-" + Long.toHexString(System.nanoTime());
    Path keystore = directory.resolve("fake-server.p12");
    Path pem = directory.resolve("fake-server.pem");
    keytool(
        "-genkeypair",
        "-alias",
        ALIAS,
        "-keyalg",
        "EC",
        "-groupname",
        "secp256r1",
        "-dname",
        "CN=127.0.0.1, O=tokenpace test",
        "-ext",
        "SAN=ip:127.0.0.1,dns:localhost",
        "-validity",
        "2",
        "-storetype",
        "PKCS12",
        "-keystore",
        keystore.toString(),
        "-storepass",
        password,
        "-keypass",
        password);
    keytool(
        "-exportcert",
        "-rfc",
        "-alias",
        ALIAS,
        "-keystore",
        keystore.toString(),
        "-storetype",
        "PKCS12",
        "-storepass",
        password,
        "-file",
        pem.toString());
    return new SelfSignedCertificate(keystore, password, pem);
  }

  private static void keytool(String... arguments) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      byte[] output = process.getInputStream().readAllBytes();
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        process.destroyForcibly();
        throw new IllegalStateException(
            "keytool " + arguments[0] + " failed: " + new String(output, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run keytool", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running keytool", e);
    }
  }

  /** The PEM text, e.g. to write a bundle of several certificates. */
  public String pemText() {
    try {
      return Files.readString(pem);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
