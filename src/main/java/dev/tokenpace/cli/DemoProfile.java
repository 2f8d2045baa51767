package dev.tokenpace.cli;

import dev.tokenpace.fake.script.Profile;
import java.time.Duration;
import java.util.Random;

/**
 * What the demo's fake server answers: a role event, twenty words 20–40 ms apart after an 80 ms
 * "prefill", the finish reason, usage and {@code [DONE]}, like a small model on a busy GPU. The
 * gaps are drawn from a fixed seed so every demo run is offered the same stream.
 */
final class DemoProfile {

  static final String ANSWER =
      "The fake sends each word at its scheduled instant and records when the bytes left:"
          + " every latency can be checked.";
  static final int PROMPT_TOKENS = 12;
  static final String MODEL = "tokenpace-demo";
  private static final Duration PREFILL = Duration.ofMillis(80);

  private DemoProfile() {}

  static Profile build() {
    Random gaps = new Random(20250101L);
    String[] words = ANSWER.split(" ");
    Profile.Builder profile =
        Profile.builder().model(MODEL).after(Duration.ofMillis(5)).role().after(PREFILL);
    for (int i = 0; i < words.length; i++) {
      if (i > 0) {
        profile.after(Duration.ofMillis(20 + gaps.nextInt(21)));
      }
      profile.content(i == 0 ? words[i] : " " + words[i]);
    }
    return profile.finish("stop").usage(PROMPT_TOKENS, words.length).done().build();
  }

  static int outputTokens() {
    return ANSWER.split(" ").length;
  }
}
