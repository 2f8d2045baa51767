package dev.tokenpace;

import dev.tokenpace.report.MergeRules;
import dev.tokenpace.report.SummaryRules;

/**
 * The parts of the pipeline a program that embeds the command line may replace, in every benchmark
 * {@code run} builds and every merge {@code merge} makes. Users get {@link #PRODUCTION}, which
 * replaces nothing. The acceptance suite runs scenarios through the real command line, and its
 * sensitivity gate puts one broken part in here to prove a named scenario catches it, so the gate
 * breaks the same path a user takes.
 */
public interface PipelineParts {

  PipelineParts PRODUCTION = new PipelineParts() {};

  /** The benchmark {@code run} is about to build, with any part replaced. */
  default BenchmarkBuilder fit(BenchmarkBuilder benchmark) {
    return benchmark;
  }

  /** The server the warm-up before a {@code run} plays against. */
  default WarmUpServer warmUpServer() {
    return WarmUpServer.IN_PROCESS_FAKE;
  }

  /** The statistics {@code merge} summarizes the shards with. */
  default SummaryRules summaryRules() {
    return SummaryRules.STANDARD;
  }

  /** How {@code merge} places the shards' clocks and reads what each stage asked for. */
  default MergeRules mergeRules() {
    return MergeRules.STANDARD;
  }
}
