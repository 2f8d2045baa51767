package dev.tokenpace.sensitivity;

import java.util.List;

/**
 * One deliberately broken pipeline the suite must catch.
 *
 * @param name short kebab-case name, also the folder of its outputs under target/sensitivity/
 * @param bug what is wrong, in one sentence
 * @param reference where the bug was seen (a peer tool's issue or PR, or the origin test plan)
 * @param seam the pipeline seam replaced: tokenizer, event stamping, metrics calculator or JDK body
 *     delivery
 * @param gluePackage the package holding only the variant's {@code @CucumberPicoProvider}
 * @param catchers the scenarios that must fail for it (at least one of them)
 * @param metricWords words a catching failure's message must contain, so an unrelated failure never
 *     counts
 */
public record Variant(
    String name,
    String bug,
    String reference,
    String seam,
    String gluePackage,
    List<ScenarioRef> catchers,
    List<String> metricWords) {

  /** The feature files to run for this variant: those holding its catchers, in order, once each. */
  public List<String> features() {
    return catchers.stream().map(ScenarioRef::feature).distinct().toList();
  }
}
