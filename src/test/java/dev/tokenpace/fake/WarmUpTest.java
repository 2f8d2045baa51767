package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.RepeatedTest;

/** The fake is handed out warm and clean: the warm-up leaves no timeline behind. */
class WarmUpTest {

  @RepeatedTest(5)
  void aFreshFakeHoldsNoTimeline() {
    try (StreamingFake fake = StreamingFake.start()) {
      assertThat(fake.timelines()).as("timelines before the first request").isEmpty();
    }
  }
}
