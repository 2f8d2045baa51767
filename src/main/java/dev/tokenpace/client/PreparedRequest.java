package dev.tokenpace.client;

import java.net.URI;

/**
 * A request ready to go: body serialized, id assigned, send time decided.
 *
 * @param prompt the prompt text, for the client-side input token count when the server sends no
 *     usage
 * @param maxTokens the {@code max_tokens} the body asks for, 0 when it asks for no limit: an answer
 *     longer than that is one the server did not hold to
 */
public record PreparedRequest(
    String requestId,
    int stageId,
    long scheduledNanos,
    URI uri,
    byte[] body,
    boolean streamed,
    String prompt,
    int maxTokens) {}
