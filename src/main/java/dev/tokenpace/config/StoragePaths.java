package dev.tokenpace.config;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * {@code storage.local_storage.path} (and {@code run --output}) with inference-perf's {@code
 * {timestamp}} filled in (YYYYMMDD-HHMMSS).
 */
public final class StoragePaths {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  private StoragePaths() {}

  /** The template's {@code {timestamp}} as of now, on this machine's time zone. */
  public static Path resolve(String template) {
    return resolve(template, Clock.systemDefaultZone());
  }

  static Path resolve(String template, Clock clock) {
    return Path.of(template.replace("{timestamp}", LocalDateTime.now(clock).format(STAMP)));
  }
}
