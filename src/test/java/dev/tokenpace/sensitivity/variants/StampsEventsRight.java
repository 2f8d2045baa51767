package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.client.EventStamping;

/**
 * The base of a broken stamping whose mistake lies elsewhere: each event is stamped as the real one
 * stamps it, when its terminator is read.
 */
abstract class StampsEventsRight implements EventStamping {

  @Override
  public final long eventCompleted() {
    return System.nanoTime();
  }
}
