package dev.tokenpace.report;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import dev.tokenpace.config.Redactor;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.SummaryReport.RunSection;
import dev.tokenpace.report.SummaryReport.ShardSection;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Consumer;

/** The summary, per-stage and per-request reports of one run (see docs/architecture.md). */
public final class RunReports {

  public static final String SUMMARY_FILE = "summary_lifecycle_metrics.json";
  public static final String PER_REQUEST_FILE = "per_request_lifecycle_metrics.json";

  private final RunConfig.Report settings;
  private final Redactor redactor;
  private final List<RequestRecord> records;
  private final List<RequestMetrics> metrics;
  private final SummaryReport summary;
  private final SortedMap<Integer, SummaryReport> stages;
  private final ShardManifest manifest;
  private final boolean perRequestWritten;

  RunReports(
      RunConfig.Report settings,
      Redactor redactor,
      List<RequestRecord> records,
      List<RequestMetrics> metrics,
      SummaryReport summary,
      SortedMap<Integer, SummaryReport> stages,
      ShardManifest manifest,
      boolean perRequestWritten) {
    this.settings = settings;
    this.redactor = redactor;
    this.records = records;
    this.metrics = metrics;
    this.summary = summary;
    this.stages = stages;
    this.manifest = manifest;
    this.perRequestWritten = perRequestWritten;
  }

  /**
   * @param records one per request sent, in completion order
   * @param metrics one per record, same order
   */
  public static RunReports summarize(
      RunConfig config, RunInfo info, List<RequestRecord> records, List<RequestMetrics> metrics) {
    return summarize(config, info, records, metrics, SummaryRules.STANDARD);
  }

  /** As above, with the statistics {@code rules} give (the sensitivity gate's seam). */
  public static RunReports summarize(
      RunConfig config,
      RunInfo info,
      List<RequestRecord> records,
      List<RequestMetrics> metrics,
      SummaryRules rules) {
    if (records.size() != metrics.size()) {
      throw new IllegalArgumentException(
          records.size() + " records but " + metrics.size() + " metrics");
    }
    RunAggregate aggregate = RunAggregate.open(config, rules, null);
    for (int i = 0; i < records.size(); i++) {
      aggregate.add(records.get(i), metrics.get(i));
    }
    return aggregate.finish(info, records, metrics);
  }

  /** What a run's reports carry besides its distributions: the run section and a shard's file. */
  record Sections(RunSection run, ShardManifest manifest) {}

  static Sections sections(RunConfig config, RunInfo info, List<Double> percentiles) {
    RunSection run = runSection(config, info);
    ShardManifest manifest =
        info == null || info.shard() == null
            ? null
            : manifest(info, run, percentiles, goodput(config.report()));
    return new Sections(run, manifest);
  }

  /**
   * Reports computed elsewhere (the merge of shards): a summary and its stages, no per-request
   * file.
   */
  static RunReports of(SummaryReport summary, SortedMap<Integer, SummaryReport> stages) {
    return new RunReports(
        null,
        Redactor.none(),
        List.of(),
        List.of(),
        summary,
        Collections.unmodifiableSortedMap(stages),
        null,
        false);
  }

  public SummaryReport summary() {
    return summary;
  }

  public Optional<SummaryReport> stage(int stageId) {
    return Optional.ofNullable(stages.get(stageId));
  }

  public SortedMap<Integer, SummaryReport> stages() {
    return stages;
  }

  /**
   * Writes the files the config's report section asks for into {@code dir} (created if missing).
   */
  public void writeTo(Path dir) throws IOException {
    Files.createDirectories(dir);
    ObjectWriter writer = ReportJson.mapper().writer();
    if (settings == null || settings.summary()) {
      writer.writeValue(dir.resolve(SUMMARY_FILE).toFile(), summary);
    }
    if (settings == null || settings.perStage()) {
      for (Map.Entry<Integer, SummaryReport> stage : stages.entrySet()) {
        writer.writeValue(dir.resolve(stageFile(stage.getKey())).toFile(), stage.getValue());
      }
    }
    // A shard's per-request file is what the merge reads, whatever the config asked for.
    if (!perRequestWritten && (manifest != null || (settings != null && settings.perRequest()))) {
      writePerRequest(dir.resolve(PER_REQUEST_FILE), writer);
    }
    if (manifest != null) {
      writer.writeValue(dir.resolve(ShardManifest.FILE).toFile(), manifest);
    }
  }

