package dev.tokenpace.cli;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * An instant as ISO-8601 with a zone ({@code 2026-01-01T12:00:00Z}, {@code ...+01:00}) or as epoch
 * milliseconds ({@code date +%s%3N}).
 */
final class InstantConverter implements ITypeConverter<Instant> {

  @Override
  public Instant convert(String value) {
    String text = value.trim();
    if (text.matches("\\d+")) {
      return Instant.ofEpochMilli(Long.parseLong(text));
    }
    try {
      return OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeParseException e) {
      throw new TypeConversionException(
          "'"
              + value
              + "' is neither an ISO-8601 instant (2026-01-01T12:00:00Z) nor epoch milliseconds");
    }
  }
}
