package dev.tokenpace.reliability.hostile;

import dev.tokenpace.testing.RawSocketServer;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP/1.1 server on a raw socket that answers every request with one named {@link
 * Misbehaviour}, and counts every request it read in full: the count a benchmark's report must
 * match. Raw sockets so a misbehaviour controls every byte, each flush, a reset and a close.
 */
public final class HostileServer implements AutoCloseable {

  private static final int MAX_REQUEST_HEAD = 64 * 1024;

  private final RawSocketServer server;
  private final Misbehaviour misbehaviour;
  private final Duration floodFor;
  private final AtomicInteger requests = new AtomicInteger();

  private HostileServer(Misbehaviour misbehaviour, Duration floodFor, int port) throws IOException {
    this.misbehaviour = misbehaviour;
    this.floodFor = floodFor;
    this.server = RawSocketServer.start(port, "hostile-server", this::serve);
  }

  /**
   * @param floodFor how long a flood lasts before its healthy tail, unless the client hangs up
   */
  public static HostileServer start(Misbehaviour misbehaviour, Duration floodFor)
      throws IOException {
    return start(misbehaviour, floodFor, 0);
  }

  public static HostileServer start(Misbehaviour misbehaviour, Duration floodFor, int port)
      throws IOException {
    return new HostileServer(misbehaviour, floodFor, port);
  }

  public URI baseUri() {
    return server.baseUri();
  }

  /** Every request read in full (head and body), whatever was answered. */
  public int requestsSeen() {
    return requests.get();
  }

  @Override
  public void close() throws IOException {
    server.close();
  }

  private void serve(Socket connection) {
    try {
      InputStream in = new BufferedInputStream(connection.getInputStream());
      HostileReply reply = new HostileReply(connection, floodFor);
      while (readRequest(in)) {
        requests.incrementAndGet();
        if (!misbehaviour.respond(reply.next())) {
          return;
        }
      }
    } catch (IOException clientWentAway) {
      // the client hung up (a cap, a timeout): the misbehaviour is over for this connection
    }
  }

  /** Reads one request's head and body; false at a clean end of the connection. */
  private static boolean readRequest(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    int b;
    while (matched < 4 && (b = in.read()) >= 0) {
      head.write(b);
      matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : (b == '\r' ? 1 : 0);
      if (head.size() > MAX_REQUEST_HEAD) {
        throw new IOException("request head too large");
      }
    }
    if (matched < 4) {
      return false;
    }
    long length = 0;
    for (String line : head.toString(StandardCharsets.ISO_8859_1).split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Long.parseLong(line.substring("content-length:".length()).trim());
      }
    }
    in.skipNBytes(length);
    return true;
  }
}
