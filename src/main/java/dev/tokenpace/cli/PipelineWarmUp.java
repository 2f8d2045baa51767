package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.io.PrintWriter;
import java.time.Duration;

/**
 * Plays a few dozen requests through the real pipeline (the chosen client, the SSE reader, the
 * tokenizer, the metrics and the summary) against an in-process streaming fake before the user's
 * run, so the first real request does not pay for class loading and a cold JIT (measured: 16 ms
 * more from start to the server's receipt than the requests after it). Nothing reaches the user's
 * server, no report is written, and a warm-up that fails only says so: the run goes on.
 */
final class PipelineWarmUp {

  private static final int REQUESTS = 48;
  private static final int CONCURRENCY = 4;
  private static final Duration GAP = Duration.ofMillis(1);

  private PipelineWarmUp() {}

  /** Warms the path {@code config} will take with {@code transport}, talking only to a fake. */
  static void run(RunConfig config, Transport transport, PrintWriter err) {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(
          Profile.words("warming the pipeline before the first real request")
              .after(GAP)
              .gaps(GAP)
              .build());
      Benchmark.with(against(config, fake))
          .transport(warmedTransport(config, transport))
          .writeReports(false)
          .build()
          .run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      err.println(
          "warning: the warm-up did not run (" + e.getMessage() + "); the run goes on cold");
      err.flush();
    }
  }

  /**
   * The user's API, data and tokenizer, aimed at the fake, closed loop, no key and no certificate:
   * https runs go through the JDK client, which plain http warms as well.
   */
  private static RunConfig against(RunConfig config, StreamingFake fake) {
    RunConfig.Server server = config.server();
    return new RunConfig(
        config.api(),
        new RunConfig.Server(
            server.type(),
            fake.baseUrl(),
            server.modelName() == null ? "warm-up" : server.modelName(),
            server.ignoreEos(),
            null,
            null),
        new RunConfig.Load(
            RunConfig.LoadType.CONCURRENT,
            java.util.List.of(RunConfig.Stage.closed(CONCURRENCY, REQUESTS)),
            Duration.ZERO,
            config.load().seed(),
            Duration.ofSeconds(30)),
        config.data(),
        config.tokenizer(),
        config.report(),
        config.storage());
  }

  private static Transport warmedTransport(RunConfig config, Transport chosen) {
    return "https".equalsIgnoreCase(config.server().baseUrl().getScheme()) ? Transport.JDK : chosen;
  }
}
