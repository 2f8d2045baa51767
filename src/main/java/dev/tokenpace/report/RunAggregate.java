package dev.tokenpace.report;

import com.fasterxml.jackson.databind.SequenceWriter;
import dev.tokenpace.config.Redactor;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.BucketSummarizer.StageLoadSource;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A run summarized as it goes: each request is folded into the run's summary and its stage's, and
 * its per-request entry written, as it completes. Nothing of a request is kept after that, so a
 * million-request run needs no more memory than its distributions. One caller at a time.
 */
public final class RunAggregate implements AutoCloseable {

  private final RunConfig config;
  private final SummaryRules rules;
  private final Redactor redactor;
  private final List<Double> percentiles;
  private final BucketSummarizer run;
  private final SortedMap<Integer, BucketSummarizer> stages = new TreeMap<>();
  private final Path perRequestFile;
  private OutputStream out;
  private SequenceWriter perRequest;

  private RunAggregate(RunConfig config, SummaryRules rules, Path perRequestFile) {
    this.config = config;
    this.rules = rules;
    this.redactor = Redactor.of(config);
    this.percentiles = RunReports.percentiles(config.report());
    this.run = bucket();
    this.perRequestFile = perRequestFile;
  }

  /**
   * @param perRequestFile where each request's entry goes as it completes (its directory is
   *     created), or {@code null} to write none
   */
  public static RunAggregate open(RunConfig config, SummaryRules rules, Path perRequestFile) {
    RunAggregate aggregate = new RunAggregate(config, rules, perRequestFile);
    if (perRequestFile != null) {
      try {
        Files.createDirectories(perRequestFile.toAbsolutePath().getParent());
        aggregate.out = Files.newOutputStream(perRequestFile);
        aggregate.perRequest = ReportJson.mapper().writer().writeValuesAsArray(aggregate.out);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + perRequestFile, e);
      }
    }
    return aggregate;
  }

  /**
   * Writes each request's entry as {@link #open} would, to nowhere: a warm-up's, so that Jackson
   * has built and the JIT compiled the entry's serializer before the run whose first entries would
   * otherwise pay for it (measured: 100 and more compilations, and reflection, in the millisecond a
   * closed loop's first round ended).
   */
  public static RunAggregate discardingEntries(RunConfig config, SummaryRules rules) {
    RunAggregate aggregate = new RunAggregate(config, rules, null);
    aggregate.out = OutputStream.nullOutputStream();
    try {
      aggregate.perRequest = ReportJson.mapper().writer().writeValuesAsArray(aggregate.out);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write to nowhere", e);
    }
    return aggregate;
  }

  /** Folds one completed request in, and writes its entry. */
  public void add(RequestRecord record, RequestMetrics metrics) {
    RequestFacts facts = RequestFacts.of(record, metrics);
    run.add(facts);
    stages.computeIfAbsent(record.stageId(), id -> bucket()).add(facts);
    if (perRequest != null) {
      try {
        perRequest.write(PerRequestEntry.of(record, metrics, redactor));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + perRequestFile, e);
      }
    }
  }

  /**
   * The reports of everything added, the per-request file closed; {@code records} and {@code
   * metrics} are kept for {@link RunReports#writeTo} only when no file was written as the run went.
   */
  public RunReports finish(
      RunInfo info, List<RequestRecord> records, List<RequestMetrics> metrics) {
    close();
    RunReports.Sections sections = RunReports.sections(config, info, percentiles);
    SortedMap<Integer, SummaryReport> stageReports = new TreeMap<>();
    for (Map.Entry<Integer, StageLoadSource> stage : stageSources(info).entrySet()) {
      BucketSummarizer bucket = stages.getOrDefault(stage.getKey(), bucket());
      stageReports.put(stage.getKey(), bucket.report(sections.run(), stage.getValue()));
    }
    return new RunReports(
        config.report(),
        redactor,
        perRequest == null ? records : List.of(),
        perRequest == null ? metrics : List.of(),
        run.report(sections.run(), null),
        Collections.unmodifiableSortedMap(stageReports),
        sections.manifest(),
        perRequest != null);
  }

  /** Closes the per-request file; what was written stays a valid JSON array. */
  @Override
  public void close() {
    if (perRequest == null) {
      return;
    }
    try {
      perRequest.close();
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + perRequestFile, e);
    }
  }

  private BucketSummarizer bucket() {
    return new BucketSummarizer(percentiles, rules, redactor, RunReports.goodput(config.report()));
  }

  /** Every configured stage, plus any stage a request named that the run info does not. */
  private SortedMap<Integer, StageLoadSource> stageSources(RunInfo info) {
    SortedMap<Integer, StageLoadSource> sources = new TreeMap<>();
    if (info != null && info.stages() != null) {
      for (RunInfo.StageInfo stage : info.stages()) {
        sources.put(
            stage.stageId(), new StageLoadSource(stage.requestedRate(), stage.concurrency()));
      }
    }
    for (Integer stage : stages.keySet()) {
      sources.putIfAbsent(stage, new StageLoadSource(null, null));
    }
    return sources;
  }
}
