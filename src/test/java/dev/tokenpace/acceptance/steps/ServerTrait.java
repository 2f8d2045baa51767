package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import java.time.Duration;

/**
 * What a server sentence says of the server beyond its stream's timing: prefill per prompt token, a
 * stall mid-answer, a prefix cache and its two first waits, an answer past {@code max_tokens}, a
 * fault on a share of the requests. Each sets what the glossary step for the same words sets
 * ({@link ServerTraitSteps}).
 */
sealed interface ServerTrait {

  /** "plus 1 ms per 10 prompt tokens": the prefill, per 1,000 prompt tokens. */
  record Prefill(Duration per1000) implements ServerTrait {}

  /** "goes quiet for 2 s after the 25th token before carrying on", in every answer. */
  record Stall(int word, Duration stall) implements ServerTrait {}

  /**
   * "pauses for 2000 ms between the 10th and 11th token": that gap becomes the pause, in every
   * answer ({@code portion} null) or in the requests named ("on requests 2 and 4 it waits …").
   */
  record PauseBetween(int word, Duration pause, Portion portion) implements ServerTrait {}

  /**
   * "streams 80 tokens … and ends with usage saying 50 completion tokens": a usage count other than
   * the answer's length, its own ("the server reports 50 completion tokens in its usage").
   */
  record UsageSays(int completionTokens) implements ServerTrait {}

  /** "whatever maximum is asked for": the fake never heeds max_tokens; said, it sets nothing. */
  record IgnoresMaxTokens() implements ServerTrait {}

  /** "stops at max_tokens": every answer cut at its request's limit. */
  record HonoursMaxTokens() implements ServerTrait {}

  /** "caches prompts it has already seen". */
  record PromptCache() implements ServerTrait {}

  /** "… in blocks of 32 tokens": the cache's block, 1 token unless said. */
  record CacheBlocks(int tokens) implements ServerTrait {

    /**
     * What the cache keeps of a prompt seen before: its whole blocks, but the one holding its last
     * token, which a server computes again to produce the first token.
     */
    int cachedOf(int promptTokens) {
      int whole = promptTokens / tokens * tokens;
      return whole == promptTokens ? Math.max(0, whole - tokens) : whole;
    }
  }

  /** "400 ms to the first token for a new prompt" ({@code promptTokens}: its length, 0 unsaid). */
  record NewPromptWait(Duration firstWait, int promptTokens) implements ServerTrait {}

  /**
   * "the first token after 2000 ms for the first 2 requests it ever receives": a cold start, those
   * requests' own first wait.
   */
  record FirstRequestsWait(int requests, Duration firstWait) implements ServerTrait {}

  /**
   * "needs an extra 2000 ms to warm up before answering its very first request": a cold start added
   * to the wait the model's script says, for those first requests.
   */
  record FirstRequestsExtra(int requests, Duration extra) implements ServerTrait {}

  /** "50 ms for a cached one": said after (or with) the wait for a new prompt. */
  record SeenPromptWait(Duration firstWait) implements ServerTrait {}

  /** "works on only 2 requests at a time": the most it serves at once. */
  record Capacity(int streams) implements ServerTrait {}

  /** "lets up to 2 more wait in line": how many wait past the cap before one is refused. */
  record QueueUpTo(int depth) implements ServerTrait {}

  /** "turns away any extra one with status 429": a full server's refusal. */
  record RefuseRest(int status) implements ServerTrait {}

  /** "a prompt it has already seen starts 70 ms sooner": what the cache spares a seen prompt. */
  record SeenPromptSooner(Duration saving) implements ServerTrait {}

  /**
   * "its usage reports 900 of the 1000 prompt tokens as cached": a seen prompt's cached share, and
   * the prompt's length (0 when unsaid: the new prompt's said before).
   */
  record CachedOfSeen(int cached, int promptTokens) implements ServerTrait {}

  /**
   * "answers 4 of every 20 requests with HTTP 500 "internal error"", "… with HTTP 503 after 20 ms":
   * the error answer, sent {@code delay} after the request arrives.
   */
  record ErrorShare(Portion portion, int status, String message, Duration delay)
      implements ServerTrait {

    /** An error answered as soon as the request arrives. */
    ErrorShare(Portion portion, int status, String message) {
      this(portion, status, message, Duration.ZERO);
    }
  }

  /** "drops the connection after 10 tokens on 2 of every 20 requests". */
  record DropShare(Portion portion, int afterTokens) implements ServerTrait {}

  /**
   * "sends a chunk that is not valid JSON halfway through request 9": a malformed chunk after
   * {@code afterTokens} of the answer's words, or halfway through them when {@code afterTokens} is
   * {@link #HALFWAY}; {@code endsThere}: the stream ends with it ("… and ends the stream").
   */
  record MalformedShare(Portion portion, int afterTokens, boolean endsThere)
      implements ServerTrait {
    static final int HALFWAY = -1;

    MalformedShare(Portion portion, int afterTokens) {
      this(portion, afterTokens, false);
    }
  }

  /** "on 1 of every 10 requests it goes silent after 5 tokens without closing the connection". */
  record SilentShare(Portion portion, int afterTokens) implements ServerTrait {}

  /**
   * "on request 4 it ends the stream without the end marker": those answers end cleanly, all their
   * words sent, without the end-of-stream marker; {@code open}, "it never sends the end marker":
   * after their words they send nothing more and leave the connection open.
   */
  record UnendedShare(Portion portion, boolean open) implements ServerTrait {}

  /** "answers with 150 tokens on every 3rd request": those requests' answers are that long. */
  record LengthShare(Portion portion, int tokens) implements ServerTrait {}

  /** Which requests a fault spoils: a share spread evenly, or requests named by a rule. */
  sealed interface Portion {}

  /** "4 of every 20 requests", "10% of requests": placed by {@code ModelScript#spoilShare}. */
  record Share(int of, int every) implements Portion {}

  /**
   * "answers 2 requests with HTTP 500", no frame said: that many of the run's requests, spread as a
   * share of however many the When step sends.
   */
  record OfTheRun(int count) implements Portion {}

  /** "every 4th request", "requests 5, 15, 25 and so on": exactly those. */
  record Named(RequestSet requests) implements Portion {
    @Override
    public boolean equals(Object other) {
      return other instanceof Named n && n.requests.words().equals(requests.words());
    }

    @Override
    public int hashCode() {
      return requests.words().hashCode();
    }
  }
}
