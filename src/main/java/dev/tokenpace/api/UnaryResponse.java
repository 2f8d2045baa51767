package dev.tokenpace.api;

import dev.tokenpace.records.Usage;

/**
 * A non-streamed completion, parsed from its JSON body.
 *
 * @param reasoning reasoning text, empty when none
 * @param content the answer text, empty when none
 * @param usage the server's usage, or {@code null}
 * @param errorMessage the message of an {@code error} member, or {@code null} when there is none
 */
public record UnaryResponse(
    String reasoning, String content, Usage usage, String finishReason, String errorMessage) {

  /** Reasoning then answer: the whole generated text, as servers count it. */
  public String outputText() {
    return reasoning + content;
  }
}
