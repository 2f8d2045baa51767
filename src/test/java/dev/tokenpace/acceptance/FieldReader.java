package dev.tokenpace.acceptance;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.steps.MetricWords;
import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.verdict.ReportField;
import java.util.List;
import java.util.stream.Stream;

/**
 * One step that reads a field: always, when one of its {@code {metric}} or {@code {throughput}}
 * arguments names {@code about}, or, with {@code settings}, when a step of the scenario matching
 * one of those names {@code about} (a goodput step reads the attainment of the limits the scenario
 * set).
 */
record FieldReader(String pattern, ReportField about, List<String> settings) {

  static FieldReader always(String pattern) {
    return new FieldReader(pattern, null, List.of());
  }

  static FieldReader naming(String pattern, ReportField about) {
    return new FieldReader(pattern, about, List.of());
  }

  static FieldReader whenSet(String pattern, ReportField about, List<String> settings) {
    return new FieldReader(pattern, about, settings);
  }

  /**
   * Whether {@code step}, a feature's step matched to its definition, reads the field in a scenario
   * of {@code scenario}'s steps.
   */
  boolean readBy(StepVocabulary.Match step, List<StepVocabulary.Match> scenario) {
    if (!step.pattern().equals(pattern)) {
      return false;
    }
    if (about == null) {
      return true;
    }
    if (settings.isEmpty()) {
      return names(step);
    }
    return scenario.stream().anyMatch(s -> settings.contains(s.pattern()) && names(s));
  }

  private boolean names(StepVocabulary.Match step) {
    return Stream.concat(
            step.argumentsOf("metric").stream().map(MetricWords::metric),
            step.argumentsOf("throughput").stream().map(Throughput::fromLabel))
        .anyMatch(about::equals);
  }
}
