package dev.tokenpace.config;

import java.util.List;

/**
 * Which share of a run's seeded schedule one process plays: shard {@code index} of {@code count}
 * takes every {@code count}-th arrival of an open-loop stage and every {@code count}-th request and
 * concurrency slot of a closed-loop stage, starting at {@code index}. The shares of all shards
 * together are exactly the whole run.
 */
public record Shard(int index, int count) {

  /** The whole schedule: an unsharded run. */
  public static final Shard WHOLE = new Shard(0, 1);

  public Shard {
    if (count < 1 || index < 0 || index >= count) {
      throw new IllegalArgumentException(
          "shard must be I/N with 0 <= I < N, got " + index + "/" + count);
    }
  }

  /** Reads {@code "I/N"}, e.g. {@code "2/3"} (shards count from 0). */
  public static Shard parse(String text) {
    String[] parts = text.trim().split("/", -1);
    if (parts.length != 2) {
      throw new IllegalArgumentException("shard must be I/N (e.g. 0/3), got '" + text + "'");
    }
    try {
      return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("shard must be I/N (e.g. 0/3), got '" + text + "'");
    }
  }

  /**
   * Whether this shard plays the stage's arrival (or closed-loop request) number {@code ordinal}.
   */
  public boolean plays(long ordinal) {
    return ordinal % count == index;
  }

  /** How many of the first {@code total} ordinals this shard plays. */
  public int shareOf(int total) {
    return total <= index ? 0 : (total - index + count - 1) / count;
  }

  /**
   * Refuses a load whose concurrency cannot be split: a shard with requests to send but no
   * concurrency slot (or no room under the cap on requests in flight) would never send them.
   */
  public void requireSplittable(RunConfig.Load load) {
    if (load.maxInFlight() != null && load.maxInFlight() < count) {
      throw new IllegalArgumentException(
          "load.worker_max_concurrency "
              + load.maxInFlight()
              + " cannot be split across "
              + count
              + " shards: each shard needs room for at least one request");
    }
    List<RunConfig.Stage> stages = load.stages();
    for (int i = 0; i < stages.size(); i++) {
      if (stages.get(i) instanceof RunConfig.Stage.Closed closed
          && closed.concurrencyLevel() < count) {
        throw new IllegalArgumentException(
            "load.stages["
                + i
                + "].concurrency_level "
                + closed.concurrencyLevel()
                + " cannot be split across "
                + count
                + " shards: each shard needs at least one slot");
      }
    }
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
