package dev.tokenpace.load;

import dev.tokenpace.config.RunConfig.LengthDistribution;
import java.util.Random;

/**
 * Draws lengths from a {@link LengthDistribution}: a normal clamped to [min, max], fixed when min
 * == max.
 */
final class LengthSampler {

  private final LengthDistribution distribution;
  private final Random random;

  LengthSampler(LengthDistribution distribution, Random random) {
    this.distribution = distribution;
    this.random = random;
  }

  int next() {
    if (distribution.min() >= distribution.max() || distribution.stdDev() <= 0) {
      return clamp((int) Math.round(distribution.mean()));
    }
    return clamp(
        (int) Math.round(distribution.mean() + random.nextGaussian() * distribution.stdDev()));
  }

  private int clamp(int value) {
    return Math.max(distribution.min(), Math.min(distribution.max(), value));
  }
}
