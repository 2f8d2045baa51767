package dev.tokenpace.fake;

import java.util.List;

/**
 * What the fake did for one request, in {@code System.nanoTime()}.
 *
 * @param requestId the client's X-Request-Id, else the fake's own id
 * @param receivedNanos when the request began on the connector
 * @param events every event written, in order
 * @param endNanos when the response was complete (or the fault ended it)
 * @param fault the fault applied ("close", "reset", "stall"), or {@code null}
 */
public record Timeline(String requestId, long receivedNanos, List<Timeline.SentEvent> events, long endNanos, String fault) {

  /**
   * @param kind "content", "reasoning", "role", "usage", "finish", "comment", "error", "malformed", "raw", "done"
   * @param text the event's text (content/reasoning words), empty otherwise
   * @param scheduledNanos the deadline the profile set
   * @param writeStartNanos when the write began
   * @param sentNanos when write + flush returned: the truth the suite compares against
   */
  public record SentEvent(int index, String kind, String text, int bytes, long scheduledNanos, long writeStartNanos, long sentNanos) {}
}
