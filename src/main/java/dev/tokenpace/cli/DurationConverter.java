package dev.tokenpace.cli;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Command-line durations as people write them: {@code 50ms}, {@code 2s}, {@code 1.5s}, {@code
 * 250us}, {@code 1m}, or ISO {@code PT2S}.
 */
final class DurationConverter implements ITypeConverter<Duration> {

  private static final Pattern AMOUNT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|µs|ms|s|m)");

  @Override
  public Duration convert(String text) {
    Matcher matcher = AMOUNT.matcher(text.trim().toLowerCase(Locale.ROOT));
    if (matcher.matches()) {
      double amount = Double.parseDouble(matcher.group(1));
      double nanosPerUnit =
          switch (matcher.group(2)) {
            case "us", "µs" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            default -> 60e9;
          };
      return Duration.ofNanos(Math.round(amount * nanosPerUnit));
    }
    try {
      return Duration.parse(text.trim());
    } catch (DateTimeParseException e) {
      throw new TypeConversionException(
          "'" + text + "' is not a duration; write e.g. 50ms, 2s, 1.5s, 250us, 1m or PT2S");
    }
  }
}
