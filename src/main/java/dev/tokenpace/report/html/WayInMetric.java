package dev.tokenpace.report.html;

/**
 * The way-in distributions the page tabulates beside TTFT, by their report key under {@code
 * successes.way_in} (docs/metrics.md, "The way in").
 */
enum WayInMetric implements TabulatedMetric {
  CONNECT("connect_duration", "connect", "TCP connect of a new connection: connect − start"),
  TLS("tls_handshake_duration", "TLS", "TLS handshake of a new https connection: tls − tls start"),
  SEND("request_send_duration", "send", "request written − connection ready"),
  HEAD("time_to_response_head", "head", "response head (status and headers) − start");

  private final Names names;

  WayInMetric(String reportKey, String shortName, String longName) {
    this.names = new Names(reportKey, shortName, longName);
  }

  @Override
  public Names names() {
    return names;
  }
}
