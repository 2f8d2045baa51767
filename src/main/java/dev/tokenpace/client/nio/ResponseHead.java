package dev.tokenpace.client.nio;

import dev.tokenpace.client.ResponseStart;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The parts of an HTTP/1.1 response head the client acts on.
 *
 * @param contentLength -1 when absent
 * @param keepAlive whether the connection may carry another request after this response
 */
record ResponseHead(
    int status,
    String contentType,
    String contentEncoding,
    String location,
    long contentLength,
    boolean chunked,
    boolean keepAlive) {

  /** Compiled once: {@code String.split} compiles a two-character pattern on every call. */
  private static final Pattern LINE_END = Pattern.compile("\r?\n");

  /** Parses a complete head (status line and header lines, CRLF or LF). */
  static ResponseHead parse(byte[] bytes, int length) throws MalformedResponseException {
    String[] lines = LINE_END.split(new String(bytes, 0, length, StandardCharsets.ISO_8859_1));
    String statusLine = lines[0];
    if (!statusLine.startsWith("HTTP/1.") || statusLine.length() < 12) {
      throw new MalformedResponseException("not an HTTP/1.x status line: '" + statusLine + "'");
    }
    boolean http10 = statusLine.startsWith("HTTP/1.0");
    int status = parseStatus(statusLine);
    String contentType = "";
    String contentEncoding = "";
    String location = "";
    long contentLength = -1;
    boolean chunked = false;
    String connection = "";
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      if (colon <= 0) {
        continue;
      }
      String name = lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT);
      String value = lines[i].substring(colon + 1).trim();
      switch (name) {
        case "content-type" -> contentType = value;
        case "content-encoding" -> contentEncoding = value;
        case "location" -> location = value;
        case "content-length" -> contentLength = parseLength(value);
        case "transfer-encoding" -> chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
        case "connection" -> connection = value.toLowerCase(Locale.ROOT);
        default -> {}
      }
    }
    boolean keepAlive = http10 ? connection.contains("keep-alive") : !connection.contains("close");
    boolean bodyless = status == 204 || status == 304;
    // Without chunking or a length the body runs to the connection's close, so it cannot be reused.
    boolean delimited = bodyless || chunked || contentLength >= 0;
    return new ResponseHead(
        status,
        contentType,
        contentEncoding,
        location,
        bodyless ? 0 : (chunked ? -1 : contentLength),
        chunked && !bodyless,
        keepAlive && delimited);
  }

  /** The parts the shared routing decides on. */
  ResponseStart start() {
    return new ResponseStart(status, contentType, contentEncoding, location);
  }

  boolean informational() {
    return status >= 100 && status < 200;
  }

  boolean closeDelimited() {
    return !chunked && contentLength < 0;
  }

  private static int parseStatus(String statusLine) throws MalformedResponseException {
    try {
      return Integer.parseInt(statusLine.substring(9, 12));
    } catch (NumberFormatException e) {
      throw new MalformedResponseException("bad status in '" + statusLine + "'");
    }
  }

  private static long parseLength(String value) throws MalformedResponseException {
    try {
      long length = Long.parseLong(value);
      if (length < 0) {
        throw new NumberFormatException();
      }
      return length;
    } catch (NumberFormatException e) {
      throw new MalformedResponseException("bad Content-Length '" + value + "'");
    }
  }
}
