package dev.tokenpace.fake.model;

import java.util.function.ToLongFunction;

/**
 * The timing models a profile's server has, composed: a prefix cache decides how much of the prompt
 * is already read, prefill takes time for the rest, batching decides when the request starts. One
 * instance serves every request of its profile (the cache and the batch are the server's), so its
 * decisions are taken under one lock, in the order requests reach it.
 *
 * @param prefill {@code null} for none
 * @param cache {@code null} for none
 * @param batching {@code null} for none
 * @param inFlight {@code null} for none
 */
public record ServerTiming(
    Prefill prefill, PrefixCache cache, Batching batching, InFlightTiming inFlight) {

  public static final ServerTiming NONE = new ServerTiming(null, null, null, null);

  public boolean none() {
    return prefill == null && cache == null && batching == null && inFlight == null;
  }

  /** Whether the request's prompt must be read: a model depends on it. */
  boolean readsPrompt() {
    return prefill != null || cache != null;
  }

  public ServerTiming withPrefill(Prefill added) {
    return new ServerTiming(added, cache, batching, inFlight);
  }

  public ServerTiming withCache(PrefixCache added) {
    return new ServerTiming(prefill, added, batching, inFlight);
  }

  public ServerTiming withBatching(Batching added) {
    return new ServerTiming(prefill, cache, added, inFlight);
  }

  public ServerTiming withInFlight(InFlightTiming added) {
    return new ServerTiming(prefill, cache, batching, added);
  }

  /** The prompt of {@code body}, read as far as the models need it. */
  public PromptWords prompt(byte[] body) {
    return readsPrompt()
        ? PromptWords.read(body, cache == null ? 0 : cache.blockTokens())
        : PromptWords.NONE;
  }

  /**
   * What the timing models made of one request, and its pace when the server has one.
   *
   * @param readyNanos when the server took the request in: when it could start, or for a server
   *     paced by its streams in flight, not before the request it took in last (their stamps may
   *     reach it out of order), so that its count never changes the past
   */
  public record Started(ServerWork work, InFlightTiming.Plan pace, long readyNanos) {}

  /**
   * @param readyNanos when the request could start: its receipt, or when a stream slot freed
   * @param scriptNanos how long its profile's script runs from its start
   */
  public ServerWork start(PromptWords prompt, long readyNanos, long scriptNanos) {
    return start(prompt, readyNanos, row -> scriptNanos, null).work();
  }

  /**
   * @param scriptNanos how long the profile's script runs from its start at an in-flight row's pace
   *     ({@code null} without one), as a batch plans it
   * @param waits the script's waits, which a pace by the streams in flight plays ({@code null}
   *     without one)
   */
  public Started start(
      PromptWords prompt,
      long readyNanos,
      ToLongFunction<InFlightTiming.Row> scriptNanos,
      InFlightTiming.Waits waits) {
    if (none()) {
      // no lock: every profile without models shares this instance
      return new Started(ServerWork.NONE, null, readyNanos);
    }
    synchronized (this) {
      return startModelled(prompt, readyNanos, scriptNanos, waits);
    }
  }

  private Started startModelled(
      PromptWords prompt,
      long stampedNanos,
      ToLongFunction<InFlightTiming.Row> scriptNanosFor,
      InFlightTiming.Waits waits) {
    long readyNanos =
        inFlight == null || waits == null ? stampedNanos : inFlight.takenIn(stampedNanos);
    int cached = cache == null ? -1 : cache.cachedTokens(prompt, readyNanos);
    long prefillNanos =
        prefill == null ? 0 : prefill.nanosFor(prompt.tokens() - Math.max(cached, 0));
    // only a batch plans by the script's length: it closes when its longest member ends
    long start =
        batching == null
            ? readyNanos
            : batching.startFor(
                readyNanos,
                prefillNanos
                    + scriptNanosFor.applyAsLong(inFlight == null ? null : inFlight.rowFor(1)));
    if (cache != null) {
      cache.remember(prompt, start + prefillNanos);
    }
    InFlightTiming.Plan pace =
        inFlight == null || waits == null
            ? null
            : inFlight.join(readyNanos, start - readyNanos + prefillNanos, waits);
    return new Started(
        new ServerWork(
            readsPrompt() ? prompt.tokens() : -1,
            cached,
            start - readyNanos,
            prefillNanos,
            pace == null ? 0 : pace.streamsAtStart()),
        pace,
        readyNanos);
  }
}
