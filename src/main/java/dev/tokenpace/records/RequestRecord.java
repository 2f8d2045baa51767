package dev.tokenpace.records;

import java.util.List;

/**
 * Everything one request produced, in the one clock ({@code System.nanoTime()}). Built once the
 * response ended; the input of every metric. A request that was sent is always recorded: as a
 * success ({@code failure == null}) or a failure with whatever partial data arrived.
 *
 * @param requestId the X-Request-Id sent with it
 * @param stageId the load stage, from 0
 * @param streamed whether the request asked for a stream
 * @param scheduledNanos when the load generator meant to send it
 * @param startNanos just before it was handed to the HTTP client
 * @param headersNanos when the response headers arrived, or -1 when none did
 * @param endNanos when the response ended: last byte arrived or the stream closed (never after
 *     client-side post-processing); for failures, when the failure was seen
 * @param chunks every classified event in arrival order (streamed requests; empty otherwise)
 * @param outputText the whole generated text, reasoning then content
 * @param outputTokens client count of {@code outputText} without special tokens
 * @param inputTokens server {@code usage.prompt_tokens}, else the client count of the prompt
 * @param usage merged server usage, or {@code null}
 * @param requestBytes bytes of the request body
 * @param failure {@code null} for a success
 * @param comments keep-alive comments received: counted, never kept (a server may send millions)
 * @param wayIn the connection and the stamps of its way in (connect, TLS, written); never {@code
 *     null}, {@link WayIn#UNKNOWN} when the transport saw none of it
 * @param maxTokens the {@code max_tokens} the request asked for, 0 when it set none
 */
public record RequestRecord(
    String requestId,
    int stageId,
    boolean streamed,
    long scheduledNanos,
    long startNanos,
    long headersNanos,
    long endNanos,
    List<TimedChunk> chunks,
    String outputText,
    int outputTokens,
    int inputTokens,
    Usage usage,
    int requestBytes,
    Failure failure,
    int comments,
    WayIn wayIn,
    int maxTokens) {

  public RequestRecord {
    if (wayIn == null) {
      wayIn = WayIn.UNKNOWN;
    }
  }

  public boolean succeeded() {
    return failure == null;
  }

  /**
   * The tokens the answer ran to: the server's {@code completion_tokens} when it reported usage,
   * else the client's count of the output.
   */
  public int answeredTokens() {
    return usage != null && usage.completionTokens() != null
        ? usage.completionTokens()
        : outputTokens;
  }

  /**
   * A successful answer longer than the {@code max_tokens} its request asked for: the server did
   * not hold to the limit, so the answer's length (and what follows from it) is not what was asked.
   */
  public boolean ranPastMaxTokens() {
    return succeeded() && maxTokens > 0 && answeredTokens() > maxTokens;
  }
}
