package dev.tokenpace.report;

import dev.tokenpace.config.Redactor;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.report.BucketSummarizer.StageLoadSource;
import dev.tokenpace.report.SummaryReport.RunSection;
import dev.tokenpace.report.SummaryReport.ShardSection;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Summarizes the shards of one run as the unsharded run would have been summarized: every sample of
 * every shard goes into one distribution (percentiles are never averaged), and windows and rates
 * are taken on one time axis, shard 0's monotonic clock, onto which each shard's stamps are shifted
 * by the difference of the shards' wall-clock anchors ({@link MergeRules}).
 */
public final class ShardMerge {

  private final List<ShardOutput> shards;
  private final SummaryRules rules;
  private final ShardClocks clocks;
  private final ShardManifest first;
  private final BucketSummarizer whole;
  private final SortedMap<Integer, BucketSummarizer> stages = new TreeMap<>();
  private final SortedMap<Integer, StageLoadSource> stageLoads = new TreeMap<>();
  private final RunConfig.Goodput goodput;

  private ShardMerge(List<ShardOutput> shards, SummaryRules rules, MergeRules merging) {
    this.shards = shards;
    this.rules = rules;
    this.clocks = merging.clocks();
    this.first = shards.get(0).manifest();
    this.goodput = first.goodput();
    this.whole = bucket();
    List<ShardManifest> manifests = shards.stream().map(ShardOutput::manifest).toList();
    for (ShardManifest.StageLoad stage : merging.stageLoads().of(manifests)) {
      stageLoads.put(
          stage.stageId(), new StageLoadSource(stage.requestedRate(), stage.concurrency()));
    }
  }

  /**
   * @param dirs the report directories of every shard of one run, in any order
   * @throws ShardSetException when they are not exactly the shards of one run, or a file is not a
   *     report
   */
  public static RunReports merge(List<Path> dirs) throws IOException {
    return merge(dirs, SummaryRules.STANDARD, MergeRules.STANDARD);
  }

  /**
   * The same, with {@code rules} for the statistics and {@code merging} for the clocks and the
   * stages' load (seams for the sensitivity gate).
   */
  public static RunReports merge(List<Path> dirs, SummaryRules rules, MergeRules merging)
      throws IOException {
    ShardMerge merge = new ShardMerge(ShardSet.read(dirs), rules, merging);
    return merge.summarize();
  }

  private RunReports summarize() throws IOException {
    for (ShardOutput shard : shards) {
      long offset = axisOffsetNanos(shard.manifest());
      PerRequestFile.forEach(shard.perRequestFile(), entry -> add(RequestFacts.of(entry, offset)));
    }
    RunSection run = runSection();
    SortedMap<Integer, SummaryReport> stageReports = new TreeMap<>();
    for (Map.Entry<Integer, StageLoadSource> stage : stageLoads.entrySet()) {
      BucketSummarizer bucket = stages.computeIfAbsent(stage.getKey(), id -> bucket());
      stageReports.put(stage.getKey(), bucket.report(run, stage.getValue()));
    }
    return RunReports.of(whole.report(run, null), stageReports);
  }

  private void add(RequestFacts request) {
    whole.add(request);
    stages.computeIfAbsent(request.stageId(), id -> bucket()).add(request);
    stageLoads.putIfAbsent(request.stageId(), new StageLoadSource(null, null));
  }

  /**
   * The statistics of docs/metrics.md, as a run's reports use by default, with the goodput
   * constraints the shards ran with. Failure messages were masked by each shard when it wrote them.
   */
  private BucketSummarizer bucket() {
    return new BucketSummarizer(first.percentiles(), rules, Redactor.none(), goodput);
  }

  /** What to add to a shard's monotonic stamps to read them on shard 0's clock. */
  private long axisOffsetNanos(ShardManifest shard) {
    return clocks.offsetNanos(shard, first);
  }

  /** The earliest shard's start, on the merged axis; cancelled if any shard was. */
  private RunSection runSection() {
    Instant startedAt = null;
    long startedAtNanos = Long.MAX_VALUE;
    boolean cancelled = false;
    for (ShardOutput shard : shards) {
      RunSection run = shard.manifest().run();
      Instant started = Instant.parse(run.startedAt());
      startedAt = startedAt == null || started.isBefore(startedAt) ? started : startedAt;
      startedAtNanos =
          Math.min(
              startedAtNanos,
              Math.round(run.startedAtMonotonic() * 1e9) + axisOffsetNanos(shard.manifest()));
      cancelled |= run.cancelled();
    }
    return new RunSection(
        String.valueOf(startedAt),
        startedAtNanos / 1e9,
        first.run().tokenizer(),
        first.run().useServerOutputTokens(),
        cancelled,
        new ShardSection(
            null,
            first.shardCount(),
            first.configHash(),
            first.startAt(),
            first.wallClockAnchor()));
  }
}
