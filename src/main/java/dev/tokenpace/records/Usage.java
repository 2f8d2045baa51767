package dev.tokenpace.records;

/**
 * The server's {@code usage} object; a field the server did not send is {@code null}.
 *
 * @param cachedTokens {@code prompt_tokens_details.cached_tokens}
 */
public record Usage(
    Integer promptTokens, Integer completionTokens, Integer totalTokens, Integer cachedTokens) {

  /** Later keys win, as servers that repeat usage mean the newest value. */
  public Usage mergedWith(Usage later) {
    if (later == null) {
      return this;
    }
    return new Usage(
        later.promptTokens != null ? later.promptTokens : promptTokens,
        later.completionTokens != null ? later.completionTokens : completionTokens,
        later.totalTokens != null ? later.totalTokens : totalTokens,
        later.cachedTokens != null ? later.cachedTokens : cachedTokens);
  }
}
