package dev.tokenpace.load;

import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.records.RequestRecord;

/** Told of every send (dispatcher thread) and every finished record (client threads). */
public interface LoadListener {

  default void stageStarted(int stageId, long startNanos, int scheduled) {}

  default void sent(PreparedRequest request) {}

  void recorded(RequestRecord record);
}
