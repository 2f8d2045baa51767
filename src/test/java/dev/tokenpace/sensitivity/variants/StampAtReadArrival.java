package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.client.EventStamping;

/**
 * A deliberately broken stamping for the sensitivity gate: each event gets the arrival time of the
 * read in which it STARTED, so an event whose bytes straddle two reads is stamped too early — the
 * mistake of a reader that timestamps buffers instead of event terminators.
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

  @Override
  public EventStamping newStream() {
    return new StampAtReadArrival();
  }
}
