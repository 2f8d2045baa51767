package dev.tokenpace.fake.model;

/**
 * What a profile's timing models made of one request, recorded in its {@code Timeline}: the
 * profile's script then counts from {@code batchWaitNanos + prefillNanos} after the moment it could
 * start (its receipt, or when a stream slot freed).
 *
 * @param promptTokens the prompt's tokens as the fake counted them, or -1 when no model read it
 * @param cachedTokens how many of them the prefix cache held; -1 without a cache (the usage then
 *     reports no {@code prompt_tokens_details})
 * @param batchWaitNanos the wait for its batch to start (0 without batching)
 * @param prefillNanos the prefill time of its uncached prompt tokens (0 without prefill)
 * @param streamsInFlight the streams in flight when it could start, itself counted, which chose its
 *     row of the in-flight table (0 without one)
 */
public record ServerWork(
    int promptTokens,
    int cachedTokens,
    long batchWaitNanos,
    long prefillNanos,
    int streamsInFlight) {

  /** A request no timing model touched. */
  public static final ServerWork NONE = new ServerWork(-1, -1, 0, 0, 0);

  public ServerWork(int promptTokens, int cachedTokens, long batchWaitNanos, long prefillNanos) {
    this(promptTokens, cachedTokens, batchWaitNanos, prefillNanos, 0);
  }

  public boolean readPrompt() {
    return promptTokens >= 0;
  }

  public long addedNanos() {
    return batchWaitNanos + prefillNanos;
  }
}
