package dev.tokenpace.fake.script;

import java.time.Duration;
import java.util.SplittableRandom;

/**
 * A profile drawn afresh for each request, as a load-test mock server plays it: time to the first
 * word, each gap after it, and how many words, each a {@link Draw}. The n-th request served draws
 * from a generator seeded by {@code seed} and n alone, so a run's set of streams repeats whatever
 * the arrival order; the timeline still records what was really sent.
 *
 * @param ttftMillis from receipt to the first word
 * @param itlMillis each gap between words, drawn per gap
 * @param outputTokens words in the answer (at least 1)
 * @param promptTokens what the usage event reports as the prompt
 */
public record ProfileSampler(
    long seed, Draw ttftMillis, Draw itlMillis, Draw outputTokens, int promptTokens) {

  private static final String[] WORDS = {
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"
  };

  public ProfileSampler {
    if (ttftMillis == null || itlMillis == null || outputTokens == null) {
      throw new IllegalArgumentException("a sampled profile needs ttftMs, itlMs and outputTokens");
    }
  }

  /** The n-th request's profile: role, the words on their drawn schedule, finish, usage, [DONE]. */
  Profile draw(long n, String model) {
    SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + n);
    int words = (int) Math.round(outputTokens.sample(random, 1));
    Profile.Builder profile = Profile.builder().role();
    if (model != null) {
      profile.model(model);
    }
    profile.after(millis(ttftMillis.sample(random, 0)));
    for (int i = 0; i < words; i++) {
      if (i > 0) {
        profile.after(millis(itlMillis.sample(random, 0)));
      }
      String word = WORDS[i % WORDS.length];
      profile.content(i == 0 ? word : " " + word);
    }
    return profile.finish("stop").usage(promptTokens, words).done().build();
  }

  private static Duration millis(double ms) {
    return Duration.ofNanos(Math.round(ms * 1_000_000));
  }
}
