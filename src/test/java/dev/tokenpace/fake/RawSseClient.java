package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A bare HTTP/1.1 client on a socket: sends one POST, stamps {@code System.nanoTime()} after every
 * read, and afterwards maps each SSE event (through the chunked framing) to the reads that carried
 * it.
 */
final class RawSseClient {

  record Arrival(String text, long firstByteNanos, long lastByteNanos, int reads) {}

  /**
   * @param writtenNanos when the request's last byte was accepted by the socket (its write
   *     returned)
   */
  record Result(
      String head, List<Arrival> events, String ending, long sendNanos, long writtenNanos) {
    boolean endedCleanly() {
      return "complete".equals(ending);
    }

    /** The JSON of each {@code data: {…}} event, in order; [DONE] and comments left out. */
    List<JsonNode> jsonChunks() throws JsonProcessingException {
      List<JsonNode> chunks = new ArrayList<>();
      for (Arrival arrival : events) {
        String data = arrival.text().strip();
        if (data.startsWith("data: {")) {
          chunks.add(JSON.readTree(data.substring("data: ".length())));
        }
      }
      return chunks;
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  private RawSseClient() {}

  static Result post(int port, String path, String body, String requestId) throws IOException {
    return post(port, path, body, requestId, 0);
  }

  /**
   * @param sendBufferBytes the socket's send buffer, 0 for the system's: a small one makes a long
   *     body outgrow what the connection can hold before the server reads it
   */
  static Result post(int port, String path, String body, String requestId, int sendBufferBytes)
      throws IOException {
    try (Socket socket = new Socket()) {
      socket.setTcpNoDelay(true);
      if (sendBufferBytes > 0) {
        socket.setSendBufferSize(sendBufferBytes);
      }
      socket.setSoTimeout(15_000);
      socket.connect(new InetSocketAddress("127.0.0.1", port));
      byte[] payload = body.getBytes(StandardCharsets.UTF_8);
      String request =
          "POST "
              + path
              + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              + "X-Request-Id: "
              + requestId
              + "\r\nContent-Length: "
              + payload.length
              + "\r\n\r\n";
      OutputStream out = socket.getOutputStream();
      long sendNanos = System.nanoTime();
      out.write(request.getBytes(StandardCharsets.US_ASCII));
      out.write(payload);
      out.flush();
      long writtenNanos = System.nanoTime();
      return read(socket.getInputStream(), sendNanos, writtenNanos);
    }
  }

  private static Result read(InputStream in, long sendNanos, long writtenNanos) throws IOException {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    List<long[]> reads = new ArrayList<>(); // {end offset, nanos}
    byte[] buffer = new byte[65536];
    String ending;
    while (true) {
      int n;
      try {
        n = in.read(buffer);
      } catch (SocketException e) {
        ending = "reset";
        break;
      }
      long now = System.nanoTime();
      if (n < 0) {
        ending = "eof";
        break;
      }
      raw.write(buffer, 0, n);
      reads.add(new long[] {raw.size(), now});
      if (endsWith(raw.toByteArray(), "\r\n0\r\n\r\n") || isComplete(raw.toByteArray())) {
        ending = "complete";
        break;
      }
    }
    return decode(raw.toByteArray(), reads, ending, sendNanos, writtenNanos);
  }

  private static boolean isComplete(byte[] raw) {
    String text = new String(raw, StandardCharsets.ISO_8859_1);
    int headEnd = text.indexOf("\r\n\r\n");
    if (headEnd < 0) {
      return false;
    }
    String head = text.substring(0, headEnd).toLowerCase();
    int at = head.indexOf("content-length:");
    if (at < 0) {
      return false;
    }
    int length = Integer.parseInt(head.substring(at + 15).split("\r\n")[0].trim());
    return raw.length - headEnd - 4 >= length;
  }

  private static Result decode(
      byte[] raw, List<long[]> reads, String ending, long sendNanos, long writtenNanos) {
    String text = new String(raw, StandardCharsets.ISO_8859_1);
    int headEnd = text.indexOf("\r\n\r\n");
    String head = headEnd < 0 ? text : text.substring(0, headEnd);
    List<Arrival> events = new ArrayList<>();
    if (headEnd < 0) {
      return new Result(head, events, ending, sendNanos, writtenNanos);
    }
    boolean chunked = head.toLowerCase().contains("transfer-encoding: chunked");
    List<Integer> bodyIndexes =
        chunked ? dechunk(raw, headEnd + 4) : range(headEnd + 4, raw.length);
    ByteArrayOutputStream event = new ByteArrayOutputStream();
    java.util.Set<Integer> readsOfEvent = new java.util.HashSet<>();
    int firstIndex = -1;
    for (int k = 0; k < bodyIndexes.size(); k++) {
      int index = bodyIndexes.get(k);
      if (firstIndex < 0) {
        firstIndex = index;
      }
      event.write(raw[index]);
      readsOfEvent.add(readOf(reads, index));
      byte[] soFar = event.toByteArray();
      if (endsWith(soFar, "\n\n") || (!chunked && k == bodyIndexes.size() - 1)) {
        int firstRead = readOf(reads, firstIndex);
        int lastRead = readOf(reads, index);
        events.add(
            new Arrival(
                new String(soFar, StandardCharsets.UTF_8),
                reads.get(firstRead)[1],
                reads.get(lastRead)[1],
                readsOfEvent.size()));
        event.reset();
        readsOfEvent.clear();
        firstIndex = -1;
      }
    }
    return new Result(head, events, ending, sendNanos, writtenNanos);
  }

  private static List<Integer> dechunk(byte[] raw, int from) {
    List<Integer> indexes = new ArrayList<>();
    int at = from;
    while (at < raw.length) {
      int lineEnd = indexOf(raw, at);
      if (lineEnd < 0) {
        break;
      }
      int size =
          Integer.parseInt(new String(raw, at, lineEnd - at, StandardCharsets.US_ASCII).trim(), 16);
      if (size == 0) {
        break;
      }
      int dataStart = lineEnd + 2;
      for (int i = dataStart; i < Math.min(dataStart + size, raw.length); i++) {
        indexes.add(i);
      }
      at = dataStart + size + 2;
    }
    return indexes;
  }

  private static int indexOf(byte[] raw, int from) {
    for (int i = from; i + 1 < raw.length; i++) {
      if (raw[i] == '\r' && raw[i + 1] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static List<Integer> range(int from, int to) {
    List<Integer> indexes = new ArrayList<>();
    for (int i = from; i < to; i++) {
      indexes.add(i);
    }
    return indexes;
  }

  private static int readOf(List<long[]> reads, int index) {
    for (int r = 0; r < reads.size(); r++) {
      if (reads.get(r)[0] > index) {
        return r;
      }
    }
    return reads.size() - 1;
  }

  private static boolean endsWith(byte[] bytes, String suffix) {
    byte[] s = suffix.getBytes(StandardCharsets.US_ASCII);
    if (bytes.length < s.length) {
      return false;
    }
    for (int i = 0; i < s.length; i++) {
      if (bytes[bytes.length - s.length + i] != s[i]) {
        return false;
      }
    }
    return true;
  }
}
