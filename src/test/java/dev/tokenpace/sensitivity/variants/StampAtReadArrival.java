package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.client.EventStamping;

/**
 * TEMPORARY COPY for the gate branch until the client branch (which owns this class) is merged: each
 * event gets the arrival time of the read in which it STARTED, so an event whose bytes straddle two
 * reads is stamped too early. On merge, take the client branch's version.
 */
public final class StampAtReadArrival implements EventStamping {

  private long currentRead;
  private long eventStartRead;

  @Override
  public void readArrived(long nanos) {
    currentRead = nanos;
  }

  @Override
  public void eventStarted() {
    eventStartRead = currentRead;
  }

  @Override
  public long eventCompleted() {
    return eventStartRead;
  }
}
