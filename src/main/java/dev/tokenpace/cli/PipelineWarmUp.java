package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.FakeSettings;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

/**
 * Plays about two hundred requests through the real pipeline (the chosen client, the SSE reader,
 * the tokenizer, the metrics and the summary) against an in-process streaming fake before the
 * user's run, so the first real request does not pay for class loading and a cold JIT (measured: 16
 * ms more from start to the server's receipt than the requests after it), and the run does not share
 * the cores with the compiler: with 48 short answers the per-event path was still being compiled
 * during the first seconds of a run, and each compile beside it delayed a stamp (delivery p99 at one
 * stream 0.40–0.91 ms in five runs, 0.17–0.38 ms in nine with about 9,000 warm-up events;
 * docs/performance.md). Four at a time, as before: sixteen made the 1-stream tail worse (0.65–1.08
 * ms), the compiled code fitting a busier read path than the run's. For an https server the fake
 * serves https too ({@link WarmUpTls}), so the JVM's first TLS handshake happens here. Nothing
 * reaches the user's server, no report is written, and a warm-up that fails only says so: the run
 * goes on.
 */
final class PipelineWarmUp {

  private static final int REQUESTS = 192;
  /** Each answer's words: 45 events, so the per-event path passes the JIT's thresholds here. */
  private static final String ANSWER =
      "warming the pipeline before the first real request ".repeat(5).strip();
  private static final int CONCURRENCY = 4;
  private static final Duration GAP = Duration.ofMillis(1);

  private PipelineWarmUp() {}

  /** Warms the path {@code config} will take with {@code transport}, talking only to a fake. */
  static void run(RunConfig config, Transport transport, PrintWriter err) {
    Path tlsFiles = null;
    try {
      WarmUpTls tls = null;
      if (https(config)) {
        tlsFiles = Files.createTempDirectory("tokenpace-warm-up");
        tls = WarmUpTls.extractTo(tlsFiles);
      }
      warm(config, transport, tls);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      err.println(
          "warning: the warm-up did not run (" + e.getMessage() + "); the run goes on cold");
      err.flush();
    } finally {
      deleteQuietly(tlsFiles);
    }
  }

  /**
   * @param tls the warm-up's certificate when the user's server is https (the fake then serves
   *     https too, so the first TLS handshake happens here), else {@code null}
   */
  private static void warm(RunConfig config, Transport transport, WarmUpTls tls)
      throws InterruptedException {
    FakeSettings settings = tls == null ? FakeSettings.defaults() : tls.fakeSettings();
    try (StreamingFake fake = StreamingFake.start(settings)) {
      fake.serveByDefault(
          Profile.words(ANSWER)
              .after(GAP)
              .gaps(GAP)
              .build());
      Benchmark.with(against(config, fake, tls == null ? null : tls.pem()))
          .transport(transport.carrying(config.server().baseUrl()))
          .writeReports(false)
          .build()
          .run();
    }
  }

  private static boolean https(RunConfig config) {
    return "https".equalsIgnoreCase(config.server().baseUrl().getScheme());
  }

  private static void deleteQuietly(Path directory) {
    if (directory == null) {
      return;
    }
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.toList()) {
        Files.deleteIfExists(file);
      }
      Files.deleteIfExists(directory);
    } catch (IOException ignored) {
      // a temporary directory the system cleans up anyway
    }
  }

  /**
   * The user's API, data and tokenizer, aimed at the fake, closed loop, no key, and the warm-up's
   * own certificate ({@code pem}, or {@code null} for http) in place of the user's; https runs on
   * NIO go through the JDK client.
   */
  private static RunConfig against(RunConfig config, StreamingFake fake, Path pem) {
    RunConfig.Server server = config.server();
    return config
        .withServer(
            new RunConfig.Server(
                server.type(),
                fake.baseUrl(),
                server.modelName() == null ? "warm-up" : server.modelName(),
                server.ignoreEos(),
                null,
                pem))
        .withLoad(
            new RunConfig.Load(
                RunConfig.LoadType.CONCURRENT,
                java.util.List.of(RunConfig.Stage.closed(CONCURRENCY, REQUESTS)),
                Duration.ZERO,
                config.load().seed(),
                Duration.ofSeconds(30)));
  }
}
