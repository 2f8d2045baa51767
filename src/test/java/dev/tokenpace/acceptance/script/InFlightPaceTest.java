package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.model.InFlightTiming;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class InFlightPaceTest {

  @Test
  void aLoneRowForSeveralRequestsInFlightHoldsFromOne() {
    InFlightPace pace = new InFlightPace();
    pace.table(List.of(InFlightTiming.Row.of(4, Duration.ofMillis(200), Duration.ofMillis(40))));

    InFlightTiming timing = pace.timing(null).orElseThrow();

    assertThat(timing.rowFor(1).firstTokenNanos()).isEqualTo(Duration.ofMillis(200).toNanos());
    assertThat(timing.rowFor(1).gapNanos()).isEqualTo(Duration.ofMillis(40).toNanos());
  }

  @Test
  void aGrowthSaidAfterTheRowForOneRequestAddsToThatRow() {
    InFlightPace pace = new InFlightPace();
    pace.table(List.of(InFlightTiming.Row.of(1, Duration.ofMillis(100), Duration.ofMillis(20))));
    pace.grows(Duration.ofMillis(50), Duration.ofMillis(10));

    InFlightTiming timing = pace.timing(null).orElseThrow();

    assertThat(timing.linear()).isTrue();
    assertThat(timing.rowFor(4).firstTokenNanos()).isEqualTo(Duration.ofMillis(250).toNanos());
    assertThat(timing.rowFor(4).gapNanos()).isEqualTo(Duration.ofMillis(50).toNanos());
  }
}
