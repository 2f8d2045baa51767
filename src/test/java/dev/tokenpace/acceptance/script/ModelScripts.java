package dev.tokenpace.acceptance.script;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The scenario's scripted models; "the model" in a step is the one named last. */
public final class ModelScripts {

  public static final String DEFAULT_MODEL = "model";
  private static final long SEED = 20_240_601L;

  private final Map<String, ModelScript> byName = new LinkedHashMap<>();
  private ModelScript current;

  public ModelScript current() {
    if (current == null) {
      return named(DEFAULT_MODEL);
    }
    return current;
  }

  public ModelScript named(String model) {
    current = byName.computeIfAbsent(model, ModelScript::new);
    return current;
  }

  public List<ModelScript> all() {
    return new ArrayList<>(byName.values());
  }

  /**
   * {@code count} models of {@code words} words each, every wait drawn from [min, max] with a fixed
   * seed.
   */
  public void addRandomModels(int count, int words, Duration min, Duration max) {
    Random random = new Random(SEED);
    long span = max.toMillis() - min.toMillis() + 1;
    for (int m = 1; m <= count; m++) {
      ModelScript script = named("model-" + m);
      StringBuilder text = new StringBuilder();
      for (int w = 1; w <= words; w++) {
        text.append(w == 1 ? "" : " ").append("m").append(m).append("w").append(w);
      }
      script.stream().addWords(text.toString());
      List<Duration> gaps = new ArrayList<>();
      for (int g = 1; g < words; g++) {
        gaps.add(min.plusMillis((long) (random.nextDouble() * span)));
      }
      script.stream()
          .time(
              min.plusMillis((long) (random.nextDouble() * span)),
              gaps.isEmpty() ? List.of(min) : gaps);
    }
  }
}
