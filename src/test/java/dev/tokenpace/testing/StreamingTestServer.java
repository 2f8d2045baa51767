package dev.tokenpace.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * A tiny HTTP/1.1 server on a raw socket (TCP_NODELAY, keep-alive, chunked) that plays a {@link
 * Script} per request and records, in {@code System.nanoTime()}, when each piece left after its
 * flush. Raw sockets so a test controls flushing, abrupt resets and close-delimited bodies exactly.
 */
public final class StreamingTestServer implements AutoCloseable {

  /** A request as received and the moments its response pieces were flushed. */
  public record Served(
      String path,
      Map<String, String> headers,
      String body,
      long receivedNanos,
      List<Long> sentNanos) {}

  private final RawSocketServer server;
  private final Function<Served, Script> scripts;
  private final ConcurrentLinkedQueue<Served> served = new ConcurrentLinkedQueue<>();

  private StreamingTestServer(Function<Served, Script> scripts) throws IOException {
    this.scripts = scripts;
    this.server = RawSocketServer.start(0, "test-server", this::serve);
  }

  public static StreamingTestServer start(Function<Served, Script> scripts) throws IOException {
    return new StreamingTestServer(scripts);
  }

  public URI baseUri() {
    return server.baseUri();
  }

  public List<Served> served() {
    return List.copyOf(served);
  }

  public int connections() {
    return server.accepted();
  }

  @Override
  public void close() throws IOException {
    server.close();
  }

  private void serve(Socket connection) {
    try {
      InputStream in = new java.io.BufferedInputStream(connection.getInputStream());
      OutputStream out = connection.getOutputStream();
      while (true) {
        Served request = readRequest(in);
        if (request == null) {
          return;
        }
        Script script = scripts.apply(request);
        List<Long> sent = new ArrayList<>();
        // Recorded before the response ends: a client may see the end and ask served() at once.
        Runnable recordServed =
            () ->
                served.add(
                    new Served(
                        request.path(),
                        request.headers(),
                        request.body(),
                        request.receivedNanos(),
                        List.copyOf(sent)));
        boolean keepOpen = respond(connection, out, script, sent, recordServed);
        if (!keepOpen) {
          return;
        }
      }
    } catch (IOException peerWentAway) {
      // the client hung up (timeout, cancel): nothing to serve any more
    }
  }

  private static boolean respond(
      Socket connection, OutputStream out, Script script, List<Long> sent, Runnable beforeEnd)
      throws IOException {
    boolean chunked = script.ending() != Script.Ending.CLOSE;
    String head =
        "HTTP/1.1 "
            + script.status()
            + " Status\r\nContent-Type: "
            + script.contentType()
            + "\r\n"
            + (chunked ? "Transfer-Encoding: chunked\r\n" : "Connection: close\r\n")
            + "\r\n";
    out.write(head.getBytes(StandardCharsets.US_ASCII));
    out.flush();
    for (Script.Piece piece : script.pieces()) {
      pause(piece.pauseNanos());
      byte[] bytes = piece.text().getBytes(StandardCharsets.UTF_8);
      if (chunked) {
        out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
      } else {
        out.write(bytes);
      }
      out.flush();
      sent.add(System.nanoTime());
    }
    beforeEnd.run();
    if (script.ending() == Script.Ending.RESET) {
      connection.setSoLinger(true, 0);
      return false;
    }
    if (chunked) {
      out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      return true;
    }
    return false;
  }

  private static void pause(long nanos) {
    long deadline = System.nanoTime() + nanos;
    for (long left = nanos; left > 0; left = deadline - System.nanoTime()) {
      LockSupport.parkNanos(left);
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
    }
  }

  private static Served readRequest(InputStream in) throws IOException {
    String head = readHead(in);
    if (head == null) {
      return null;
    }
    long received = System.nanoTime();
    String[] lines = head.split("\r\n");
    Map<String, String> headers = new HashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      if (colon > 0) {
        headers.put(
            lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
            lines[i].substring(colon + 1).trim());
      }
    }
    int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
    String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
    return new Served(lines[0].split(" ")[1], headers, body, received, List.of());
  }

  private static String readHead(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    int b;
    while ((b = in.read()) >= 0) {
      head.write(b);
      matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
      if (matched == 4) {
        return head.toString(StandardCharsets.US_ASCII);
      }
    }
    return null;
  }
}
