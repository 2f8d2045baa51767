package dev.tokenpace.acceptance.clients;

import dev.tokenpace.testing.ProcessTree;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Which inference-perf an install holds, as {@link InferencePerfClient#description()} names it. */
final class InferencePerfVersion {

  private static final Duration VERSION_LIMIT = Duration.ofSeconds(30);

  /**
   * The version its installer recorded, else the package version the script's own interpreter
   * finds, else "version unknown".
   */
  static String of(Path launcher) {
    Optional<String> recorded = RecordedVersion.of(launcher, "inference-perf");
    if (recorded.isPresent()) {
      return recorded.get();
    }
    Optional<Path> python = interpreterOf(launcher);
    if (python.isEmpty()) {
      return "(version unknown)";
    }
    try {
      Path out = Files.createTempFile("inference-perf-version", ".txt");
      try {
        Process process =
            new ProcessBuilder(
                    python.get().toString(),
                    "-c",
                    "import importlib.metadata as m; print(m.version('inference-perf'))")
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        process.getOutputStream().close();
        if (!process.waitFor(VERSION_LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
          ProcessTree.kill(process.toHandle());
          return "(version unknown)";
        }
        String text = Files.readString(out).strip();
        return process.exitValue() == 0 && !text.isEmpty() && !text.contains("\n")
            ? text
            : "(version unknown)";
      } finally {
        Files.deleteIfExists(out);
      }
    } catch (IOException e) {
      return "(version unknown)";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "(version unknown)";
    }
  }

  /** The Python interpreter a console script's {@code #!} line names, if it names one. */
  static Optional<Path> interpreterOf(Path script) {
    try {
      List<String> head = Files.readAllLines(script, StandardCharsets.UTF_8);
      if (head.isEmpty() || !head.get(0).startsWith("#!")) {
        return Optional.empty();
      }
      String[] words = head.get(0).substring(2).strip().split("\\s+");
      Path interpreter = Path.of(words[0]);
      return interpreter.getFileName() != null
              && interpreter.getFileName().toString().startsWith("python")
          ? Optional.of(interpreter)
          : Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private InferencePerfVersion() {}
}
