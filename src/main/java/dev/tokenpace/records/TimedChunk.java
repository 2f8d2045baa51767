package dev.tokenpace.records;

import dev.tokenpace.wire.ChunkKind;

/**
 * One classified event of a response with its token count (counted alone, without special tokens).
 *
 * @param arrivalNanos when the event's terminating blank line arrived
 * @param tokens tokens in {@code text}; 0 for kinds that carry no tokens
 */
public record TimedChunk(long arrivalNanos, ChunkKind kind, String text, int tokens) {}
