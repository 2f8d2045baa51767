package dev.tokenpace.calibrate;

import dev.tokenpace.client.Transport;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * What {@code tokenpace calibrate} measures.
 *
 * @param concurrency closed-loop levels: at each, one round of that many requests all in flight
 *     together
 * @param chunks content events per response
 * @param gap gap before each content event (the first one's is its "prefill")
 * @param openLoopRate requests/s of one extra open-loop level (measures the load generator's
 *     schedule delay); 0 for none
 * @param openLoopDuration how long the open-loop level sends
 * @param transport the HTTP client under test
 * @param target a real server's base URL (e.g. http://127.0.0.1:8000) for the target mode, else
 *     {@code null}
 * @param model the model name sent in target mode
 * @param rehearsals unreported rounds at the biggest closed level before any level is timed: the
 *     JIT compiles what that level runs while they play, not while a level is timed (0: one
 *     unreported 50-stream round only)
 */
public record CalibrateOptions(
    List<Integer> concurrency,
    int chunks,
    Duration gap,
    double openLoopRate,
    Duration openLoopDuration,
    Transport transport,
    URI target,
    String model,
    int rehearsals) {

  public static final List<Integer> DEFAULT_CONCURRENCY = List.of(1, 100, 500, 1000);

  public CalibrateOptions {
    concurrency = List.copyOf(concurrency);
    if (concurrency.isEmpty() || concurrency.stream().anyMatch(c -> c < 1)) {
      throw new IllegalArgumentException("concurrency levels must be >= 1");
    }
    if (rehearsals < 0) {
      throw new IllegalArgumentException("rehearsals must be >= 0");
    }
    if (chunks < 1 || gap.isNegative() || openLoopRate < 0 || openLoopDuration.isNegative()) {
      throw new IllegalArgumentException("chunks must be >= 1, gap, rate and duration >= 0");
    }
  }

  /**
   * 1,100,500,1000 streams × 50 chunks × 50 ms, plus 500 requests/s open loop for 2 s, on the
   * default transport.
   */
  public static CalibrateOptions defaults() {
    return new CalibrateOptions(
        DEFAULT_CONCURRENCY,
        50,
        Duration.ofMillis(50),
        500,
        Duration.ofSeconds(2),
        Transport.DEFAULT,
        null,
        "calibrate",
        2);
  }

  public CalibrateOptions withConcurrency(List<Integer> levels) {
    return new CalibrateOptions(
        levels, chunks, gap, openLoopRate, openLoopDuration, transport, target, model, rehearsals);
  }

  public CalibrateOptions withProfile(int newChunks, Duration newGap) {
    return new CalibrateOptions(
        concurrency,
        newChunks,
        newGap,
        openLoopRate,
        openLoopDuration,
        transport,
        target,
        model,
        rehearsals);
  }

  public CalibrateOptions withOpenLoop(double rate, Duration duration) {
    return new CalibrateOptions(
        concurrency, chunks, gap, rate, duration, transport, target, model, rehearsals);
  }

  public CalibrateOptions withTransport(Transport chosen) {
    return new CalibrateOptions(
        concurrency,
        chunks,
        gap,
        openLoopRate,
        openLoopDuration,
        chosen,
        target,
        model,
        rehearsals);
  }

  public CalibrateOptions withRehearsals(int rounds) {
    return new CalibrateOptions(
        concurrency, chunks, gap, openLoopRate, openLoopDuration, transport, target, model, rounds);
  }

  public CalibrateOptions withTarget(URI url, String modelName) {
    return new CalibrateOptions(
        concurrency,
        chunks,
        gap,
        openLoopRate,
        openLoopDuration,
        transport,
        url,
        modelName,
        rehearsals);
  }
}
