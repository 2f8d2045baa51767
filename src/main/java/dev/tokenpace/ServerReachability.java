package dev.tokenpace;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Optional;

/**
 * Whether anything listens where the config points, asked once before the warm-up: a server that is
 * not there is named within a second of Enter, not after the warm-up's seconds and the first failed
 * request.
 */
final class ServerReachability {

  private static final int CONNECT_TIMEOUT_MILLIS = 2_000;

  private ServerReachability() {}

  /** Why a connection to {@code baseUrl}'s host and port failed, or empty when one opened. */
  static Optional<String> refusal(URI baseUrl) {
    int port = baseUrl.getPort() >= 0 ? baseUrl.getPort() : defaultPort(baseUrl.getScheme());
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(baseUrl.getHost(), port), CONNECT_TIMEOUT_MILLIS);
      return Optional.empty();
    } catch (IOException | IllegalArgumentException e) {
      return Optional.of(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
  }

  private static int defaultPort(String scheme) {
    return "https".equalsIgnoreCase(scheme) ? 443 : 80;
  }
}
