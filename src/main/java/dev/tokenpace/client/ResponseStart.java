package dev.tokenpace.client;

/**
 * What a response's head says that decides how its body ends the request, as every transport reads
 * it.
 *
 * @param contentType {@code Content-Type}, or "" when absent
 * @param contentEncoding {@code Content-Encoding}, or "" when absent
 * @param location {@code Location} (a redirect's target), or "" when absent
 */
public record ResponseStart(
    int status, String contentType, String contentEncoding, String location) {

  public ResponseStart {
    contentType = contentType == null ? "" : contentType;
    contentEncoding = contentEncoding == null ? "" : contentEncoding;
    location = location == null ? "" : location;
  }
}
