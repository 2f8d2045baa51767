package dev.tokenpace.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * tokenpace's command line as a user types it, in this process, with what it prints kept for the
 * test to read: one place that wires stdout and stderr the way {@link Main} does.
 */
public final class CapturedCli {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  /** Runs {@code tokenpace args}; what it prints is added to what earlier calls printed. */
  public int execute(String... args) {
    CommandLine commandLine = Main.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    return commandLine.execute(args);
  }

  public String out() {
    return out.toString();
  }

  public String err() {
    return err.toString();
  }

  /** Forgets what was printed so far, so the next call's output reads alone. */
  public void forget() {
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
  }
}
