package dev.tokenpace.sensitivity;

import dev.tokenpace.acceptance.verdict.ReportField;
import java.util.List;

/**
 * One deliberately broken pipeline the suite must catch.
 *
 * @param name short kebab-case name, also the folder of its outputs under target/sensitivity/
 * @param bug what is wrong, in one sentence
 * @param reference where the bug was seen (a peer tool's issue or PR, or the origin test plan)
 * @param seam the pipeline seam replaced: tokenizer, event stamping, metrics calculator, JDK body
 *     delivery, summary rules, usage reports or closed-loop schedule
 * @param gluePackage the package holding only the variant's {@code @CucumberPicoProvider}
 * @param catchers the scenarios that must fail for it (at least one of them)
 * @param metrics what a catching scenario's failed checks must be about (their metric field), so an
 *     unrelated failure never counts
 */
public record Variant(
    String name,
    String bug,
    String reference,
    String seam,
    String gluePackage,
    List<ScenarioRef> catchers,
    List<ReportField> metrics) {

  /** The metrics as docs/sensitivity.md lists them ("time to first token, request latency"). */
  public String metricLabels() {
    return String.join(", ", metrics.stream().map(ReportField::label).toList());
  }

  /** The feature files to run for this variant: those holding its catchers, in order, once each. */
  public List<String> features() {
    return catchers.stream().map(ScenarioRef::feature).distinct().toList();
  }
}
