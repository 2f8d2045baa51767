package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.support.UnknownStep;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java8.En;

/**
 * The step for every line no glossary step reads: a sentence about how the model answers, in the
 * writer's own order and words ({@link ServerSentence}), else a failure with the nearest glossary
 * steps ("did you mean"), where Cucumber would leave the step undefined and offer a product owner
 * Java. A sentence about the model is read only before the benchmark runs. Its pattern excludes
 * every real step, so it never competes with one.
 */
public class UnknownSteps implements En {

  /** Built once: the vocabulary only changes when the glue does. */
  private static final StepVocabulary VOCABULARY = StepVocabulary.ofTheSuite();

  private static final String UNKNOWN = VOCABULARY.unknownStepRegex();

  public UnknownSteps(World world) {
    Given(
        UNKNOWN,
        (String text) ->
            ServerSentence.read(text)
                // after the run a sentence scripts nothing: read as the model's, an unread Then
                // would pass without judging anything
                .filter(answer -> world.runs().isEmpty())
                .orElseThrow(() -> new UnknownStep(VOCABULARY.hint(text)))
                .scriptOn(world.models().current().stream()));
  }
}
