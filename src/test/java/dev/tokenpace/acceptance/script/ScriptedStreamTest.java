package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptedStreamTest {

  @Test
  void aLengthSaidAgainReplacesTheWordsSaidBeforeAndKeepsTheirPace() {
    ScriptedStream stream = new ScriptedStream();
    stream.firstWait(Duration.ofMillis(100));
    stream.streamWords(20, Duration.ofMillis(20));

    stream.recountWords(10, null);

    assertThat(stream.tokenChunkPositions()).hasSize(10);
    assertThat(stream.firstWordAt()).isEqualTo(Duration.ofMillis(100));
    assertThat(stream.gapsBetweenWords()).containsOnly(Duration.ofMillis(20)).hasSize(9);
  }

  @Test
  void aLengthSaidAgainWithItsOwnGapTakesIt() {
    ScriptedStream stream = new ScriptedStream();
    stream.firstWait(Duration.ofMillis(100));
    stream.streamWords(20, Duration.ofMillis(20));

    stream.recountWords(5, Duration.ofMillis(50));

    assertThat(stream.gapsBetweenWords()).isEqualTo(List.of(ms(50), ms(50), ms(50), ms(50)));
    assertThat(stream.firstWordAt()).isEqualTo(ms(100));
  }

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }
}
