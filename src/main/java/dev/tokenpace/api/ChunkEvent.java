package dev.tokenpace.api;

import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;

/**
 * An SSE event classified once, in the stream stage, so metrics consume typed events.
 *
 * @param arrivalNanos copied from the SSE event: the moment its terminating blank line arrived
 * @param kind what the event means
 * @param text the content or reasoning text for token-bearing kinds, the error message for ERROR,
 *     the comment for COMMENT, otherwise empty
 * @param usage usage carried by this event, or {@code null}
 * @param finishReason {@code finish_reason} carried by this event, or {@code null}
 */
public record ChunkEvent(
    long arrivalNanos, ChunkKind kind, String text, Usage usage, String finishReason) {}
