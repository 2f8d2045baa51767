package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.ShardManifest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A shard's report folder as a load generator on another machine would have written it: that
 * machine's monotonic clock reads {@code ahead} more than this one's, so every monotonic stamp the
 * merge reads (the per-request file's times, the manifest's start) is {@code ahead} later, and its
 * manifest's wall-clock anchor, the wall-clock instant its monotonic clock read zero, is {@code
 * ahead} earlier: the manifest says where that clock sits. The machines' wall clocks agree, as NTP
 * keeps them. The suite's fake stays the truth: the scenario judges the merge against its timeline,
 * and each request's evidence is the shard's record as read before the move, on the fake's clock.
 */
final class ShardOnAnotherClock {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The per-request times on the host's monotonic clock, in seconds. */
  private static final List<String> STAMPS =
      List.of(
          "scheduled_time",
          "start_time",
          "connect_time",
          "tls_start_time",
          "tls_time",
          "request_written_time",
          "headers_time",
          "end_time");

  private ShardOnAnotherClock() {}

  /**
   * How far apart the shards' manifests place their clocks, which are all this JVM's: the error of
   * the wall-clock anchors' reading, the most the merge may misplace a shard's stamps by (some
   * nanoseconds in one JVM). Read before any shard is moved.
   */
  static double anchorSpreadSeconds(List<Path> shardDirs) {
    long lowest = Long.MAX_VALUE;
    long highest = Long.MIN_VALUE;
    for (Path dir : shardDirs) {
      try {
        long anchor =
            JSON.readTree(dir.resolve(ShardManifest.FILE).toFile())
                .path("wall_clock_anchor_epoch_nanos")
                .asLong();
        lowest = Math.min(lowest, anchor);
        highest = Math.max(highest, anchor);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the manifest of shard " + dir, e);
      }
    }
    return (highest - lowest) / 1e9;
  }

  /** Rewrites the shard's manifest and per-request file in {@code shardDir} onto that clock. */
  static void move(Path shardDir, Duration ahead) {
    try {
      moveManifest(shardDir.resolve(ShardManifest.FILE), ahead.toNanos());
      moveRequests(shardDir.resolve(RunReports.PER_REQUEST_FILE), ahead.toNanos() / 1e9);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot move shard " + shardDir + " to another clock", e);
    }
  }

  private static void moveManifest(Path file, long aheadNanos) throws IOException {
    ObjectNode manifest = (ObjectNode) JSON.readTree(file.toFile());
    long anchor = manifest.path("wall_clock_anchor_epoch_nanos").asLong() - aheadNanos;
    manifest.put("wall_clock_anchor_epoch_nanos", anchor);
    manifest.put("wall_clock_anchor", Instant.ofEpochSecond(0, anchor).toString());
    ObjectNode run = (ObjectNode) manifest.path("run");
    run.put("started_at_monotonic", run.path("started_at_monotonic").asDouble() + aheadNanos / 1e9);
    JSON.writeValue(file.toFile(), manifest);
  }

  private static void moveRequests(Path file, double aheadSeconds) throws IOException {
    ArrayNode entries = (ArrayNode) JSON.readTree(file.toFile());
    for (JsonNode node : entries) {
      ObjectNode entry = (ObjectNode) node;
      for (String stamp : STAMPS) {
        if (entry.path(stamp).isNumber()) {
          entry.put(stamp, entry.path(stamp).asDouble() + aheadSeconds);
        }
      }
      for (JsonNode event : entry.path("events")) {
        ((ObjectNode) event).put("time", event.path("time").asDouble() + aheadSeconds);
      }
    }
    JSON.writeValue(file.toFile(), entries);
  }
}
