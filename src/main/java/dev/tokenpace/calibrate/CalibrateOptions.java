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
 */
public record CalibrateOptions(
    List<Integer> concurrency,
    int chunks,
    Duration gap,
    double openLoopRate,
    Duration openLoopDuration,
    Transport transport,
    URI target,
    String model) {

  public static final List<Integer> DEFAULT_CONCURRENCY = List.of(1, 100, 500, 1000);

  public CalibrateOptions {
    concurrency = List.copyOf(concurrency);
    if (concurrency.isEmpty() || concurrency.stream().anyMatch(c -> c < 1)) {
      throw new IllegalArgumentException("concurrency levels must be >= 1");
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
        "calibrate");
  }

  public CalibrateOptions withConcurrency(List<Integer> levels) {
    return new CalibrateOptions(
        levels, chunks, gap, openLoopRate, openLoopDuration, transport, target, model);
  }

  public CalibrateOptions withProfile(int newChunks, Duration newGap) {
    return new CalibrateOptions(
        concurrency, newChunks, newGap, openLoopRate, openLoopDuration, transport, target, model);
  }

  public CalibrateOptions withOpenLoop(double rate, Duration duration) {
    return new CalibrateOptions(concurrency, chunks, gap, rate, duration, transport, target, model);
  }

  public CalibrateOptions withTransport(Transport chosen) {
    return new CalibrateOptions(
        concurrency, chunks, gap, openLoopRate, openLoopDuration, chosen, target, model);
  }

  public CalibrateOptions withTarget(URI url, String modelName) {
    return new CalibrateOptions(
        concurrency, chunks, gap, openLoopRate, openLoopDuration, transport, url, modelName);
  }
}
