package dev.tokenpace.fake.script;

import java.util.List;
import java.util.SplittableRandom;

/**
 * One random quantity of a {@link ProfileSampler}: a normal {@code mean ± std} (cut at {@code
 * min}), or one of a table of values with equal chance.
 */
public record Draw(double mean, double std, List<Double> values) {

  public Draw {
    values = values == null ? List.of() : List.copyOf(values);
    if (values.isEmpty() && (std < 0 || Double.isNaN(mean) || Double.isNaN(std))) {
      throw new IllegalArgumentException("a draw needs a mean and a std ≥ 0, or values");
    }
  }

  public static Draw normal(double mean, double std) {
    return new Draw(mean, std, List.of());
  }

  public static Draw fixed(double value) {
    return normal(value, 0);
  }

  public static Draw oneOf(double... values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("a table of values needs one at least");
    }
    return new Draw(0, 0, java.util.Arrays.stream(values).boxed().toList());
  }

  /** A value no smaller than {@code min}: a negative wait or an empty answer cannot be played. */
  double sample(SplittableRandom random, double min) {
    double value =
        values.isEmpty()
            ? mean + std * gaussian(random)
            : values.get(random.nextInt(values.size()));
    return Math.max(min, value);
  }

  /** Box–Muller: SplittableRandom has no nextGaussian on Java 17. */
  private static double gaussian(SplittableRandom random) {
    double u = 1.0 - random.nextDouble();
    double v = random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
