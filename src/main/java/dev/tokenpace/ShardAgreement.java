package dev.tokenpace;

import dev.tokenpace.config.Shard;
import dev.tokenpace.report.RunInfo;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.OptionalLong;

/**
 * What the shards of one run agreed on: which share of the schedule this one plays, the instant its
 * first stage starts and the config they all run. From these alone each shard names its requests
 * and stamps its reports as the others do, so {@code tokenpace merge} can join them.
 *
 * @param startAt {@code null} for a run that agreed on nothing (no shards, starting at once)
 * @param configHash names the config; every shard of one run passes the same
 */
record ShardAgreement(Shard shard, Instant startAt, String configHash) {

  /** A plain run: the whole schedule, started when it is ready. */
  static final ShardAgreement NONE = new ShardAgreement(Shard.WHOLE, null, null);

  boolean agreed() {
    return startAt != null;
  }

  /**
   * The run tag in every request id, from what the shards agreed on (config and start), so each
   * request has the id the unsharded run would give it.
   */
  String runTag() {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest((configHash + "@" + startAt).getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 4);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /**
   * @param anchor the epoch nanoseconds at which this host's {@code System.nanoTime()} read zero
   * @return the agreed start on this host's monotonic clock; empty when none was agreed
   */
  OptionalLong startNanos(long anchor) {
    return agreed()
        ? OptionalLong.of(WallClockAnchor.epochNanos(startAt) - anchor)
        : OptionalLong.empty();
  }

  /**
   * @param transport the label of the HTTP client that carried the requests
   * @return what the reports say of the shard; {@code null} when none was agreed
   */
  RunInfo.ShardInfo info(long anchor, String transport) {
    return agreed() ? new RunInfo.ShardInfo(shard, configHash, startAt, anchor, transport) : null;
  }
}
