package dev.tokenpace.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * One variant of the gate, named by {@code -Dsensitivity.variant=NAME}, run over its own features
 * and judged as {@link SensitivityGateIT} judges it: to show a new variant is caught without
 * running the whole gate (docs/sensitivity.md, "Adding a variant"). Skipped without the property;
 * the gate itself never reads it, so it can never narrow the gate.
 */
class OneVariantIT {

  static final String PROPERTY = "sensitivity.variant";

  @Test
  void theNamedVariantIsCaughtByAScenarioNamedForIt() {
    String name = System.getProperty(PROPERTY, "");
    Assumptions.assumeFalse(name.isBlank(), "no -D" + PROPERTY + "=NAME given");
    Variant variant =
        Variants.all().stream()
            .filter(v -> v.name().equals(name))
            .findFirst()
            .orElseThrow(
                () -> new IllegalArgumentException("no variant '" + name + "' in Variants.all()"));
    Path projectDir = Path.of("").toAbsolutePath().normalize();
    FeatureRun runner = new FeatureRun(projectDir, projectDir.resolve("target/sensitivity-one"));

    VariantVerdict verdict =
        VariantVerdict.judge(
            variant,
            runner.run(
                variant.name(), Variants.glueWith(variant.gluePackage()), variant.features()));

    System.out.println(
        "variant "
            + variant.name()
            + (verdict.caught() ? " caught by " : " escaped; scenarios failing on its metrics: ")
            + verdict.caughtBy()
            + "; failures that do not count: "
            + verdict.unrelatedFailures());
    assertThat(verdict.caught()).as(verdict.explanation()).isTrue();
  }
}
