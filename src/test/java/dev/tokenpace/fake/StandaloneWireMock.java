package dev.tokenpace.fake;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * WireMock's own standalone jar in a child JVM with the fake's extension jar beside it, exactly as
 * a user runs it. Listens on a port WireMock picks (it prints the bound port once it is serving);
 * the process is stopped by {@link #close()} and, should the test JVM be ended first, by a shutdown
 * hook.
 */
final class StandaloneWireMock implements AutoCloseable {

  static final String MAIN_CLASS = "wiremock.Run";
  static final String EXTENSION = "dev.tokenpace.fake.StreamingFakeExtension";
  private static final Pattern PORT_LINE = Pattern.compile("^port:\\s+(\\d+)\\s*$");

  private final Process process;
  private final Thread stopOnExit;
  private final StringBuffer output = new StringBuffer();
  private final CompletableFuture<Integer> port = new CompletableFuture<>();

  private StandaloneWireMock(List<String> command) throws IOException {
    process = new ProcessBuilder(command).redirectErrorStream(true).start();
    stopOnExit = new Thread(this::stop, "stop-standalone-wiremock");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
    Thread reader = new Thread(this::readOutput, "standalone-wiremock-output");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code java -cp <standalone>:<extension> wiremock.Run --port 0 ... --root-dir <root>}
   * and waits until it serves.
   */
  static StandaloneWireMock start(Path standaloneJar, Path extensionJar, Path rootDir)
      throws IOException {
    for (Path required : List.of(standaloneJar, extensionJar, rootDir)) {
      if (!Files.exists(required)) {
        throw new IllegalStateException(
            required + " is missing: run through `mvn verify` (package + pre-integration-test)");
      }
    }
    StandaloneWireMock wireMock =
        new StandaloneWireMock(command(standaloneJar, extensionJar, rootDir));
    try {
      wireMock.port.get(30, TimeUnit.SECONDS);
      return wireMock;
    } catch (ExecutionException | TimeoutException e) {
      wireMock.close();
      throw new IllegalStateException(
          "WireMock standalone did not start:\n" + wireMock.output(), e);
    } catch (InterruptedException e) {
      wireMock.close();
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static List<String> command(Path standaloneJar, Path extensionJar, Path rootDir) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(
        List.of("-cp", standaloneJar + java.io.File.pathSeparator + extensionJar, MAIN_CLASS));
    command.addAll(
        List.of(
            "--port",
            "0",
            "--bind-address",
            "127.0.0.1",
            "--disable-gzip",
            "--disable-http2-plain",
            "--disable-banner",
            "--extensions",
            EXTENSION,
            "--root-dir",
            rootDir.toString()));
    return command;
  }

  int port() {
    return port.join();
  }

  String output() {
    return output.toString();
  }

  private void readOutput() {
    try (BufferedReader lines =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        output.append(line).append('\n');
        Matcher matcher = PORT_LINE.matcher(line);
        if (matcher.matches()) {
          port.complete(Integer.parseInt(matcher.group(1)));
        }
      }
      port.completeExceptionally(new IllegalStateException("exited with " + process.waitFor()));
    } catch (IOException e) {
      port.completeExceptionally(new UncheckedIOException(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      port.completeExceptionally(e);
    }
  }

  private void stop() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    stop();
    try {
      Runtime.getRuntime().removeShutdownHook(stopOnExit);
    } catch (IllegalStateException alreadyShuttingDown) {
      // the hook is running or has run: the process is being stopped either way
    }
  }
}
