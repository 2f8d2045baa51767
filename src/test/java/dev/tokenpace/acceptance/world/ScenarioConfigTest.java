package dev.tokenpace.acceptance.world;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.ConfigLoader;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The YAML a scenario hands its client says what the scenario set up: read back by tokenpace's own
 * loader, as the CLI reads it, every setting arrives and nothing else changes.
 */
class ScenarioConfigTest {

  private static final URI FAKE = URI.create("http://127.0.0.1:18089");

  @TempDir Path dir;

  private final List<String> warnings = new ArrayList<>();

  @Test
  void aClosedLoopRunIsInferencePerfsConcurrentLoad() {
    RunConfig config =
        load(ScenarioConfig.of(FAKE, "m", new RunSettings(), new ScenarioLoad.Closed(3, 12), dir));

    assertThat(config.api().type()).isEqualTo(ApiType.CHAT);
    assertThat(config.api().streaming()).isTrue();
    assertThat(config.server().baseUrl()).isEqualTo(FAKE);
    assertThat(config.server().modelName()).isEqualTo("m");
    assertThat(config.load().type()).isEqualTo(LoadType.CONCURRENT);
    assertThat(config.load().stages()).containsExactly(Stage.closed(3, 12));
    assertThat(config.load().interval()).isEqualTo(Duration.ZERO);
    assertThat(config.load().seed()).isEqualTo(ScenarioConfig.SEED);
    assertThat(config.load().requestTimeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(config.data().type()).isEqualTo(DataType.MOCK);
    assertThat(config.tokenizer().type()).isEqualTo(TokenizerType.WHITESPACE);
    assertThat(config.report().perRequest()).isTrue();
    assertThat(config.report().perStage()).isTrue();
    assertThat(config.report().useServerOutputTokens()).isFalse();
    assertThat(config.storage().path()).isEqualTo(dir.toAbsolutePath());
    // num_workers is inference-perf's; tokenpace says it ignores it, and nothing else.
    assertThat(warnings).singleElement().asString().contains("num_workers");
  }

  @Test
  void openLoopStagesKeepTheirRatesAndDurations() {
    RunSettings settings = new RunSettings();
    settings.maxInFlight(2);
    RunConfig config =
        load(
            ScenarioConfig.of(
                FAKE,
                "m",
                settings,
                new ScenarioLoad.Open(
                    ScenarioLoad.Arrivals.POISSON,
                    List.of(
                        new ScenarioLoad.Stage(2.5, Duration.ofMillis(1500)),
                        new ScenarioLoad.Stage(10, Duration.ofSeconds(2)))),
                dir));

    assertThat(config.load().type()).isEqualTo(LoadType.POISSON);
    assertThat(config.load().stages())
        .containsExactly(
            Stage.open(2.5, Duration.ofMillis(1500)), Stage.open(10, Duration.ofSeconds(2)));
    assertThat(config.load().maxInFlight()).isEqualTo(2);
  }

  @Test
  void everySettingAScenarioCanMakeReachesTheLoadedConfig() {
    RunSettings settings = new RunSettings();
    settings.api(ApiType.COMPLETION);
    settings.streaming(false);
    settings.useServerOutputTokens(true);
    settings.requestTimeout(Duration.ofMillis(500));
    settings.maxEventBytes(1024 * 1024);
    settings.promptWords(40);
    settings.countWithBosAddingTokenizer();

    RunConfig config =
        load(ScenarioConfig.of(FAKE, "m", settings, new ScenarioLoad.Closed(1, 1), dir));

    assertThat(config.api().type()).isEqualTo(ApiType.COMPLETION);
    assertThat(config.api().streaming()).isFalse();
    assertThat(config.api().maxEventBytes()).isEqualTo(1024 * 1024);
    assertThat(config.report().useServerOutputTokens()).isTrue();
    assertThat(config.load().requestTimeout()).isEqualTo(Duration.ofMillis(500));
    assertThat(config.data().type()).isEqualTo(DataType.RANDOM);
    assertThat(config.data().inputTokens().min()).isEqualTo(40);
    assertThat(config.data().inputTokens().max()).isEqualTo(40);
    assertThat(config.tokenizer().type()).isEqualTo(TokenizerType.HUGGINGFACE);
    assertThat(config.tokenizer().path()).isEqualTo(settings.tokenizer());
  }

  private RunConfig load(ScenarioConfig config) {
    Path file = config.writeTo(dir.resolve("config.yaml"));
    return new ConfigLoader(warnings::add).load(file);
  }
}
