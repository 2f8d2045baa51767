package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.LoadType;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunConfigBuilderTest {

  private static RunConfigBuilder valid() {
    return RunConfig.builder().baseUrl("http://127.0.0.1:9000").modelName("m");
  }

  @Test
  void theExampleFromItsJavadocBuilds() {
    RunConfig config =
        RunConfig.builder()
            .baseUrl(URI.create("http://127.0.0.1:9000"))
            .modelName("m")
            .api(ApiType.CHAT)
            .streaming(true)
            .concurrent(1, 1)
            .build();

    assertThat(config.load().type()).isEqualTo(LoadType.CONCURRENT);
    assertThat(config.load().stages()).containsExactly(RunConfig.Stage.closed(1, 1));
  }

  @Test
  void loadTypeFollowsTheStagesUnlessSet() {
    assertThat(valid().open(5, Duration.ofSeconds(2)).build().load().type())
        .isEqualTo(LoadType.CONSTANT);
    assertThat(valid().poisson(5, Duration.ofSeconds(2)).build().load().type())
        .isEqualTo(LoadType.POISSON);
  }

  @Test
  void sharesTheLoadersValidation() {
    assertThatThrownBy(() -> valid().open(-1, Duration.ofSeconds(2)).build())
        .isInstanceOf(ConfigException.class)
        .hasMessage("'load.stages[0].rate' must be > 0 requests/s, got -1.0");
    assertThatThrownBy(() -> RunConfig.builder().modelName("m").concurrent(1, 1).build())
        .hasMessageStartingWith("'server.base_url' is required");
    assertThatThrownBy(() -> valid().concurrent(1, 1).percentiles(List.of(150.0)).build())
        .hasMessage("'report.request_lifecycle.percentiles[0]' must lie in (0, 100), got 150.0");
    assertThatThrownBy(
            () -> valid().load(LoadType.CONCURRENT).open(1, Duration.ofSeconds(1)).build())
        .hasMessageContaining("load.type is concurrent");
  }

  @Test
  void goodputConstraintsAreBuiltInInferencePerfsOrderAndValidated() {
    RunConfig config =
        valid()
            .concurrent(1, 1)
            .goodput(RunConfig.SloKind.REQUEST_LATENCY, 2)
            .goodput(RunConfig.SloKind.TTFT, 0.25)
            .build();

    assertThat(config.report().goodput().constraints().keySet())
        .containsExactly(RunConfig.SloKind.TTFT, RunConfig.SloKind.REQUEST_LATENCY);
    assertThatThrownBy(
            () -> valid().concurrent(1, 1).goodput(RunConfig.SloKind.ITL, Double.NaN).build())
        .hasMessage("'report.goodput.constraints.itl' must be > 0 s, got NaN");
  }

  @Test
  void maxTokensIsAFixedOutputLength() {
    assertThat(valid().concurrent(1, 1).maxTokens(20).build().data().outputTokens())
        .isEqualTo(RunConfig.LengthDistribution.fixed(20));
  }
}
