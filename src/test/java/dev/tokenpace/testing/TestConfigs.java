package dev.tokenpace.testing;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Api;
import dev.tokenpace.config.RunConfig.ApiType;
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
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * RunConfig records for tests, built directly (the YAML loader is another helper's work); each is
 * validated by RunConfig's constructor like any other.
 */
public final class TestConfigs {

  private TestConfigs() {}

  public static RunConfig chat(URI baseUrl, LoadType type, List<Stage> stages) {
    return new RunConfig(
        new Api(ApiType.CHAT, true, "X-Request-Id", Map.of()),
        new Server(ServerType.VLLM, baseUrl, "test-model", false, null),
        new Load(type, stages, Duration.ZERO, 42, Duration.ofSeconds(20)),
        new Data(DataType.RANDOM, null, LengthDistribution.fixed(4), LengthDistribution.fixed(8)),
        new TokenizerSpec(TokenizerType.WHITESPACE, null),
        new Report(true, true, false, List.of(50.0, 90.0, 99.0), false),
        new Storage(Path.of("target", "test-reports")));
  }

  /**
   * A valid config whose only part that matters is how it reports (the report tests summarize
   * records; nothing is sent).
   */
  public static RunConfig reporting(Report report) {
    RunConfig base =
        chat(URI.create("http://127.0.0.1:9"), LoadType.CONCURRENT, List.of(Stage.closed(1, 1)));
    return new RunConfig(
        base.api(),
        base.server(),
        base.load(),
        base.data(),
        base.tokenizer(),
        report,
        base.storage());
  }

  public static RunConfig withLoad(RunConfig config, Load load) {
    return config.withLoad(load);
  }
}
