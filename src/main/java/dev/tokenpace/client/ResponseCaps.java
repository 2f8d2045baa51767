package dev.tokenpace.client;

import dev.tokenpace.config.Defaults;

/**
 * How much of one streamed response is kept in memory (and so in the per-request report). Past
 * either cap the request fails as {@code response_too_large}, keeping what it had, and its
 * connection is dropped: a server that streams without end can fail a request, never exhaust the
 * client. Keep-alive comments are counted, not kept, so they count against neither cap.
 *
 * <p>The defaults sit twice above the longest answer any model offers today (128k output tokens,
 * one event a token) and keep one capped response to tens of megabytes in memory and in the
 * per-request report (docs/reliability.md, "Bounded memory"); {@code api.max_response_events} and
 * {@code api.max_response_chars} move them.
 *
 * @param maxEvents events kept per response
 * @param maxTextChars characters of event text kept per response (the answer's text, which Java
 *     holds at one or two bytes a character)
 */
public record ResponseCaps(int maxEvents, long maxTextChars) {

  public static final ResponseCaps DEFAULT =
      new ResponseCaps(Defaults.MAX_RESPONSE_EVENTS, Defaults.MAX_RESPONSE_CHARS);

  public ResponseCaps {
    if (maxEvents <= 0 || maxTextChars <= 0) {
      throw new IllegalArgumentException(
          "response caps must be positive: " + maxEvents + " events, " + maxTextChars + " chars");
    }
  }
}
