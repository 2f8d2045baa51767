package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.support.UnknownStep;
import io.cucumber.java8.En;

/**
 * The step for every line no glossary step reads: a sentence about how the model answers or about
 * the load, in the writer's own order and words ({@link ServerSentence}, {@link LoadSentence},
 * {@link StagedLoadSentence}, or a load with how the server answers it: {@link LoadAndAnswer}),
 * after the run claims about the report ({@link ClaimSentence}), else a failure with the nearest
 * glossary steps ("did you mean"), where Cucumber would leave the step undefined and offer a
 * product owner Java. Its pattern excludes every real step, so it never competes with one.
 */
public class UnknownSteps implements En {

  /** Built once: the vocabulary only changes when the glue does. */
  private static final StepVocabulary VOCABULARY = StepVocabulary.ofTheSuite();

  private static final String UNKNOWN = VOCABULARY.unknownStepRegex();

  private static final String UNKNOWN_BEFORE_A_TABLE = VOCABULARY.unknownStepBeforeATableRegex();

  public UnknownSteps(WrittenLine line) {
    // a line opening a table no step knows: no sentence reads a table, so only "did you mean"
    Given(
        UNKNOWN_BEFORE_A_TABLE,
        (String text, io.cucumber.datatable.DataTable table) -> {
          throw new UnknownStep(hint(text));
        });
    Given(UNKNOWN, line::say);
  }

  /**
   * The nearest glossary steps, and why a pace by the requests in flight or a Then about the
   * numbers is outside the grammar.
   */
  static String hint(String text) {
    return InFlightNearMiss.why(text)
        .or(() -> OutsideTheGrammar.why(text))
        .map(why -> why + "\n" + VOCABULARY.hint(text))
        .orElseGet(() -> VOCABULARY.hint(text));
  }
}
