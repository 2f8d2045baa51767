package dev.tokenpace.config;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.ServerType;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.time.Duration;
import java.util.List;

/**
 * Every default of a run, in one place: what a key is when the YAML (or the builder) leaves it
 * unset. The README's key table lists the same values; where inference-perf's default differs, the
 * loader warns.
 */
public final class Defaults {

  public static final ApiType API_TYPE = ApiType.CHAT;
  public static final boolean STREAMING = true;
  public static final String REQUEST_ID_HEADER = "X-Request-Id";

  /**
   * {@code api.max_response_events}: twice the longest answer any model offers today (128k output
   * tokens, an event a token).
   */
  public static final int MAX_RESPONSE_EVENTS = 256 * 1024;

  /** {@code api.max_response_chars}: 16 Mi characters of event text. */
  public static final long MAX_RESPONSE_CHARS = 16L * 1024 * 1024;

  /**
   * {@code api.max_event_bytes}: the largest single event (and non-streamed body) read, 16 MiB; a
   * bigger one fails its request as Event Too Large instead of being buffered without bound.
   */
  public static final int MAX_EVENT_BYTES = 16 * 1024 * 1024;

  public static final ServerType SERVER_TYPE = ServerType.VLLM;
  public static final boolean IGNORE_EOS = true;

  /** {@code load.interval}: the pause between stages. */
  public static final Duration INTERVAL = Duration.ofSeconds(1);

  /** {@code load.base_seed}: fixed, so runs repeat. */
  public static final long SEED = 0;

  public static final Duration REQUEST_TIMEOUT = Duration.ofMinutes(5);

  /**
   * {@code load.preconnect}: chosen from the side-by-side figures in docs/performance.md
   * ("Connections opened before they are needed").
   */
  public static final boolean PRECONNECT = false;

  public static final DataType DATA_TYPE = DataType.MOCK;

  /** {@code max_tokens} of every request when {@code data.output_distribution} is unset. */
  public static final LengthDistribution OUTPUT_TOKENS = LengthDistribution.fixed(128);

  /** inference-perf's values for the unset fields of a given length distribution. */
  public static final LengthDistribution DISTRIBUTION_FIELDS =
      new LengthDistribution(10, 1024, 512, 200);

  public static final TokenizerSpec TOKENIZER = new TokenizerSpec(TokenizerType.WHITESPACE, null);

  public static final boolean SUMMARY = true;
  public static final boolean PER_STAGE = true;
  public static final boolean PER_REQUEST = false;

  /** inference-perf's list. */
  public static final List<Double> PERCENTILES =
      List.of(0.1, 1.0, 5.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.9);

  public static final boolean USE_SERVER_OUTPUT_TOKENS = false;

  /** {@code storage.local_storage.path}; {@code {timestamp}} becomes YYYYMMDD-HHMMSS. */
  public static final String STORAGE_PATH = "reports-{timestamp}";

  /**
   * Threads that receive response bytes and scan them (not a config key): twice the cores, at least
   * four, so a stamp rarely waits for a free one.
   */
  public static int ioThreads(int cores) {
    return Math.max(4, 2 * cores);
  }

  /** Threads that tokenize finished responses (not a config key): one a core. */
  public static int assemblyThreads(int cores) {
    return Math.max(1, cores);
  }

  private Defaults() {}
}
