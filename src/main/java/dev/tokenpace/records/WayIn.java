package dev.tokenpace.records;

/**
 * How one request got onto the wire, before any of its response arrived: which connection carried
 * it and when each step of the way in completed, on the one clock ({@code System.nanoTime()}). A
 * stamp is -1 when the step did not happen for this request (a reused connection has no connect and
 * no TLS handshake) or when the transport cannot see it (docs/metrics.md, "The way in").
 *
 * @param connection whether the request opened its connection, or {@link Connection#UNKNOWN} when
 *     the transport cannot tell
 * @param connectNanos when the TCP connect completed (a new connection only), or -1
 * @param tlsStartNanos when the TLS handshake began: its first message (ClientHello) was produced
 *     (a new https connection only), or -1
 * @param tlsNanos when the TLS handshake completed (a new https connection only), or -1
 * @param writtenNanos when the request's last byte was written to the socket, or -1
 */
public record WayIn(
    Connection connection,
    long connectNanos,
    long tlsStartNanos,
    long tlsNanos,
    long writtenNanos) {

  /** What a transport that sees none of the way in records. */
  public static final WayIn UNKNOWN = new WayIn(Connection.UNKNOWN, -1, -1, -1, -1);

  /** Which connection carried a request. */
  public enum Connection {
    /** Opened for this request: its connect (and TLS handshake) is part of its way in. */
    NEW("new"),
    /** Taken from the keep-alive pool: no connect, no handshake. */
    REUSED("reused"),
    /** The transport does not say. */
    UNKNOWN(null);

    private final String wireName;

    Connection(String wireName) {
      this.wireName = wireName;
    }

    /** The report's name: "new", "reused", or {@code null} when unknown. */
    public String wireName() {
      return wireName;
    }

    /** The inverse of {@link #wireName()}; anything else (and {@code null}) is unknown. */
    public static Connection ofWireName(String name) {
      if ("new".equals(name)) {
        return NEW;
      }
      return "reused".equals(name) ? REUSED : UNKNOWN;
    }
  }

  public WayIn {
    if (connection == null) {
      connection = Connection.UNKNOWN;
    }
  }
}
