package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A cold start said as an extra wait: the model's own first wait, and the extra on top. */
class ColdStartScriptTest {

  @Test
  void anExtraWaitIsAddedToTheModelsFirstWaitSaidAfterIt() {
    ModelScript script = new ModelScript("m");
    script.scriptRequest(1, ModelScript.RequestScript.laterBy(Duration.ofMillis(1500)));
    script.stream().firstWait(Duration.ofMillis(80));
    script.stream().streamWords(3, Duration.ofMillis(10));

    assertThat(script.scriptOf(1).stream().firstWordAt()).isEqualTo(Duration.ofMillis(1580));
    assertThat(script.scriptOf(2).stream().firstWordAt()).isEqualTo(Duration.ofMillis(80));
  }
}
