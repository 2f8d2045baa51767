package dev.tokenpace.metrics;

/**
 * The token-bearing events of one request, in arrival order: the only events that time tokens.
 *
 * @param arrivalNanos when each event's terminating blank line arrived
 * @param tokens each event's own token count, always &gt; 0
 * @param content whether each event is answer content (as opposed to reasoning)
 */
public record TokenEvents(long[] arrivalNanos, int[] tokens, boolean[] content) {

  public int count() {
    return arrivalNanos.length;
  }

  public boolean isEmpty() {
    return arrivalNanos.length == 0;
  }

  public long firstNanos() {
    return arrivalNanos[0];
  }

  public long lastNanos() {
    return arrivalNanos[arrivalNanos.length - 1];
  }

  /** Index of the first answer (content) event, or -1 when the answer never began. */
  public int firstContentIndex() {
    for (int i = 0; i < content.length; i++) {
      if (content[i]) {
        return i;
      }
    }
    return -1;
  }

  /** Tokens of every event after the first: the number of ITL samples. */
  public int tokensAfterFirst() {
    int sum = 0;
    for (int i = 1; i < tokens.length; i++) {
      sum += tokens[i];
    }
    return sum;
  }

  /** Sum of every event's own count (to compare with the server's completion_tokens). */
  public int tokenSum() {
    return isEmpty() ? 0 : tokens[0] + tokensAfterFirst();
  }
}
