package dev.tokenpace.fake.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Arrays;

/**
 * A request's prompt as the fake counts it, for the timing models that depend on it: one token a
 * whitespace-separated word (the fake's own answers are words too), one a token id of a completions
 * prompt given as ids. Chat counts the text of every message's {@code content} (a string, or the
 * {@code text} of its parts), completions its {@code prompt} (a string, strings, token ids). Read
 * only when a profile has a model that needs it: {@code RequestFacts} skips the prompt's text,
 * which may be megabytes.
 *
 * @param tokens how many tokens the prompt has
 * @param blockHashes for each whole block of {@code blockTokens} tokens from the start, a hash of
 *     the prompt up to the block's end (so two prompts share a block's hash only when they share
 *     everything before it too, as vLLM's prefix cache keys its blocks)
 */
public record PromptWords(int tokens, long[] blockHashes) {

  static final PromptWords NONE = new PromptWords(0, new long[0]);

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long FNV_OFFSET = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  /**
   * The tokens of {@code body}'s prompt, for the usage a stream reports when no timing model read
   * the prompt.
   */
  public static int count(byte[] body) {
    return read(body, 0).tokens();
  }

  /** The prompt of {@code body} with hashes of blocks of {@code blockTokens} (0: no hashes). */
  static PromptWords read(byte[] body, int blockTokens) {
    JsonNode request;
    try {
      request = JSON.readTree(body);
    } catch (IOException e) {
      return NONE;
    }
    if (request == null || !request.isObject()) {
      return NONE;
    }
    Counter counter = new Counter(blockTokens);
    JsonNode messages = request.path("messages");
    if (messages.isArray()) {
      for (JsonNode message : messages) {
        JsonNode content = message.path("content");
        if (content.isTextual()) {
          counter.text(content.asText());
        } else if (content.isArray()) {
          for (JsonNode part : content) {
            counter.text(part.path("text").asText(""));
          }
        }
      }
    }
    counter.prompt(request.path("prompt"));
    return counter.done();
  }

  /** Folds words into a running hash, keeping it at the end of every whole block. */
  private static final class Counter {
    private final int blockTokens;
    private long[] hashes = new long[16];
    private int blocks;
    private int tokens;
    private long hash = FNV_OFFSET;

    Counter(int blockTokens) {
      this.blockTokens = blockTokens;
    }

    void prompt(JsonNode prompt) {
      if (prompt.isTextual()) {
        text(prompt.asText());
      } else if (prompt.isIntegralNumber()) {
        word(Long.toString(prompt.asLong()));
      } else if (prompt.isArray()) {
        for (JsonNode part : prompt) {
          prompt(part);
        }
      }
    }

    void text(String text) {
      int start = -1;
      for (int i = 0; i <= text.length(); i++) {
        boolean space = i == text.length() || Character.isWhitespace(text.charAt(i));
        if (space && start >= 0) {
          word(text, start, i);
          start = -1;
        } else if (!space && start < 0) {
          start = i;
        }
      }
    }

    private void word(String word) {
      word(word, 0, word.length());
    }

    private void word(String text, int from, int to) {
      for (int i = from; i < to; i++) {
        hash = (hash ^ text.charAt(i)) * FNV_PRIME;
      }
      hash = (hash ^ ' ') * FNV_PRIME;
      tokens++;
      if (blockTokens > 0 && tokens % blockTokens == 0) {
        if (blocks == hashes.length) {
          hashes = Arrays.copyOf(hashes, blocks * 2);
        }
        hashes[blocks++] = hash;
      }
    }

    PromptWords done() {
      return new PromptWords(tokens, Arrays.copyOf(hashes, blocks));
    }
  }
}
