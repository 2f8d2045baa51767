package dev.tokenpace.calibrate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What calibrate measured: one row per level against the fake, or the target measurement; plus the
 * notes that say what the numbers mean. Renders as a console table, a JSON list (one object per
 * level, snake_case keys: {@code delivery_p99_ms} …) and an SVG of error vs concurrency.
 *
 * @param collector the garbage collector of the JVM that measured (G1, ZGC, …)
 * @param target {@code null} unless run against a real server
 */
public record CalibrationReport(
    String transport,
    int cores,
    String collector,
    int chunks,
    long gapMillis,
    List<CalibrationLevel> levels,
    TargetMeasurement target,
    List<String> notes) {

  private static final ObjectMapper JSON =
      new ObjectMapper()
          .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(SerializationFeature.INDENT_OUTPUT);

  public String table() {
    return CalibrationTable.render(this);
  }

  /** The levels as a JSON list (target mode: the target's levels, with its reader cost on each). */
  public String json() {
    try {
      return JSON.writeValueAsString(target == null ? levels : target.levels());
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot render calibration JSON", e);
    }
  }

  public String svg() {
    return CalibrationSvg.render(this);
  }

  public void writeJson(Path file) {
    write(file, json());
  }

  public void writeSvg(Path file) {
    write(file, svg());
  }

  private static void write(Path file, String text) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
