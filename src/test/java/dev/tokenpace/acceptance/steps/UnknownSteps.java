package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.support.UnknownStep;
import io.cucumber.java8.En;

/**
 * The step for every step the suite does not know: it fails with the nearest glossary steps ("did
 * you mean"), where Cucumber would leave the step undefined and offer a product owner Java. Its
 * pattern excludes every real step, so it never competes with one.
 */
public class UnknownSteps implements En {

  /** Built once: the vocabulary only changes when the glue does. */
  private static final StepVocabulary VOCABULARY = StepVocabulary.ofTheSuite();

  private static final String UNKNOWN = VOCABULARY.unknownStepRegex();

  public UnknownSteps() {
    Given(
        UNKNOWN,
        (String text) -> {
          throw new UnknownStep(VOCABULARY.hint(text));
        });
  }
}
