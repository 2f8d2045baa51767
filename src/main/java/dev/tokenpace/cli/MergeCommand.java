package dev.tokenpace.cli;

import dev.tokenpace.PipelineParts;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.ShardMerge;
import dev.tokenpace.report.ShardSetException;
import dev.tokenpace.report.html.HtmlReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tokenpace merge DIR... --output DIR}: the reports of a run's shards, summarized as one
 * run, and its report.html (tables, percentiles and capacity curve: a merge writes no per-request
 * file to draw single requests from).
 */
@Command(
    name = "merge",
    description =
        "Merge the reports of every shard of one run (run --shard I/N) into the summary and stage"
            + " reports and report.html of the whole run.")
final class MergeCommand implements Callable<Integer> {

  @Mixin StandardCommand standard;

  @Parameters(
      arity = "1..*",
      paramLabel = "DIR",
      description = "The report directory of each shard, every shard exactly once.")
  List<Path> shards;

  @Option(
      names = {"-o", "--output"},
      required = true,
      paramLabel = "DIR",
      description = "Where to write the merged reports.")
  Path output;

  private final PipelineParts parts;

  MergeCommand(PipelineParts parts) {
    this.parts = parts;
  }

  @Override
  public Integer call() {
    for (Path dir : shards) {
      if (!Files.isDirectory(dir)) {
        throw new UserInputException("shard directory not found: '" + dir + "'");
      }
    }
    OutputDirectory.prepare(output);
    RunReports merged = merge();
    try {
      merged.writeTo(output);
      HtmlReport.write(merged, output);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write reports to " + output, e);
    }
    PrintWriter out = standard.out();
    out.println(merged.consoleTable());
    out.println("merged " + shards.size() + " shards; reports: " + output.toAbsolutePath());
    out.flush();
    return ExitCodes.OK;
  }

  private RunReports merge() {
    try {
      return ShardMerge.merge(shards, parts.summaryRules(), parts.mergeRules());
    } catch (ShardSetException e) {
      throw new UserInputException(e.getMessage());
    } catch (IOException e) {
      throw new UserInputException("cannot read the shards: " + e.getMessage());
    }
  }
}
