package dev.tokenpace.sensitivity;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes the gate's verdicts as report.json and as a plain-text table for the build log. */
final class SensitivityReport {

  private final List<VariantVerdict> verdicts;

  SensitivityReport(List<VariantVerdict> verdicts) {
    this.verdicts = List.copyOf(verdicts);
  }

  void writeJson(Path file) {
    List<Entry> entries = verdicts.stream().map(Entry::of).toList();
    try {
      Files.createDirectories(file.getParent());
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .writeValue(file.toFile(), entries);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  String table() {
    StringBuilder table =
        new StringBuilder(
            String.format(
                "%-32s %-7s %-20s %6s  %s%n", "variant", "caught", "seam", "secs", "caught by"));
    for (VariantVerdict verdict : verdicts) {
      List<String> by = verdict.caughtBy().stream().map(ScenarioRef::toString).toList();
      table.append(
          String.format(
              "%-32s %-7s %-20s %6.1f  %s%n",
              verdict.variant().name(),
              verdict.caught() ? "yes" : "NO",
              verdict.variant().seam(),
              verdict.wallTime().toMillis() / 1000.0,
              by.isEmpty() ? "-" : String.join("; ", by)));
    }
    return table.toString();
  }

  /** One variant in report.json; field names are the report's, in snake case. */
  record Entry(
      @JsonProperty("variant") String variant,
      @JsonProperty("bug") String bug,
      @JsonProperty("reference") String reference,
      @JsonProperty("seam") String seam,
      @JsonProperty("caught_by") List<String> caughtBy,
      @JsonProperty("expected_catchers") List<String> expectedCatchers,
      @JsonProperty("caught") boolean caught,
      @JsonProperty("unrelated_failures") List<String> unrelatedFailures,
      @JsonProperty("wall_seconds") double wallSeconds) {

    static Entry of(VariantVerdict verdict) {
      Variant variant = verdict.variant();
      return new Entry(
          variant.name(),
          variant.bug(),
          variant.reference(),
          variant.seam(),
          verdict.caughtBy().stream().map(ScenarioRef::toString).toList(),
          variant.catchers().stream().map(ScenarioRef::toString).toList(),
          verdict.caught(),
          verdict.unrelatedFailures(),
          verdict.wallTime().toMillis() / 1000.0);
    }
  }
}
