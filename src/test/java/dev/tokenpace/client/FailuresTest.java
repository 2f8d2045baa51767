package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.records.FailureType;
import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ProtocolException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class FailuresTest {

  @Test
  void transportExceptionsMapToTypes() {
    assertThat(
            Failures.fromThrowable(new CompletionException(new ConnectException("refused"))).type())
        .isEqualTo(FailureType.CONNECTION_REFUSED);
    assertThat(Failures.fromThrowable(new HttpTimeoutException("request timed out")).type())
        .isEqualTo(FailureType.TIMEOUT);
    assertThat(Failures.fromThrowable(new IOException("Connection reset")).type())
        .isEqualTo(FailureType.CONNECTION_RESET);
    assertThat(
            Failures.fromThrowable(new ProtocolException("Header size too big: 393217 > 393216"))
                .type())
        .isEqualTo(FailureType.MALFORMED_RESPONSE);
    assertThat(Failures.fromThrowable(new IllegalStateException("odd")).type())
        .isEqualTo(FailureType.CLIENT_ERROR);
  }

  @Test
  void aBreakAfterTheHeadersIsAnIncompleteStream() {
    assertThat(Failures.midBody(new IOException("Connection reset")).type())
        .isEqualTo(FailureType.INCOMPLETE_STREAM);
    assertThat(Failures.midBody(new EOFException("EOF")).type())
        .isEqualTo(FailureType.INCOMPLETE_STREAM);
    assertThat(Failures.midBody(new ProtocolException("chunk not followed by CRLF")).type())
        .isEqualTo(FailureType.INCOMPLETE_STREAM);
  }
}
