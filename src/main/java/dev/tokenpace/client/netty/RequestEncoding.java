package dev.tokenpace.client.netty;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.PreparedRequest;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultHttpHeadersFactory;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;
import java.net.URI;
import java.util.Map;

/**
 * A {@link PreparedRequest} as one HTTP/1.1 POST, the same headers in the same order as the NIO
 * transport sends. The body is wrapped, not copied: an unpooled heap buffer, so a request that is
 * never written (aborted before it reached a connection) leaks nothing.
 */
final class RequestEncoding {

  private final ClientSettings settings;

  RequestEncoding(ClientSettings settings) {
    this.settings = settings;
  }

  /**
   * @throws IllegalArgumentException for a header name or value that would break the framing
   *     (Netty's header validation)
   */
  FullHttpRequest encode(PreparedRequest request) {
    URI uri = request.uri();
    FullHttpRequest http =
        new DefaultFullHttpRequest(
            HttpVersion.HTTP_1_1,
            HttpMethod.POST,
            target(uri),
            Unpooled.wrappedBuffer(request.body()),
            DefaultHttpHeadersFactory.headersFactory().withValidation(true),
            DefaultHttpHeadersFactory.trailersFactory());
    HttpHeaders headers = http.headers();
    headers.add(HttpHeaderNames.HOST, hostHeader(uri));
    headers.add(HttpHeaderNames.CONTENT_TYPE, "application/json");
    headers.add(
        HttpHeaderNames.ACCEPT, request.streamed() ? "text/event-stream" : "application/json");
    headers.add(settings.requestIdHeader(), request.requestId());
    if (settings.apiKey() != null && !settings.apiKey().isEmpty()) {
      headers.add(HttpHeaderNames.AUTHORIZATION, "Bearer " + settings.apiKey());
    }
    for (Map.Entry<String, String> extra : settings.headers().entrySet()) {
      headers.add(extra.getKey(), extra.getValue());
    }
    headers.add(HttpHeaderNames.CONTENT_LENGTH, request.body().length);
    return http;
  }

  private static String target(URI uri) {
    String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
    return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
  }

  private static String hostHeader(URI uri) {
    return uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
  }
}
