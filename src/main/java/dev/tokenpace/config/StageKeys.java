package dev.tokenpace.config;

import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import java.time.Duration;

/**
 * One {@code load.stages} item as the YAML wrote it: any of inference-perf's four keys, each
 * possibly missing. {@link #stage} decides which kind of {@link Stage} it is under the load's type,
 * or says what is missing or mixed; the stage's values are {@link RunConfigValidator}'s to judge.
 */
record StageKeys(Double rate, Duration duration, Integer concurrencyLevel, Integer numRequests) {

  /**
   * @param key the item as the YAML spells it, e.g. {@code load.stages[2]}
   * @throws ConfigException when the keys mix both kinds, belong to the other kind of load, or miss
   *     one of their kind's two
   */
  Stage stage(String key, LoadType type) {
    boolean open = rate != null || duration != null;
    boolean closed = closedLoop();
    require(
        !(open && closed),
        key,
        "'" + key + "' mixes {rate, duration} with {concurrency_level, num_requests}");
    if (type == LoadType.CONCURRENT) {
      if (open) {
        throw openUnderClosedLoad(key);
      }
      require(
          concurrencyLevel != null,
          key + ".concurrency_level",
          "'" + key + ".concurrency_level' is required");
      require(numRequests != null, key + ".num_requests", "'" + key + ".num_requests' is required");
      return new Stage.Closed(concurrencyLevel, numRequests);
    }
    if (closed) {
      throw closedUnderOpenLoad(key, type);
    }
    String name = loadName(type);
    require(rate != null, key + ".rate", "'" + key + ".rate' is required for a " + name + " load");
    require(
        duration != null,
        key + ".duration",
        "'" + key + ".duration' is required for a " + name + " load");
    return new Stage.Open(rate, duration);
  }

  /** Whether these keys are a closed-loop stage's, which makes an unset load type concurrent. */
  boolean closedLoop() {
    return concurrencyLevel != null || numRequests != null;
  }

  static ConfigException openUnderClosedLoad(String key) {
    return new ConfigException(
        key,
        "'"
            + key
            + "' has rate/duration but load.type is concurrent: use {concurrency_level,"
            + " num_requests}");
  }

  static ConfigException closedUnderOpenLoad(String key, LoadType type) {
    return new ConfigException(
        key,
        "'"
            + key
            + "' has concurrency_level/num_requests but load.type is "
            + loadName(type)
            + ": use {rate, duration} or load.type: concurrent");
  }

  private static String loadName(LoadType type) {
    return type.name().toLowerCase();
  }

  private static void require(boolean ok, String key, String problem) {
    if (!ok) {
      throw new ConfigException(key, problem);
    }
  }
}
