package dev.tokenpace.reliability.hostile;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The writing side of one connection of the {@link HostileServer}, for a misbehaviour: heads,
 * chunked bodies, floods, a reset. Knows which request of its connection it answers, so a
 * misbehaviour can wait for a reused connection.
 */
public final class HostileReply {

  private static final byte[] CRLF = ascii("\r\n");

  private final Socket connection;
  private final OutputStream out;
  private final Duration floodFor;
  private int requestOnConnection;

  HostileReply(Socket connection, Duration floodFor) throws IOException {
    this.connection = connection;
    this.out = connection.getOutputStream();
    this.floodFor = floodFor;
  }

  HostileReply next() {
    requestOnConnection++;
    return this;
  }

  /** 1 for the first request of a connection, 2 once the client reused it, … */
  int requestOnConnection() {
    return requestOnConnection;
  }

  /** Writes raw bytes and flushes. */
  HostileReply raw(String text) throws IOException {
    return raw(text.getBytes(StandardCharsets.UTF_8));
  }

  HostileReply raw(byte[] bytes) throws IOException {
    out.write(bytes);
    out.flush();
    return this;
  }

  /** A 200 event-stream head, chunked, plus any extra header lines (each ending CRLF). */
  HostileReply streamHead(String extraHeaders) throws IOException {
    return raw(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
            + extraHeaders
            + "\r\n");
  }

  /** One chunk of a chunked body, flushed. */
  HostileReply chunk(byte[] bytes) throws IOException {
    out.write(ascii(Integer.toHexString(bytes.length)));
    out.write(CRLF);
    out.write(bytes);
    out.write(CRLF);
    out.flush();
    return this;
  }

  HostileReply chunk(String text) throws IOException {
    return chunk(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The terminating chunk: the response is complete and the connection may be reused. */
  HostileReply endChunks() throws IOException {
    return raw("0\r\n\r\n");
  }

  /**
   * Writes {@code events} as chunks, as fast as the client reads them, for the server's flood time
   * (or until the client hangs up, which ends the reply with an IOException).
   */
  HostileReply flood(byte[] events) throws IOException {
    long deadline = System.nanoTime() + floodFor.toNanos();
    while (System.nanoTime() - deadline < 0) {
      chunk(events);
    }
    return this;
  }

  /** Drops the connection with a RST (SO_LINGER 0), not a FIN. */
  void reset() throws IOException {
    connection.setSoLinger(true, 0);
    connection.close();
  }

  /** Closes the connection with a FIN. */
  void close() throws IOException {
    connection.shutdownOutput();
    connection.close();
  }

  /** {@code text} repeated until it fills about {@code bytes}. */
  static byte[] repeated(String text, int bytes) {
    return text.repeat(Math.max(1, bytes / text.length())).getBytes(StandardCharsets.UTF_8);
  }

  static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
