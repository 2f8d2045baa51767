package dev.tokenpace.fake.script;

/**
 * A connection fault scripted after a number of events.
 *
 * @param type {@link FaultKind#CLOSE} (FIN mid-stream), {@link FaultKind#RESET} (RST) or {@link
 *     FaultKind#STALL} (no bytes for {@code stallNanos}, later events shifted by it)
 * @param afterEvents how many events are sent before the fault
 */
public record FaultPlan(FaultKind type, int afterEvents, long stallNanos) {

  public FaultPlan {
    if (!type.scripted()) {
      throw new IllegalArgumentException("a profile cannot script " + type);
    }
  }

  boolean endsConnection() {
    return type.endsConnection();
  }
}
