package dev.tokenpace.config;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Optional;

/**
 * Numbers as YAML writes them. Jackson types {@code .nan}, {@code -.inf}, {@code 1_000} and {@code
 * 0x1F} as numbers but hands out their text as written, which {@link Double#parseDouble} throws on;
 * every number of the config is read through here instead, so a strange one is a config error with
 * a position, never an exception from deep inside.
 */
final class YamlNumbers {

  private YamlNumbers() {}

  /** NaN or ±infinity for YAML's special floats; NaN for text that is no number at all. */
  static double toDouble(String text) {
    String plain = text.replace("_", "").toLowerCase(Locale.ROOT);
    switch (plain) {
      case ".nan":
        return Double.NaN;
      case ".inf", "+.inf":
        return Double.POSITIVE_INFINITY;
      case "-.inf":
        return Double.NEGATIVE_INFINITY;
      default:
        return toDecimal(text).map(BigDecimal::doubleValue).orElse(Double.NaN);
    }
  }

  /** The exact value, or empty for NaN, infinities and text that is no number. */
  static Optional<BigDecimal> toDecimal(String text) {
    String plain = text.replace("_", "").toLowerCase(Locale.ROOT);
    boolean negative = plain.startsWith("-");
    String digits = plain.startsWith("-") || plain.startsWith("+") ? plain.substring(1) : plain;
    try {
      BigDecimal magnitude;
      if (digits.startsWith("0x")) {
        magnitude = new BigDecimal(new BigInteger(digits.substring(2), 16));
      } else if (digits.startsWith("0o")) {
        magnitude = new BigDecimal(new BigInteger(digits.substring(2), 8));
      } else if (digits.startsWith("0b")) {
        magnitude = new BigDecimal(new BigInteger(digits.substring(2), 2));
      } else {
        magnitude = new BigDecimal(digits);
      }
      return Optional.of(negative ? magnitude.negate() : magnitude);
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
