package dev.tokenpace.acceptance.featurecheck;

import io.cucumber.java.en.Given;

/**
 * Test-only glue whose step also matches a suite step, so FeatureFileErrorsTest can show an
 * ambiguous step. Never on the suite's glue path.
 */
public class DuplicateStep {

  @Given("the model streams {string} one word per {word}")
  public void sameWordsAsTheSuiteStep(String text, String unit) {
    throw new AssertionError("an ambiguous step must not run");
  }
}
