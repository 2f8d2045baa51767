package dev.tokenpace.report.html;

/**
 * The way-in distributions the page tabulates beside TTFT, by their report key under {@code
 * successes.way_in} (docs/metrics.md, "The way in").
 */
enum WayInMetric {
  CONNECT("connect_duration", "connect", "TCP connect of a new connection: connect − start"),
  TLS("tls_handshake_duration", "TLS", "TLS handshake of a new https connection: tls − tls start"),
  SEND("request_send_duration", "send", "request written − connection ready"),
  HEAD("time_to_response_head", "head", "response head (status and headers) − start");

  private final String reportKey;
  private final String shortName;
  private final String longName;

  WayInMetric(String reportKey, String shortName, String longName) {
    this.reportKey = reportKey;
    this.shortName = shortName;
    this.longName = longName;
  }

  String reportKey() {
    return reportKey;
  }

  String shortName() {
    return shortName;
  }

  String longName() {
    return longName;
  }
}
