package dev.tokenpace.reliability.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * The named ways the {@link HostileServer} answers a request. Each writes a whole answer (or breaks
 * it) and says whether the connection may carry the next request.
 */
public enum Misbehaviour {

  /** role, "one", " two", finish, [DONE]: the answer every other one is measured against. */
  HEALTHY {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead("").chunk(HEALTHY_EVENTS).endChunks();
      return true;
    }
  },

  /** {@code :\n\n} keep-alive comments as fast as the client reads, then a healthy answer. */
  COMMENT_FLOOD {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead("").flood(HostileReply.repeated(":\n\n", 64 * 1024));
      reply.chunk(HEALTHY_EVENTS).endChunks();
      return true;
    }
  },

  /** One-token content events as fast as the client reads, then a healthy end. */
  CONTENT_FLOOD {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead("").flood(HostileReply.repeated(event(content(" x")), 64 * 1024));
      reply.chunk(HEALTHY_EVENTS).endChunks();
      return true;
    }
  },

  /** A healthy first answer; a reused connection is reset (RST) after the request was read. */
  RESET_REUSED_CONNECTION {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      if (reply.requestOnConnection() == 1) {
        return HEALTHY.respond(reply);
      }
      reply.reset();
      return false;
    }
  },

  /** A healthy first answer; a reused connection is closed (FIN) after the request was read. */
  CLOSE_REUSED_CONNECTION {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      if (reply.requestOnConnection() == 1) {
        return HEALTHY.respond(reply);
      }
      reply.close();
      return false;
    }
  },

  /** An SSE {@code event: error} with a JSON message, then [DONE]. */
  SSE_ERROR_EVENT {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply
          .streamHead("")
          .chunk("event: error\ndata: {\"message\": \"engine overloaded\"}\n\n" + event("[DONE]"))
          .endChunks();
      return true;
    }
  },

  /** 100 KiB of header lines before a healthy answer. */
  HEADERS_100_KIB {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead(padding(100 * 1024)).chunk(HEALTHY_EVENTS).endChunks();
      return true;
    }
  },

  /** 512 KiB of header lines: over every client's cap. */
  HEADERS_512_KIB {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead(padding(512 * 1024)).chunk(HEALTHY_EVENTS).endChunks();
      return true;
    }
  },

  /**
   * A healthy answer by Content-Length, followed in the same write by bytes the length does not
   * count.
   */
  BODY_LONGER_THAN_CONTENT_LENGTH {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.raw(lengthDelimited(HEALTHY_EVENTS) + event(content(" surplus")));
      return true;
    }
  },

  /**
   * The same surplus, sent later: once the client has sent its next request on the connection,
   * where that response's head should be. Written only after the server has read that request, so
   * the server's count never depends on who closes first.
   */
  BODY_LONGER_THAN_CONTENT_LENGTH_LATE {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      if (reply.requestOnConnection() > 1) {
        reply.raw(event(content(" surplus")));
      }
      reply.raw(lengthDelimited(HEALTHY_EVENTS));
      return true;
    }
  },

  /**
   * {@code 100 Continue} heads, one after another as fast as the client reads (a full socket buffer
   * holds the next write back), and never a final answer; the client hanging up ends it.
   */
  ENDLESS_CONTINUE {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      while (true) {
        reply.raw("HTTP/1.1 100 Continue\r\n\r\n");
      }
    }
  },

  /** A gzip-compressed event stream nobody asked for (tokenpace sends no Accept-Encoding). */
  GZIP_STREAM {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.streamHead("Content-Encoding: gzip\r\n").chunk(gzip(HEALTHY_EVENTS)).endChunks();
      return true;
    }
  },

  /** A login page labelled {@code text/event-stream}. */
  HTML_AS_EVENT_STREAM {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply
          .streamHead("")
          .chunk(
              "<!DOCTYPE html>\n<html><head><title>Sign in to continue</title></head>\n"
                  + "<body><form>…</form></body></html>\n")
          .endChunks();
      return true;
    }
  },

  /** 301 to another host. */
  REDIRECT_301 {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.raw(redirect(301, "Moved Permanently"));
      return true;
    }
  },

  /** 302 to another host. */
  REDIRECT_302 {
    @Override
    boolean respond(HostileReply reply) throws IOException {
      reply.raw(redirect(302, "Found"));
      return true;
    }
  };

  static final String LOCATION = "http://elsewhere.example:8000/v1/chat/completions";

  private static final String HEALTHY_EVENTS =
      event("{\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}")
          + event(content("one"))
          + event(content(" two"))
          + event("{\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}")
          + event("[DONE]");

  /**
   * Answers one request.
   *
   * @return whether the connection may carry another request
   */
  abstract boolean respond(HostileReply reply) throws IOException;

  /** The kebab-case name the server's command line takes. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  public static Misbehaviour fromCliName(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT).replace('-', '_'));
  }

  private static String event(String data) {
    return "data: " + data + "\n\n";
  }

  private static String content(String text) {
    return "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"" + text + "\"}}]}";
  }

  private static String padding(int bytes) {
    String line = "X-Padding: " + "p".repeat(100) + "\r\n";
    return line.repeat(bytes / line.length() + 1);
  }

  private static String redirect(int status, String reason) {
    return "HTTP/1.1 "
        + status
        + " "
        + reason
        + "\r\nLocation: "
        + LOCATION
        + "\r\nContent-Length: 0\r\n\r\n";
  }

  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream zip = new GZIPOutputStream(bytes)) {
      zip.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  private static String lengthDelimited(String body) {
    return "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length
        + "\r\n\r\n"
        + body;
  }
}
