package dev.tokenpace.acceptance.verdict;

/** The way in of a request, as the per-request report names its parts (docs/metrics.md). */
public enum WayInField implements ReportField {
  CONNECTION("connection", "connection"),
  CONNECT("connect duration", "connect_duration"),
  TLS_HANDSHAKE("TLS handshake duration", "tls_handshake_duration"),
  REQUEST_SEND("request send duration", "request_send_duration"),
  RESPONSE_HEAD("time to the response head", "time_to_response_head");

  private final Names names;

  WayInField(String label, String reportKey) {
    this.names = new Names(label, reportKey);
  }

  @Override
  public Names names() {
    return names;
  }
}
