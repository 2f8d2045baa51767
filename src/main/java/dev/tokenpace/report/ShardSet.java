package dev.tokenpace.report;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The shards a merge is given, read from their {@code shard.json} and checked to be every shard of
 * one run exactly once: one config, one transport, one agreed start, one shard count, no index
 * twice, none missing. Anything else would merge into a report of a run that never happened.
 */
final class ShardSet {

  private static final ObjectReader MANIFEST =
      ReportJson.mapper()
          .readerFor(ShardManifest.class)
          .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ShardSet() {}

  /**
   * @return the shards in index order
   * @throws ShardSetException when they are not the complete shards of one run
   */
  static List<ShardOutput> read(List<Path> dirs) throws IOException {
    if (dirs.isEmpty()) {
      throw new ShardSetException("no shard directories given");
    }
    List<ShardOutput> shards = new ArrayList<>();
    for (Path dir : dirs) {
      shards.add(new ShardOutput(dir, manifestOf(dir)));
    }
    requireOneRun(shards);
    List<ShardOutput> byIndex = requireEachIndexOnce(shards);
    for (ShardOutput shard : byIndex) {
      if (!Files.isRegularFile(shard.perRequestFile())) {
        throw new ShardSetException(
            shard.name() + " has no " + RunReports.PER_REQUEST_FILE + " to merge");
      }
    }
    return byIndex;
  }

  private static ShardManifest manifestOf(Path dir) throws IOException {
    Path file = dir.resolve(ShardManifest.FILE);
    if (!Files.isRegularFile(file)) {
      throw new ShardSetException(
          "'" + dir + "' holds no " + ShardManifest.FILE + ": not the output of 'run --shard'");
    }
    try {
      return MANIFEST.readValue(file.toFile());
    } catch (JacksonException e) {
      throw new ShardSetException(
          "'" + file + "' is not a shard manifest: " + e.getOriginalMessage());
    }
  }

  private static void requireOneRun(List<ShardOutput> shards) {
    ShardOutput first = shards.get(0);
    for (ShardOutput other : shards.subList(1, shards.size())) {
      ShardManifest a = first.manifest();
      ShardManifest b = other.manifest();
      if (!a.configHash().equals(b.configHash())) {
        throw new ShardSetException(
            "the shards ran different configs: "
                + first.name()
                + " has config hash "
                + a.configHash()
                + ", "
                + other.name()
                + " has "
                + b.configHash());
      }
      if (!Objects.equals(a.transport(), b.transport())) {
        throw new ShardSetException(
            "the shards ran over different transports: "
                + first.name()
                + " used "
                + Objects.toString(a.transport(), "an unrecorded one")
                + ", "
                + other.name()
                + " "
                + Objects.toString(b.transport(), "an unrecorded one")
                + " (run --transport)");
      }
      if (a.shardCount() != b.shardCount()) {
        throw new ShardSetException("mixed shard counts: " + first.name() + " and " + other.name());
      }
      // The config hash already says so for files; a run built in code names its own hash.
      if (!Objects.equals(a.goodputConstraints(), b.goodputConstraints())) {
        throw new ShardSetException(
            "the shards counted goodput against different constraints: "
                + first.name()
                + " "
                + Objects.toString(a.goodputConstraints(), "none")
                + ", "
                + other.name()
                + " "
                + Objects.toString(b.goodputConstraints(), "none"));
      }
      if (!a.startAt().equals(b.startAt())) {
        throw new ShardSetException(
            "the shards belong to different runs: "
                + first.name()
                + " started at "
                + a.startAt()
                + ", "
                + other.name()
                + " at "
                + b.startAt());
      }
    }
  }

  private static List<ShardOutput> requireEachIndexOnce(List<ShardOutput> shards) {
    Map<Integer, ShardOutput> byIndex = new TreeMap<>();
    for (ShardOutput shard : shards) {
      int index = shard.manifest().shardIndex();
      if (index < 0 || index >= shard.manifest().shardCount()) {
        throw new ShardSetException(shard.name() + " has an index outside its shard count");
      }
      ShardOutput twin = byIndex.putIfAbsent(shard.manifest().shardIndex(), shard);
      if (twin != null) {
        throw new ShardSetException(
            "shard "
                + shard.manifest().shardIndex()
                + "/"
                + shard.manifest().shardCount()
                + " is given twice: '"
                + twin.dir()
                + "' and '"
                + shard.dir()
                + "'");
      }
    }
    int count = shards.get(0).manifest().shardCount();
    for (int index = 0; index < count; index++) {
      if (!byIndex.containsKey(index)) {
        throw new ShardSetException(
            "shard " + index + "/" + count + " is missing: got shards " + byIndex.keySet());
      }
    }
    List<ShardOutput> ordered = new ArrayList<>(byIndex.values());
    ordered.sort(Comparator.comparingInt(s -> s.manifest().shardIndex()));
    return ordered;
  }
}
