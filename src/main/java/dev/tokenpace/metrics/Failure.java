package dev.tokenpace.metrics;

/**
 * Why a request failed.
 *
 * @param type a stable machine-readable kind, e.g. "http_status", "error_event", "connection_refused",
 *     "connection_reset", "incomplete_stream", "timeout", "malformed_json", "cancelled"
 * @param label the concise grouping key of the report's {@code failures.by_label}, e.g.
 *     "500 - Internal Server Error", "Timeout", "Connection Error"
 * @param message the human message (server's error message when it sent one)
 * @param httpStatus the response status, or 0 when no response came
 */
public record Failure(String type, String label, String message, int httpStatus) {}
