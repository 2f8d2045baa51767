package dev.tokenpace.config;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The certificates of a PEM file ({@code server.cert_path}): every {@code -----BEGIN
 * CERTIFICATE-----} block, in order; anything around them (text, other blocks) is skipped, as
 * Python's {@code ssl} does with a CA bundle.
 */
public final class PemCertificates {

  private static final Pattern BLOCK =
      Pattern.compile("-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\\s]*?)-----END CERTIFICATE-----");

  private PemCertificates() {}

  /**
   * @throws IOException when the file cannot be read
   * @throws CertificateException when it holds no certificate block or a block is not an X.509
   *     certificate
   */
  public static List<X509Certificate> read(Path file) throws IOException, CertificateException {
    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
    CertificateFactory factory = CertificateFactory.getInstance("X.509");
    List<X509Certificate> certificates = new ArrayList<>();
    Matcher block = BLOCK.matcher(text);
    while (block.find()) {
      byte[] der;
      try {
        der = Base64.getMimeDecoder().decode(block.group(1));
      } catch (IllegalArgumentException e) {
        throw new CertificateException("certificate " + (certificates.size() + 1) + ": " + e);
      }
      certificates.add(
          (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(der)));
    }
    if (certificates.isEmpty()) {
      throw new CertificateException("no '-----BEGIN CERTIFICATE-----' block");
    }
    return List.copyOf(certificates);
  }
}
