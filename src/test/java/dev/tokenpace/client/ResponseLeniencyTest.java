package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.WordCounter;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Odd but readable response heads that the NIO transport reads (bare LF line ends, unchecked header
 * lines, chunked framing over a stray Content-Length, a repeated equal Content-Length, HTTP/1.0
 * bodies): a server's quirk is not a failure where the answer itself is whole.
 */
class ResponseLeniencyTest {

  private static final String EVENTS =
      "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"a\"}}]}\n\ndata: [DONE]\n\n";

  private static String chunk(String text) {
    return Integer.toHexString(text.length()) + "\r\n" + text + "\r\n";
  }

  static Stream<Arguments> oddHeads() {
    String length = "Content-Length: " + EVENTS.length();
    List<Arguments> rows = new ArrayList<>();
    for (String[] c :
        new String[][] {
          {
            "chunked framing beside a Content-Length",
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                + "Content-Length: 5\r\n\r\n"
                + chunk(EVENTS)
                + "0\r\n\r\n"
          },
          {
            "a repeated equal Content-Length",
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                + length
                + "\r\n"
                + length
                + "\r\n\r\n"
                + EVENTS
          },
          {
            "bare LF line ends in the head",
            "HTTP/1.1 200 OK\nContent-Type: text/event-stream\n" + length + "\n\n" + EVENTS
          },
          {
            "a header name that is not a token",
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nX Bad: 1\r\n"
                + length
                + "\r\n\r\n"
                + EVENTS
          },
          {
            "HTTP/1.0, ended by the close",
            "HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\n" + EVENTS
          },
          {
            "HTTP/1.0, chunked",
            "HTTP/1.0 200 OK\r\n"
                + "Content-Type: text/event-stream\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n"
                + chunk(EVENTS)
                + "0\r\n\r\n"
          }
        }) {
      rows.add(Arguments.of(Named.of(c[0], c[1])));
    }
    return rows.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("oddHeads")
  void isReadLikeAnyOtherResponse(String response) throws Exception {
    RequestRecord record = sendAnswering(response);

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    assertThat(record.outputText()).isEqualTo("a");
  }

  /** Sends one streamed request to a one-shot server that answers {@code response} and closes. */
  private static RequestRecord sendAnswering(String response) throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        ModelServerClient client =
            new NioModelServerClient(
                TestClients.chatSettings(Duration.ofSeconds(10)),
                new WordCounter(),
                EventStamping.atTerminator())) {
      CompletableFuture<Void> answered =
          CompletableFuture.runAsync(() -> answerOnce(server, response));
      URI base = URI.create("http://127.0.0.1:" + server.getLocalPort());
      RequestRecord record =
          client
              .send(TestClients.chatRequest(base, "odd", true, "hi"))
              .record()
              .get(20, TimeUnit.SECONDS);
      answered.get(20, TimeUnit.SECONDS);
      return record;
    }
  }

  /** Reads the request's head and body (up to its Content-Length), answers, and closes. */
  private static void answerOnce(ServerSocket server, String response) {
    try (Socket socket = server.accept()) {
      InputStream in = socket.getInputStream();
      StringBuilder head = new StringBuilder();
      while (head.indexOf("\r\n\r\n") < 0) {
        int b = in.read();
        if (b < 0) {
          return;
        }
        head.append((char) b);
      }
      String lower = head.toString().toLowerCase(java.util.Locale.ROOT);
      int at = lower.indexOf("content-length:");
      int end = lower.indexOf("\r\n", at);
      in.readNBytes(Integer.parseInt(lower.substring(at + 15, end).trim()));
      socket.getOutputStream().write(response.getBytes(StandardCharsets.UTF_8));
      socket.getOutputStream().flush();
      socket.shutdownOutput();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
