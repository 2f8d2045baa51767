package dev.tokenpace.acceptance.clients;

import dev.tokenpace.acceptance.clients.ClientUnderTest.ClientFailure;
import dev.tokenpace.testing.ProcessTree;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * An external client's one run as a process: started in its report folder, its output kept in a
 * file there, waited for up to a limit. It never leaves a process behind: past the limit, on an
 * interrupt, or when the JVM exits mid-run, the client and every process it started are killed.
 */
final class PeerProcess {

  static final int LAST_LINES = 30;

  private PeerProcess() {}

  /**
   * The environment every Python client runs in, to which each adds its own: offline, because its
   * tokenizer is a local folder and nothing may be fetched; unbuffered, so its last lines are in
   * the output file when it is killed; a dumb terminal, so it draws no progress bars.
   */
  static Map<String, String> offlinePythonEnvironment() {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("HF_HUB_OFFLINE", "1");
    env.put("TRANSFORMERS_OFFLINE", "1");
    env.put("HF_DATASETS_OFFLINE", "1");
    env.put("PYTHONUNBUFFERED", "1");
    env.put("TERM", "dumb");
    return env;
  }

  /**
   * Runs {@code argv} in {@code dir} to its end, its output into {@code output}; returns its exit
   * code.
   *
   * @param name how a failure names the client ("vLLM's benchmark_serving.py")
   * @param limitProperty the property that sets {@code limit}, named when the limit is hit
   */
  static int runToEnd(
      List<String> argv,
      Path dir,
      Path output,
      Map<String, String> environment,
      Duration limit,
      String name,
      String limitProperty) {
    ProcessBuilder builder =
        new ProcessBuilder(argv)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile());
    builder.environment().putAll(environment);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new ClientFailure("cannot start " + name + " " + argv + ": " + e.getMessage(), e);
    }
    Thread reaper = new Thread(() -> ProcessTree.kill(process.toHandle()), "peer-client-reaper");
    Runtime.getRuntime().addShutdownHook(reaper);
    try {
      process.getOutputStream().close(); // it reads nothing
      if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        int killed = ProcessTree.kill(process.toHandle());
        throw new ClientFailure(
            name
                + " did not finish within "
                + limit.toMillis() / 1000.0
                + " s ("
                + limitProperty
                + "); killed it (pid "
                + process.pid()
                + ") and "
                + killed
                + " process(es) it started"
                + lastLinesOf(output));
      }
      return process.exitValue();
    } catch (InterruptedException e) {
      ProcessTree.kill(process.toHandle());
      Thread.currentThread().interrupt();
      throw new ClientFailure(
          "interrupted while " + name + " ran; killed it (pid " + process.pid() + ")", e);
    } catch (IOException e) {
      ProcessTree.kill(process.toHandle());
      throw new ClientFailure("cannot close " + name + "'s input: " + e.getMessage(), e);
    } catch (RuntimeException | Error e) {
      ProcessTree.kill(process.toHandle());
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(reaper);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or about to: it kills the tree
      }
    }
  }

  /** Its last lines of output under a heading that names the file, for a failure's message. */
  static String lastLinesOf(Path output) {
    return "\n--- its last lines (" + output + ") ---\n" + String.join("\n", lastLines(output));
  }

  /** Its last lines of output, progress-bar redraws split apart and long lines cut. */
  static List<String> lastLines(Path output) {
    List<String> lines = lines(output);
    List<String> last = lines.subList(Math.max(0, lines.size() - LAST_LINES), lines.size());
    return last.stream().map(l -> l.length() > 300 ? l.substring(0, 300) + "…" : l).toList();
  }

  /** Every non-blank line of its output. */
  static List<String> lines(Path output) {
    if (!Files.exists(output)) {
      return List.of();
    }
    try {
      String text = new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
      return Arrays.stream(text.split("\r\n|\r|\n")).filter(l -> !l.isBlank()).toList();
    } catch (IOException e) {
      return List.of("(cannot read its output: " + e.getMessage() + ")");
    }
  }
}
