package dev.tokenpace.report;

import java.nio.file.Path;

/** One shard's report directory and its {@code shard.json}. */
record ShardOutput(Path dir, ShardManifest manifest) {

  String name() {
    return "'" + dir + "' (shard " + manifest.shardIndex() + "/" + manifest.shardCount() + ")";
  }

  Path perRequestFile() {
    return dir.resolve(RunReports.PER_REQUEST_FILE);
  }
}
