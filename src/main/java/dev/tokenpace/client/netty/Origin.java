package dev.tokenpace.client.netty;

import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Locale;

/**
 * Where connections go and are pooled: scheme, host and port, the address resolved once.
 *
 * @param secure {@code https://}: the connection carries TLS
 */
record Origin(boolean secure, String host, int port, InetSocketAddress address) {

  /**
   * @throws IllegalArgumentException for a URI without a host, or with a scheme other than http or
   *     https
   */
  static Origin of(URI uri) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new IllegalArgumentException("not an http:// or https:// URL: " + uri);
    }
    if (uri.getHost() == null) {
      throw new IllegalArgumentException("no host in " + uri);
    }
    boolean secure = scheme.equals("https");
    int port = uri.getPort() >= 0 ? uri.getPort() : (secure ? 443 : 80);
    return new Origin(secure, uri.getHost(), port, new InetSocketAddress(uri.getHost(), port));
  }
}
