package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DemoCommandTest {

  @Test
  void demoConfigPassesTheSameValidationAsAUsersConfig() {
    DemoCommand demo = new DemoCommand();
    demo.output = Path.of("reports-demo");

    RunConfig config = demo.config(URI.create("http://127.0.0.1:12345"));

    assertThat(config.load().stages())
        .containsExactly(RunConfig.Stage.open(5, java.time.Duration.ofSeconds(2)));
    assertThat(config.tokenizer().type()).isEqualTo(RunConfig.TokenizerType.WHITESPACE);
    assertThat(config.data().outputTokens().max())
        .isEqualTo(DemoProfile.outputTokens())
        .isEqualTo(20);
    assertThat(config.storage().path()).isEqualTo(Path.of("reports-demo"));
  }
}
