package dev.tokenpace.load;

import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.records.RequestRecord;

/** Told of every send (dispatcher thread) and every finished record (client threads). */
public interface LoadListener {

  default void stageStarted(int stageId, long startNanos, int scheduled) {}

  /** A stage's connections were opened ahead ({@code load.preconnect}), as far as they could be. */
  default void preconnected(int stageId, Preconnected result) {}

  default void sent(PreparedRequest request) {}

  void recorded(RequestRecord record);
}
