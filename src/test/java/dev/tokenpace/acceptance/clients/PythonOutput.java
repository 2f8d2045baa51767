package dev.tokenpace.acceptance.clients;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a Python tool's console output says went wrong: the traceback of an exception nothing caught
 * (not one a log line holds), and its last lines.
 */
final class PythonOutput {

  /** A traceback Python printed because nothing caught the exception (not one a log line holds). */
  private static final String TRACEBACK = "Traceback (most recent call last):";

  /** inference-perf's log format: "2026-12-01 09:24:39,502 - module - LEVEL - message". */
  /** The lines Python prints between the tracebacks of one chain of exceptions. */
  private static final Pattern CHAINED =
      Pattern.compile(
          "The above exception was the direct cause of the following exception:"
              + "|During handling of the above exception, another exception occurred:");

  private static final Pattern LOG_RECORD =
      Pattern.compile("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d+ - \\S+ - [A-Z]+ - .*");

  /** The exception line of the first traceback no log record printed, if any. */
  static Optional<String> uncaughtTraceback(Path output) {
    List<String> lines = readLines(output);
    boolean inLoggedChain = false;
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).strip().equals(TRACEBACK)) {
        continue;
      }
      String before = previousNonBlank(lines, i);
      if (before != null && LOG_RECORD.matcher(before).matches()) {
        inLoggedChain = true; // a request's error that inference-perf logged and went on from
        continue;
      }
      if (inLoggedChain && before != null && CHAINED.matcher(before.strip()).matches()) {
        continue; // the same logged error's cause, printed as Python chains exceptions
      }
      inLoggedChain = false;
      // the exception line: the first unindented line after the traceback's frames
      for (int j = i + 1; j < lines.size(); j++) {
        String line = lines.get(j);
        if (!line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
          return Optional.of(line.strip());
        }
      }
      return Optional.of("(a traceback without its exception line)");
    }
    return Optional.empty();
  }

  private static String previousNonBlank(List<String> lines, int index) {
    for (int i = index - 1; i >= 0; i--) {
      if (!lines.get(i).isBlank()) {
        return lines.get(i);
      }
    }
    return null;
  }

  /** Its last lines of output, progress-bar redraws split apart and long lines cut. */
  static List<String> lastLines(Path output) {
    return PeerProcess.lastLines(output);
  }

  private static List<String> readLines(Path output) {
    return PeerProcess.lines(output);
  }

  private PythonOutput() {}
}
