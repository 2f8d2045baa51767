package dev.tokenpace.client;

import java.net.URI;

/**
 * A request ready to go: body serialized, id assigned, send time decided.
 *
 * @param prompt the prompt text, for the client-side input token count when the server sends no
 *     usage
 */
public record PreparedRequest(
    String requestId,
    int stageId,
    long scheduledNanos,
    URI uri,
    byte[] body,
    boolean streamed,
    String prompt) {}
