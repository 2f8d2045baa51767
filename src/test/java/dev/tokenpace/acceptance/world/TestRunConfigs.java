package dev.tokenpace.acceptance.world;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Api;
import dev.tokenpace.config.RunConfig.Data;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Report;
import dev.tokenpace.config.RunConfig.Server;
import dev.tokenpace.config.RunConfig.ServerType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.Storage;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The one place the suite builds a {@link RunConfig}: a streamed closed-loop run with every report
 * file on, as a user would configure it. Built from the records directly so the suite depends only
 * on the config contract.
 */
public final class TestRunConfigs {

  public static final String REQUEST_ID_HEADER = "X-Request-Id";
  private static final List<Double> PERCENTILES =
      List.of(0.1, 1.0, 5.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.9);

  private TestRunConfigs() {}

  public static RunConfig streamed(
      URI baseUrl, String model, RunSettings settings, int requests, Path reportDir) {
    return streamed(baseUrl, model, settings, 1, requests, reportDir);
  }

  /** {@code concurrency} requests in flight until {@code requests} are done. */
  public static RunConfig streamed(
      URI baseUrl,
      String model,
      RunSettings settings,
      int concurrency,
      int requests,
      Path reportDir) {
    return new RunConfig(
        new Api(settings.api(), settings.streaming(), REQUEST_ID_HEADER, Map.of()),
        new Server(ServerType.OPENAI, baseUrl, model, false, null, settings.trustedCertificates()),
        new Load(
            LoadType.CONCURRENT,
            List.of(Stage.closed(concurrency, requests)),
            Duration.ZERO,
            42L,
            settings.requestTimeout()),
        data(settings),
        settings.tokenizer(),
        new Report(true, true, true, PERCENTILES, settings.useServerOutputTokens()),
        new Storage(reportDir));
  }

  /**
   * The mock prompts, or prompts of exactly the scenario's word count (random words, one token
   * each).
   */
  private static Data data(RunSettings settings) {
    if (settings.promptWords() == null) {
      return new Data(
          DataType.MOCK, null, LengthDistribution.fixed(8), LengthDistribution.fixed(64));
    }
    LengthDistribution words = LengthDistribution.fixed(settings.promptWords());
    return new Data(DataType.RANDOM, null, words, LengthDistribution.fixed(64));
  }

  /**
   * Open loop: each stage's rate for its duration, one after another, each request sent on its
   * schedule.
   */
  public static RunConfig open(
      URI baseUrl,
      String model,
      RunSettings settings,
      LoadType type,
      List<Stage> stages,
      Path reportDir) {
    RunConfig closed = streamed(baseUrl, model, settings, 1, 1, reportDir);
    Load load =
        new Load(
            type, stages, Duration.ZERO, 42L, settings.requestTimeout(), settings.maxInFlight());
    return new RunConfig(
        closed.api(),
        closed.server(),
        load,
        closed.data(),
        closed.tokenizer(),
        closed.report(),
        closed.storage());
  }
}
