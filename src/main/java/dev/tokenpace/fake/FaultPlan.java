package dev.tokenpace.fake;

/**
 * A connection fault scripted after a number of events.
 *
 * @param type "close" (FIN mid-stream), "reset" (RST) or "stall" (no bytes for {@code stallNanos},
 *     later events shifted by it)
 * @param afterEvents how many events are sent before the fault
 */
public record FaultPlan(String type, int afterEvents, long stallNanos) {
  public static final String CLOSE = "close";
  public static final String RESET = "reset";
  public static final String STALL = "stall";

  boolean endsConnection() {
    return CLOSE.equals(type) || RESET.equals(type);
  }
}
