package dev.tokenpace.cli;

import dev.tokenpace.BenchmarkBuilder;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.Shard;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * {@code --shard I/N} and {@code --start-at INSTANT} of {@code run}: play one shard's share of the
 * schedule, starting with the other shards at an agreed instant.
 */
final class ShardOptions {

  /**
   * How far in the past an agreed start may be and still be kept: a pod scheduled a moment late
   * catches up on its first sends (its schedule delay shows it); later than this it would not be
   * the same run.
   */
  static final Duration LATE_START_TOLERANCE = Duration.ofSeconds(2);

  @Option(
      names = "--shard",
      paramLabel = "I/N",
      converter = ShardConverter.class,
      description =
          "Play shard I of N (from 0): every N-th arrival and concurrency slot. Needs --start-at.")
  Shard shard;

  @Option(
      names = "--start-at",
      paramLabel = "INSTANT",
      converter = InstantConverter.class,
      description =
          "Start the first stage at this wall-clock instant (ISO-8601, e.g. 2026-01-01T12:00:00Z,"
              + " or epoch milliseconds), agreed by all shards.")
  Instant startAt;

  /**
   * @param configFile hashed, so the merge can tell shards of different configs apart
   * @throws UserInputException for a shard without a start, a start long past, or a load that
   *     cannot be split
   */
  BenchmarkBuilder applyTo(BenchmarkBuilder builder, RunConfig config, Path configFile) {
    if (startAt == null) {
      if (shard != null && shard.count() > 1) {
        throw new UserInputException(
            "--shard " + shard + " needs --start-at: the shards must agree when to start");
      }
      return builder;
    }
    Shard played = shard == null ? Shard.WHOLE : shard;
    requireNotPast(Instant.now());
    try {
      played.requireSplittable(config.load());
    } catch (IllegalArgumentException e) {
      throw new UserInputException(e.getMessage());
    }
    return builder.shard(played, startAt, hashOf(configFile));
  }

  private void requireNotPast(Instant now) {
    Duration late = Duration.between(startAt, now);
    if (late.compareTo(LATE_START_TOLERANCE) > 0) {
      throw new UserInputException(
          String.format(
              Locale.ROOT,
              "--start-at %s is %.1f s in the past (more than %d s): agree on a later instant",
              startAt,
              late.toMillis() / 1000.0,
              LATE_START_TOLERANCE.toSeconds()));
    }
  }

  /** The config file's bytes: what every shard was handed (one ConfigMap on Kubernetes). */
  static String hashOf(Path configFile) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(configFile));
      return "sha256:" + HexFormat.of().formatHex(digest, 0, 8);
    } catch (IOException e) {
      throw new UserInputException("cannot read '" + configFile + "': " + e.getMessage());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
