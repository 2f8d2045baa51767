package dev.tokenpace.client.nio;

import java.net.ProtocolException;

/**
 * The server's bytes are not HTTP/1.1: a {@link ProtocolException}, as the JDK client reports the
 * same faults, so both transports label them alike.
 */
final class MalformedResponseException extends ProtocolException {

  private static final long serialVersionUID = 1L;

  MalformedResponseException(String message) {
    super(message);
  }
}
