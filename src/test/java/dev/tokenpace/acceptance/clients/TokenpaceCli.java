package dev.tokenpace.acceptance.clients;

import dev.tokenpace.PipelineParts;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.cli.ExitCodes;
import dev.tokenpace.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;

/**
 * tokenpace as its users run it: {@code tokenpace run --config FILE}, through the command line's
 * own entry point, in the suite's JVM (a fork would add a cold JVM to every number). The pipeline's
 * parts come from the scenario's glue, so the sensitivity gate breaks this very path.
 */
public final class TokenpaceCli implements ClientUnderTest {

  /**
   * The scenario's wish to run with the warm-up, as every user's run does. Without it the run gets
   * {@code --no-warm-up}: the suite warms the pipeline once per JVM (ClientWarmUp), and the warm-up
   * (some 700 requests against an in-process fake) costs every run a moment of CPU that a scenario
   * timed beside it would feel. The scenarios that pin what the warm-up must never do
   * (features/latency/warm-up.feature) ask for it.
   */
  public static final String WARM_UP = "warm-up";

  /** The Maven version Failsafe passes in; a run from an IDE has none. */
  private static final String VERSION = System.getProperty("tokenpace.version", "(dev build)");

  private final PipelineParts parts;

  public TokenpaceCli(PipelineParts parts) {
    this.parts = parts;
  }

  @Override
  public String description() {
    return "tokenpace " + VERSION;
  }

  @Override
  public boolean runsInTheSuiteJvm() {
    return true;
  }

  @Override
  public Optional<String> cannotPlay(Collection<String> scenarioTags) {
    return Optional.empty();
  }

  @Override
  public RunReport run(Path config, Path reportDir, List<String> options) {
    return play(config, reportDir, options);
  }

  @Override
  public RunReport runShard(
      Path config, Path reportDir, int index, int count, Instant startAt, List<String> options) {
    List<String> sharding = new ArrayList<>(options);
    sharding.addAll(
        List.of(
            "--shard",
            index + "/" + count,
            "--start-at",
            Long.toString(startAt.toEpochMilli()),
            "--output",
            reportDir.toString()));
    return play(config, reportDir, sharding);
  }

  private RunReport play(Path config, Path reportDir, List<String> options) {
    List<String> args = new ArrayList<>(List.of("run", "--config", config.toString()));
    List<String> wishes = new ArrayList<>(options);
    if (!wishes.remove(WARM_UP)) {
      args.add("--no-warm-up");
    }
    // The suite reads the JSON reports; drawing report.html (JFreeChart) after every run took a CPU
    // from the scenario timed beside it. report.html has its own tests (HtmlReportTest).
    args.add("--no-html");
    args.addAll(wishes);
    Result result = execute(parts, args);
    // A run whose every request failed still wrote its reports: the scenario judges them.
    if (result.exitCode() != ExitCodes.OK && result.exitCode() != ExitCodes.EVERY_REQUEST_FAILED) {
      throw new ClientFailure(
          "tokenpace "
              + String.join(" ", args)
              + " exited "
              + result.exitCode()
              + ":\n"
              + result.output());
    }
    return RunReport.readFrom(reportDir);
  }

  /** {@code tokenpace merge DIR... --output DIR}, as a user joins a sharded run. */
  @Override
  public RunReport merge(List<Path> shards, Path output) {
    List<String> args = new ArrayList<>(List.of("merge"));
    shards.forEach(shard -> args.add(shard.toString()));
    args.addAll(List.of("--output", output.toString()));
    Result result = execute(parts, args);
    if (result.exitCode() != 0) {
      throw new ClientFailure(
          "tokenpace merge exited " + result.exitCode() + ":\n" + result.output());
    }
    return RunReport.readSummaryFrom(output);
  }

  /** One command line, its output kept for the message when it fails. */
  static Result execute(PipelineParts parts, List<String> args) {
    StringWriter output = new StringWriter();
    PrintWriter writer = new PrintWriter(output, true);
    CommandLine commandLine = Main.commandLine(parts);
    commandLine.setOut(writer);
    commandLine.setErr(writer);
    int exitCode = commandLine.execute(args.toArray(String[]::new));
    writer.flush();
    return new Result(exitCode, output.toString());
  }

  record Result(int exitCode, String output) {}
}
