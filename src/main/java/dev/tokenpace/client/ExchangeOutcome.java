package dev.tokenpace.client;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.UnaryResponse;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.WayIn;
import java.util.List;

/**
 * What came back for one request, before any client-side post-processing (tokenizing).
 *
 * @param headersNanos -1 when no response headers arrived
 * @param unary the parsed body of a non-streamed success, else {@code null}
 * @param failure {@code null} for a success
 * @param comments keep-alive comments received (counted, not kept)
 * @param wayIn the connection and the stamps of the way in
 */
record ExchangeOutcome(
    PreparedRequest request,
    long startNanos,
    long headersNanos,
    long endNanos,
    List<ChunkEvent> chunks,
    UnaryResponse unary,
    Failure failure,
    int comments,
    WayIn wayIn) {}
