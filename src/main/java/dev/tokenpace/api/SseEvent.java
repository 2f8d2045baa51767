package dev.tokenpace.api;

/**
 * One Server-Sent Event as it came off the wire, stamped when its terminating blank line was read.
 *
 * @param arrivalNanos {@code System.nanoTime()} when the event completed (the reader that parses
 *     events decides the stamp; this record only carries it)
 * @param event the {@code event:} field, or {@code null} when absent (the spec's default "message")
 * @param data the {@code data:} lines joined with '\n', or {@code null} for a comment-only block
 * @param id the {@code id:} field, or {@code null}
 * @param comment the text of the block's comment lines (": ping"), or {@code null}
 */
public record SseEvent(long arrivalNanos, String event, String data, String id, String comment) {

  public boolean isComment() {
    return data == null;
  }
}
