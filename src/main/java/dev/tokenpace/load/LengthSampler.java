package dev.tokenpace.load;

import dev.tokenpace.config.RunConfig.LengthDistribution;
import java.util.Random;

/**
 * Draws lengths from a {@link LengthDistribution}: a normal clamped to [min, max], fixed when min
 * == max.
 */
record LengthSampler(LengthDistribution distribution, Random random) {

  int next() {
    if (distribution.min() >= distribution.max() || distribution.stdDev() <= 0) {
      return clamp(Math.round(distribution.mean()));
    }
    return clamp(Math.round(distribution.mean() + random.nextGaussian() * distribution.stdDev()));
  }

  /** Clamped as a long: a wide draw cast to int first would wrap around to a negative length. */
  private int clamp(long value) {
    return (int) Math.max(distribution.min(), Math.min(distribution.max(), value));
  }
}
