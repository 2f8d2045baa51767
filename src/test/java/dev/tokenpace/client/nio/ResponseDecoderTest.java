package dev.tokenpace.client.nio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.client.ResponseStart;
import java.io.ByteArrayOutputStream;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ResponseDecoderTest {

  private static final class Collected implements ResponseDecoder.Receiver {
    ResponseHead head;
    final ByteArrayOutputStream body = new ByteArrayOutputStream();
    int ends;
    int used;

    @Override
    public void head(ResponseHead h) {
      head = h;
    }

    @Override
    public void body(byte[] bytes, int offset, int length) {
      body.write(bytes, offset, length);
    }

    @Override
    public void end() {
      ends++;
    }

    String text() {
      return body.toString(StandardCharsets.UTF_8);
    }
  }

  private static final String CHUNKED =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "d\r\ndata: hello\n\n\r\n"
          + "5;ext=1\r\ndata:\r\n"
          + "3\r\n x\n\r\n"
          + "0\r\nX-Trailer: t\r\n\r\n";

  @Test
  void chunkedBodySplitAtEveryPositionDecodesTheSame() throws Exception {
    byte[] bytes = CHUNKED.getBytes(StandardCharsets.US_ASCII);
    for (int split = 0; split <= bytes.length; split++) {
      ResponseDecoder decoder = new ResponseDecoder();
      Collected c = new Collected();
      int used =
          decoder.consume(bytes, 0, split, c)
              + decoder.consume(bytes, split, bytes.length - split, c);

      assertThat(used).as("split %d", split).isEqualTo(bytes.length);
      assertThat(c.text()).as("split %d", split).isEqualTo("data: hello\n\ndata: x\n");
      assertThat(c.ends).isEqualTo(1);
      assertThat(decoder.done()).isTrue();
      assertThat(c.head.keepAlive()).isTrue();
      assertThat(c.head.contentType()).isEqualTo("text/event-stream");
    }
  }

  /** Hands {@code response} to {@code decoder} in one piece; what it passed on, and bytes used. */
  private static Collected decodeWhole(ResponseDecoder decoder, String response)
      throws MalformedResponseException {
    byte[] bytes = response.getBytes(StandardCharsets.US_ASCII);
    Collected c = new Collected();
    c.used = decoder.consume(bytes, 0, bytes.length, c);
    return c;
  }

  @Test
  void contentLengthBodyStopsAtItsLengthAndLeavesTheRest() throws Exception {
    String response = "HTTP/1.1 503 No\r\nContent-Length: 4\r\n\r\nbodyEXTRA";
    Collected c = decodeWhole(new ResponseDecoder(), response);

    assertThat(c.used).isEqualTo(response.length() - 5);
    assertThat(c.text()).isEqualTo("body");
    assertThat(c.head.status()).isEqualTo(503);
  }

  @Test
  void closeDelimitedBodyEndsWithTheConnectionAndIsNotReusable() throws Exception {
    ResponseDecoder decoder = new ResponseDecoder();
    Collected c =
        decodeWhole(decoder, "HTTP/1.1 200 OK\nContent-Type: text/event-stream\n\ndata: a\n\n");

    assertThat(c.ends).isZero();
    assertThat(decoder.closeEndsBody(c)).isTrue();
    assertThat(c.ends).isEqualTo(1);
    assertThat(c.head.keepAlive()).isFalse();
  }

  @Test
  void informationalHeadIsSkipped() throws Exception {
    ResponseDecoder decoder = new ResponseDecoder();
    Collected c =
        decodeWhole(decoder, "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n");

    assertThat(c.head.status()).isEqualTo(204);
    assertThat(decoder.done()).isTrue();
  }

  @Test
  void connectionCloseHeaderForbidsReuse() throws Exception {
    Collected c =
        decodeWhole(
            new ResponseDecoder(),
            "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");

    assertThat(c.head.keepAlive()).isFalse();
  }

  @Test
  void garbageIsAMalformedResponse() {
    assertThatThrownBy(() -> decodeWhole(new ResponseDecoder(), "SSH-2.0-OpenSSH\r\n\r\n"))
        .isInstanceOf(MalformedResponseException.class);
  }

  @Test
  void aHeadUpToTheJdkCapIsReadAndOneByteMoreIsRefused() throws Exception {
    String status = "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n";
    String padding = "X-Pad: " + "p".repeat(ResponseDecoder.MAX_HEAD_BYTES) + "\r\n\r\n";
    String atCap =
        status
            + padding.substring(
                padding.length() - (ResponseDecoder.MAX_HEAD_BYTES - status.length()));
    assertThat(atCap).hasSize(ResponseDecoder.MAX_HEAD_BYTES).startsWith(status);

    assertThat(decodeWhole(new ResponseDecoder(), atCap).head.status()).isEqualTo(200);
    assertThatThrownBy(() -> decodeWhole(new ResponseDecoder(), atCap.replace("OK", "OK!")))
        .isInstanceOf(ProtocolException.class)
        .hasMessageContaining("393216");
  }

  @Test
  void eightInterimHeadsAreSkippedAndANinthIsMalformed() throws Exception {
    String interim = "HTTP/1.1 100 Continue\r\n\r\n";
    String last = "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n";

    assertThat(decodeWhole(new ResponseDecoder(), interim.repeat(8) + last).head.status())
        .isEqualTo(200);
    assertThatThrownBy(() -> decodeWhole(new ResponseDecoder(), interim.repeat(9) + last))
        .isInstanceOf(MalformedResponseException.class)
        .hasMessageContaining("more than 8 interim");
  }

  @Test
  void theHeadNamesItsEncodingAndWhereItRedirects() throws Exception {
    Collected c =
        decodeWhole(
            new ResponseDecoder(),
            "HTTP/1.1 302 Found\r\nLocation: http://elsewhere/v1\r\n"
                + "Content-Encoding: gzip\r\nContent-Length: 0\r\n\r\n");

    assertThat(c.head.start()).isEqualTo(new ResponseStart(302, "", "gzip", "http://elsewhere/v1"));
  }
}
