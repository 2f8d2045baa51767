package dev.tokenpace.acceptance.verdict;

import java.math.BigDecimal;

/**
 * A share in percent as a step writes it ("10%", "6.7 %", "75 percent"): held to as many decimals
 * as written, so "6.7 %" means 6.65 to 6.75 %.
 */
public record Percent(BigDecimal written) {

  public static Percent parse(String text) {
    return new Percent(new BigDecimal(text.replaceAll("[^\\d.]", "")));
  }

  public double value() {
    return written.doubleValue();
  }

  /** Half a unit of the last digit written: 0.5 for "10 %", 0.05 for "6.7 %". */
  public double halfUnit() {
    return 0.5 * Math.pow(10, -Math.max(0, written.scale()));
  }

  /** {@link #halfUnit()} as written: "0.5", "0.05". */
  public String halfUnitText() {
    return BigDecimal.valueOf(5, Math.max(0, written.scale()) + 1).toPlainString();
  }

  @Override
  public String toString() {
    return written.toPlainString() + " %";
  }
}
