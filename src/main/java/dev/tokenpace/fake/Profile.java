package dev.tokenpace.fake;

import java.time.Duration;

/**
 * A scripted response: events in order, each sent at an absolute deadline from the request's
 * receipt (the sum of the gaps before it), never by accumulated sleeps.
 */
public final class Profile {

  // CONTRACT STUB — implemented by the fake work.
  private Profile() {}

  public static Builder builder() { return new Builder(); }

  /**
   * Expected from the fake work (the cli's {@code fake --profile FILE} calls it): reads a profile
   * written as JSON; throws {@link java.io.IOException} when unreadable, IllegalArgumentException when invalid.
   */
  public static Profile fromJson(java.nio.file.Path file) throws java.io.IOException {
    throw new UnsupportedOperationException("not yet");
  }

  /** One event per whitespace-separated word (each but the first keeps its leading space). */
  public static Builder words(String text) { throw new UnsupportedOperationException("not yet"); }

  public static final class Builder {
    /** The gap before the next event added (for the first: from the request's receipt). */
    public Builder after(Duration gap) { return this; }
    /** Gaps before successive following events, consumed in order by the next events added. */
    public Builder gaps(Duration... gaps) { return this; }
    public Builder role() { return this; }
    public Builder content(String text) { return this; }
    public Builder reasoning(String text) { return this; }
    public Builder usage(int promptTokens, int completionTokens) { return this; }
    public Builder finish(String reason) { return this; }
    public Builder comment(String text) { return this; }
    public Builder error(String message) { return this; }
    public Builder malformedJson() { return this; }
    public Builder raw(byte[] bytes) { return this; }
    /** {@code data: [DONE]}. */
    public Builder done() { return this; }
    /** Splits the last added event into two writes at {@code atByte}, pausing in between. */
    public Builder splitLast(int atByte, Duration pause) { return this; }
    /** The next event added goes out in the same write as the one before it. */
    public Builder sameWrite() { return this; }
    public Builder closeAfter(int events) { return this; }
    public Builder resetAfter(int events) { return this; }
    public Builder stallAfter(int events, Duration stall) { return this; }
    public Profile build() { throw new UnsupportedOperationException("not yet"); }
  }
}
