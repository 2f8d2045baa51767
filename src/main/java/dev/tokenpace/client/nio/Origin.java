package dev.tokenpace.client.nio;

import java.net.InetSocketAddress;
import java.net.URI;

/** Where plain-HTTP connections go and are pooled: host and port, resolved once. */
record Origin(String host, int port, InetSocketAddress address) {

  static Origin of(URI uri) {
    if (uri.getHost() == null) {
      throw new IllegalArgumentException("no host in " + uri);
    }
    int port = uri.getPort() < 0 ? 80 : uri.getPort();
    return new Origin(uri.getHost(), port, new InetSocketAddress(uri.getHost(), port));
  }

  String key() {
    return host + ":" + port;
  }
}
