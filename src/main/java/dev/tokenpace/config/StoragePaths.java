package dev.tokenpace.config;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * {@code storage.local_storage.path} with inference-perf's {@code {timestamp}} filled in
 * (YYYYMMDD-HHMMSS).
 */
final class StoragePaths {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  private StoragePaths() {}

  static Path resolve(String template, Clock clock) {
    return Path.of(template.replace("{timestamp}", LocalDateTime.now(clock).format(STAMP)));
  }
}
