package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.ConfigLoader;
import dev.tokenpace.config.RunConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The configs shipped for {@code tokenpace fake} load without a warning, point at the port the fake
 * takes when given none, and are short: a newcomer's first run is seconds, not minutes.
 */
class ExampleConfigsTest {

  @ParameterizedTest
  @ValueSource(strings = {"examples/fake-bench.yaml", "examples/fake-concurrency.yaml"})
  void aShippedFakeConfigPairsWithTheFakeAsItStarts(String file) {
    List<String> warnings = new ArrayList<>();

    RunConfig config = new ConfigLoader(warnings::add).load(Path.of(file));

    assertThat(warnings).isEmpty();
    assertThat(config.server().baseUrl().getPort()).isEqualTo(defaultFakePort());
    assertThat(config.storage().path().toString()).startsWith("reports-fake-").doesNotContain("{");
    Duration playing =
        config.load().stages().stream()
            .map(
                stage ->
                    stage instanceof RunConfig.Stage.Open open ? open.duration() : Duration.ZERO)
            .reduce(Duration.ZERO, Duration::plus);
    assertThat(playing).isLessThanOrEqualTo(Duration.ofSeconds(10));
  }

  private static int defaultFakePort() {
    FakeCommand fake = new FakeCommand();
    new CommandLine(fake).parseArgs();
    return fake.port;
  }
}
