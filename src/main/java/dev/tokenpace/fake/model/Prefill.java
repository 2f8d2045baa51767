package dev.tokenpace.fake.model;

import java.time.Duration;

/**
 * A server's prefill: before its first token it reads the prompt, so the answer starts later the
 * longer the prompt (the tokens it has not cached). The profile's own first wait stays the fixed
 * part.
 *
 * @param nanosPer1000Tokens the time 1,000 uncached prompt tokens add before the first event
 */
public record Prefill(long nanosPer1000Tokens) {

  public Prefill {
    if (nanosPer1000Tokens < 0) {
      throw new IllegalArgumentException("prefill cannot take negative time");
    }
  }

  public static Prefill per1000Tokens(Duration time) {
    return new Prefill(time.toNanos());
  }

  long nanosFor(int uncachedTokens) {
    return Math.round(nanosPer1000Tokens * (double) uncachedTokens / 1000);
  }
}