  /**
   * The console summary: with two stages or more, a row per stage and one for the whole run; then
   * the whole run's TTFT, ITL, TPOT, NTPOT, latency (mean/p50/p90/p99), counts, throughput.
   */
  public String consoleTable() {
    return StageTable.render(stages, summary) + ConsoleTable.render(summary);
  }

  /**
   * Each request as {@code per_request_lifecycle_metrics.json} writes it, in completion order, one
   * at a time (whether or not that file is configured).
   */
  public void forEachEntry(Consumer<PerRequestEntry> action) {
    for (int i = 0; i < records.size(); i++) {
      action.accept(PerRequestEntry.of(records.get(i), metrics.get(i), redactor));
    }
  }

  public static String stageFile(int stageId) {
    return "stage_" + stageId + "_lifecycle_metrics.json";
  }

  /** One entry at a time: a million requests never become one in-memory list of entries. */
  private void writePerRequest(Path file, ObjectWriter writer) throws IOException {
    try (OutputStream out = Files.newOutputStream(file);
        SequenceWriter sequence = writer.writeValuesAsArray(out)) {
      for (int i = 0; i < records.size(); i++) {
        sequence.write(PerRequestEntry.of(records.get(i), metrics.get(i), redactor));
      }
    }
  }

  /** The config's percentiles: its validator requires at least one; the builder sets defaults. */
  static List<Double> percentiles(RunConfig.Report settings) {
    return List.copyOf(settings.percentiles());
  }

  private static RunSection runSection(RunConfig config, RunInfo info) {
    String started =
        info == null ? null : Instant.ofEpochMilli(info.wallClockStartMillis()).toString();
    double monotonic = info == null ? 0 : info.startNanos() / 1e9;
    boolean useServer = config.report() != null && config.report().useServerOutputTokens();
    return new RunSection(
        started,
        monotonic,
        tokenizerName(config.tokenizer()),
        useServer,
        info != null && info.cancelled(),
        info == null || info.shard() == null ? null : shardSection(info.shard()));
  }

  private static ShardSection shardSection(RunInfo.ShardInfo shard) {
    return new ShardSection(
        shard.shard().index(),
        shard.shard().count(),
        shard.configHash(),
        shard.startAt().toString(),
        epochNanosToString(shard.wallClockAnchorEpochNanos()));
  }

  /** The goodput constraints of a report section; none when there is no section. */
  static RunConfig.Goodput goodput(RunConfig.Report settings) {
    return settings == null ? RunConfig.Goodput.NONE : settings.goodput();
  }

  private static ShardManifest manifest(
      RunInfo info, RunSection run, List<Double> percentiles, RunConfig.Goodput goodput) {
    RunInfo.ShardInfo shard = info.shard();
    List<ShardManifest.StageLoad> stages = new ArrayList<>();
    for (RunInfo.StageInfo stage : info.stages()) {
      stages.add(
          new ShardManifest.StageLoad(stage.stageId(), stage.requestedRate(), stage.concurrency()));
    }
    return new ShardManifest(
        shard.shard().index(),
        shard.shard().count(),
        shard.configHash(),
        shard.transport(),
        shard.startAt().toString(),
        shard.wallClockAnchorEpochNanos(),
        epochNanosToString(shard.wallClockAnchorEpochNanos()),
        run,
        percentiles,
        stages,
        ShardManifest.constraintsOf(goodput));
  }

  static String epochNanosToString(long epochNanos) {
    return Instant.ofEpochSecond(0, epochNanos).toString();
  }

  /** The same name {@code Tokenizer.name()} gives, without loading the tokenizer again. */
  private static String tokenizerName(RunConfig.TokenizerSpec spec) {
    if (spec == null || spec.type() == null || spec.type() == TokenizerType.WHITESPACE) {
      return "whitespace";
    }
    Path path = spec.path();
    return path != null && Files.isDirectory(path)
        ? path.resolve("tokenizer.json").toString()
        : String.valueOf(path);
  }
}
