package dev.tokenpace.client.nio;

import java.io.IOException;

/**
 * The server's bytes are not HTTP/1.1; reported like a broken connection, as the JDK client does.
 */
final class MalformedResponseException extends IOException {

  private static final long serialVersionUID = 1L;

  MalformedResponseException(String message) {
    super(message);
  }
}
