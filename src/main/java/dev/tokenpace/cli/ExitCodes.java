package dev.tokenpace.cli;

/**
 * What the process tells its caller; 130 and 143 come from the JVM itself on SIGINT / SIGTERM.
 * Public so that a program embedding the command line (the acceptance suite) reads a run whose
 * every request failed as a run, not as a crash.
 */
public final class ExitCodes {

  public static final int OK = 0;
  public static final int INTERNAL_ERROR = 1;
  public static final int BAD_INPUT = 2;

  /**
   * The run completed and wrote its reports, but not one request succeeded: a script that chains a
   * benchmark must not read a dead server's run as a measurement.
   */
  public static final int EVERY_REQUEST_FAILED = 3;

  public static final int INTERRUPTED = 130;

  private ExitCodes() {}
}
