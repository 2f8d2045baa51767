package dev.tokenpace.acceptance.world;

/** One event of a request as the per-request report lists it; {@code time} in monotonic seconds. */
public record ReportedEvent(double time, String kind, String text, int tokens) {

  public boolean bearsTokens() {
    return RequestEvidence.carriesTokens(kind) && tokens > 0;
  }
}
