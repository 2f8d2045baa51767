package dev.tokenpace.config;

import java.time.Duration;

/**
 * The largest value each config key accepts. Far above any real benchmark, low enough that a typo
 * (an extra zero, {@code 1e9}) stops the run before the first request instead of overflowing an
 * array size, filling the heap or running for years. docs/reliability.md lists the same values.
 */
public final class Limits {

  /**
   * Requests one stage may send ({@code rate × duration}, or {@code num_requests}): each is
   * scheduled before the stage starts and its record is kept until the reports are written.
   */
  public static final long REQUESTS_PER_STAGE = 1_000_000;

  /** {@code load.stages[].duration}: one day. */
  public static final Duration STAGE_DURATION = Duration.ofDays(1);

  /** {@code load.interval}: one hour between stages. */
  public static final Duration INTERVAL = Duration.ofHours(1);

  /** {@code load.request_timeout}: one day. */
  public static final Duration REQUEST_TIMEOUT = Duration.ofDays(1);

  /** {@code load.stages[].concurrency_level}: each request in flight holds a connection. */
  public static final int CONCURRENCY = 10_000;

  /**
   * Every field of {@code data.input_distribution} / {@code data.output_distribution}: a random
   * prompt is built in memory at this many words.
   */
  public static final int TOKENS = 1_000_000;

  /**
   * {@code api.max_response_events}: 64 × the default. A response at the cap keeps its events in
   * memory and in the per-request file, about 40 MB per 262,144 events.
   */
  public static final int RESPONSE_EVENTS = 16 * 1024 * 1024;

  /**
   * {@code api.max_response_chars}: 64 × the default, 1 Gi characters (1–2 GB of text in memory),
   * half of what one Java string can hold.
   */
  public static final long RESPONSE_CHARS = 1024L * 1024 * 1024;

  /** {@code api.max_event_bytes}: 64 × the default, 1 GiB, near what one Java array can hold. */
  public static final int EVENT_BYTES = 1024 * 1024 * 1024;

  /**
   * Every {@code report.goodput.constraints} value: one day, the longest a request may take ({@link
   * #REQUEST_TIMEOUT}).
   */
  public static final Duration GOODPUT_CONSTRAINT = REQUEST_TIMEOUT;

  private Limits() {}
}
