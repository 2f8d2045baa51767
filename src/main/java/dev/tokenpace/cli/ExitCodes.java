package dev.tokenpace.cli;

/** What the process tells its caller; 130 and 143 come from the JVM itself on SIGINT / SIGTERM. */
final class ExitCodes {

  static final int OK = 0;
  static final int INTERNAL_ERROR = 1;
  static final int BAD_INPUT = 2;
  static final int INTERRUPTED = 130;

  private ExitCodes() {}
}
