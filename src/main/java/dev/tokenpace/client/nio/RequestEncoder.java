package dev.tokenpace.client.nio;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.PreparedRequest;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Writes a {@link PreparedRequest} as one HTTP/1.1 POST (head and body in one buffer, one write).
 */
final class RequestEncoder {

  private final ClientSettings settings;

  RequestEncoder(ClientSettings settings) {
    this.settings = settings;
  }

  /**
   * @throws IllegalArgumentException for a header that would break the request framing
   */
  ByteBuffer encode(PreparedRequest request) {
    URI uri = request.uri();
    StringBuilder head = new StringBuilder(256);
    head.append("POST ").append(target(uri)).append(" HTTP/1.1\r\n");
    header(head, "Host", hostHeader(uri));
    header(head, "Content-Type", "application/json");
    header(head, "Accept", request.streamed() ? "text/event-stream" : "application/json");
    header(head, settings.requestIdHeader(), request.requestId());
    if (settings.apiKey() != null && !settings.apiKey().isEmpty()) {
      header(head, "Authorization", "Bearer " + settings.apiKey());
    }
    for (Map.Entry<String, String> extra : settings.headers().entrySet()) {
      header(head, extra.getKey(), extra.getValue());
    }
    header(head, "Content-Length", Integer.toString(request.body().length));
    head.append("\r\n");
    byte[] headBytes = head.toString().getBytes(StandardCharsets.UTF_8);
    ByteBuffer buffer = ByteBuffer.allocate(headBytes.length + request.body().length);
    buffer.put(headBytes).put(request.body()).flip();
    return buffer;
  }

  /**
   * A bodiless GET with the run's key and headers: what warms a connection opened ahead ({@code
   * load.preconnect}), so the server has taken it up before the stage's first request.
   */
  ByteBuffer encodeGet(URI uri) {
    StringBuilder head = new StringBuilder(256);
    head.append("GET ").append(target(uri)).append(" HTTP/1.1\r\n");
    header(head, "Host", hostHeader(uri));
    header(head, "Accept", "application/json");
    if (settings.apiKey() != null && !settings.apiKey().isEmpty()) {
      header(head, "Authorization", "Bearer " + settings.apiKey());
    }
    for (Map.Entry<String, String> extra : settings.headers().entrySet()) {
      header(head, extra.getKey(), extra.getValue());
    }
    head.append("\r\n");
    return ByteBuffer.wrap(head.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static String target(URI uri) {
    String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
    return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
  }

  private static String hostHeader(URI uri) {
    return uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
  }

  private static void header(StringBuilder head, String name, String value) {
    if (name == null || name.isEmpty() || !isToken(name)) {
      throw new IllegalArgumentException("invalid header name '" + name + "'");
    }
    if (value == null || value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
      throw new IllegalArgumentException("invalid value for header '" + name + "'");
    }
    head.append(name).append(": ").append(value).append("\r\n");
  }

  private static boolean isToken(String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c <= ' ' || c >= 127 || "()<>@,;:\\\"/[]?={}".indexOf(c) >= 0) {
        return false;
      }
    }
    return true;
  }
}
