package dev.tokenpace.fake.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A server's prefix cache, as vLLM keeps it: the prompt in whole blocks of tokens, each block keyed
 * by everything up to its end. A prompt starting with blocks the server has read before (and
 * finished reading by this one's arrival) counts them as cached; it never counts the whole prompt,
 * since a server computes at least the prompt's last block to produce the first token. The oldest
 * used blocks are forgotten past {@code maxBlocks}. Not thread-safe: {@link ServerTiming} holds its
 * lock.
 */
public final class PrefixCache {

  public static final int DEFAULT_MAX_BLOCKS = 100_000;

  private final int blockTokens;
  private final Map<Long, Long> readyNanosByBlock;

  public PrefixCache(int blockTokens, int maxBlocks) {
    if (blockTokens < 1 || maxBlocks < 1) {
      throw new IllegalArgumentException(
          "a prefix cache needs blocks of 1 token or more and room for 1 block or more");
    }
    this.blockTokens = blockTokens;
    this.readyNanosByBlock =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<Long, Long> eldest) {
            return size() > maxBlocks;
          }
        };
  }

  int blockTokens() {
    return blockTokens;
  }

  /** How many of the prompt's leading tokens were cached when a request arrived at {@code now}. */
  int cachedTokens(PromptWords prompt, long now) {
    int blocks = 0;
    for (long block : prompt.blockHashes()) {
      Long ready = readyNanosByBlock.get(block);
      if (ready == null || ready > now) {
        break;
      }
      blocks++;
    }
    int cached = blocks * blockTokens;
    return cached >= prompt.tokens() ? Math.max(0, cached - blockTokens) : cached;
  }

  /** The prompt's blocks are cached from {@code readyNanos} on, when the server has read them. */
  void remember(PromptWords prompt, long readyNanos) {
    for (long block : prompt.blockHashes()) {
      readyNanosByBlock.merge(block, readyNanos, Math::min);
    }
  }
}
