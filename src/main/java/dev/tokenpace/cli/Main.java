package dev.tokenpace.cli;

import dev.tokenpace.PipelineParts;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code tokenpace}: benchmark an OpenAI-compatible streaming server ({@code run}; its shards'
 * reports joined by {@code merge}), try it on a built-in fake ({@code demo}), serve the fake
 * ({@code fake}), or measure this machine's own timing error ({@code calibrate}). Exit codes: 0
 * done, 1 internal error, 2 bad input, 3 every request failed, 130/143 interrupted.
 */
@Command(
    name = "tokenpace",
    description = "Keeps LLM benchmark latency numbers honest.",
    subcommands = {
      RunCommand.class,
      MergeCommand.class,
      DemoCommand.class,
      FakeCommand.class,
      ReportCommand.class,
      CalibrateCommand.class,
      CommandLine.HelpCommand.class
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      " 0:done (failed requests are part of the measurement, not an error)",
      " 1:internal error",
      " 2:bad input: unknown option, missing file, invalid config, unwritable output directory,"
          + " a report folder holding another run's reports",
      " 3:every request failed; the reports are written",
      "130:interrupted (SIGINT); reports of what was measured are still written",
      "143:terminated (SIGTERM); reports are still written"
    })
public final class Main implements Callable<Integer> {

  @Mixin StandardCommand standard;

  public static void main(String[] args) {
    // WireMock and Jetty log at INFO through slf4j-simple; the user wants the table, not Jetty.
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    LowPauseJvm.Jvm jvm = LowPauseJvm.Jvm.current();
    Optional<List<String>> child = LowPauseJvm.relaunch(args, jvm);
    if (child.isPresent()) {
      System.exit(playOnZgc(child.get()));
    }
    LowPauseJvm.warning(args, jvm).ifPresent(System.err::println);
    System.exit(commandLine().execute(args));
  }

  private static int playOnZgc(List<String> command) {
    try {
      return LowPauseJvm.play(command);
    } catch (IOException | InterruptedException notStarted) {
      System.err.println(
          "tokenpace: could not start a JVM on ZGC ("
              + notStarted.getMessage()
              + "); name a collector, e.g. java -XX:+UseG1GC -jar tokenpace.jar, to run in this"
              + " one");
      return ExitCodes.INTERNAL_ERROR;
    }
  }

  /** The configured command line: exit codes and one-line error messages for every command. */
  public static CommandLine commandLine() {
    return commandLine(PipelineParts.PRODUCTION);
  }

  /**
   * The same command line, its {@code run} and {@code merge} built with {@code parts}: for a
   * program that embeds tokenpace and must reach the pipeline the way a user's command does.
   */
  public static CommandLine commandLine(PipelineParts parts) {
    CommandLine commandLine = new CommandLine(new Main(), new PartsFactory(parts));
    commandLine.registerConverter(Duration.class, new DurationConverter());
    commandLine.setParameterExceptionHandler(ErrorHandler::onBadArguments);
    commandLine.setExecutionExceptionHandler(ErrorHandler::onFailure);
    return commandLine;
  }

  /**
   * Hands {@code run} and {@code merge} the pipeline's parts; every other command as picocli would.
   */
  private record PartsFactory(PipelineParts parts) implements CommandLine.IFactory {
    @Override
    public <K> K create(Class<K> type) throws Exception {
      if (type == RunCommand.class) {
        return type.cast(new RunCommand(parts));
      }
      if (type == MergeCommand.class) {
        return type.cast(new MergeCommand(parts));
      }
      return CommandLine.defaultFactory().create(type);
    }
  }

  /** {@code tokenpace} alone: show what it can do, as a usage error. */
  @Override
  public Integer call() {
    PrintWriter err = standard.err();
    standard.command.commandLine().usage(err);
    return ExitCodes.BAD_INPUT;
  }
}
