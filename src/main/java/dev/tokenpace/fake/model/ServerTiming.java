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
   * @param readyNanos when the request could start: its receipt, or when a stream slot freed
   * @param scriptNanos how long its profile's script runs from its start
   */
  public ServerWork start(PromptWords prompt, long readyNanos, long scriptNanos) {
    return start(prompt, readyNanos, row -> scriptNanos);
  }

  /**
   * @param scriptNanos how long the profile's script runs from its start, paced by the in-flight
   *     table's row ({@code null} without one)
   */
  public ServerWork start(
      PromptWords prompt, long readyNanos, ToLongFunction<InFlightTiming.Row> scriptNanos) {
    if (none()) {
      return ServerWork.NONE; // no lock: every profile without models shares this instance
    }
    synchronized (this) {
      return startModelled(prompt, readyNanos, scriptNanos);
    }
  }

  /** The in-flight row {@code work} chose, or {@code null} without an in-flight table. */
  public InFlightTiming.Row rowOf(ServerWork work) {
    return inFlight == null ? null : inFlight.rowFor(work.streamsInFlight());
  }

  private ServerWork startModelled(
      PromptWords prompt, long readyNanos, ToLongFunction<InFlightTiming.Row> scriptNanosFor) {
    int streams = inFlight == null ? 0 : inFlight.streamsAt(readyNanos);
    long scriptNanos = scriptNanosFor.applyAsLong(streams == 0 ? null : inFlight.rowFor(streams));
    int cached = cache == null ? -1 : cache.cachedTokens(prompt, readyNanos);
    long prefillNanos =
        prefill == null ? 0 : prefill.nanosFor(prompt.tokens() - Math.max(cached, 0));
    long start =
        batching == null ? readyNanos : batching.startFor(readyNanos, prefillNanos + scriptNanos);
    if (cache != null) {
      cache.remember(prompt, start + prefillNanos);
    }
    if (inFlight != null) {
      inFlight.started(start + prefillNanos + scriptNanos);
    }
    return new ServerWork(
        readsPrompt() ? prompt.tokens() : -1, cached, start - readyNanos, prefillNanos, streams);
  }
}
