package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.support.UnknownStep;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java8.En;
import java.util.List;
import java.util.Optional;

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

  /**
   * The frame a line before said ("of 20 requests the server answers 12 normally"), which the
   * counts of the lines after it are of ("it rejects 3 with HTTP 500").
   */
  private Integer frame;

  public UnknownSteps(
      World world, ServerTraitSteps traits, ReportClaimJudge judge, NamedPromptSteps prompts) {
    // a line opening a table no step knows: no sentence reads a table, so only "did you mean"
    Given(
        UNKNOWN_BEFORE_A_TABLE,
        (String text, io.cucumber.datatable.DataTable table) -> {
          throw new UnknownStep(hint(text));
        });
    Given(
        UNKNOWN,
        (String text) -> {
          // after the run a sentence is about the report: read whole as claims and judged, or
          // refused; read as the model's or the load's, an unread Then would pass unjudged
          if (!world.runs().isEmpty()) {
            List<ReportClaim> claims;
            try {
              claims = ClaimSentence.read(text);
            } catch (IllegalArgumentException notClaims) {
              throw new UnknownStep(notClaims.getMessage() + "\n" + hint(text));
            }
            judge.judgeAll(claims);
            return;
          }
          Optional<ServerSentence> answer = ServerSentence.read(text, frame);
          Optional<LoadSentence> load = LoadSentence.read(text);
          Optional<StagedLoadSentence> stages = StagedLoadSentence.read(text);
          Optional<LoadAndAnswer> both = LoadAndAnswer.read(text, frame);
          if (answer.isPresent()) {
            frame = answer.get().frame();
            answer.get().scriptOn(world.models().current());
            traits.apply(answer.get().traits());
          } else if (load.isPresent()) {
            sameAgain(load.get(), prompts);
            load.get().runOn(world);
          } else if (stages.isPresent()) {
            stages.get().runOn(world);
          } else if (both.isPresent()) {
            both.get().answer().scriptOn(world.models().current());
            traits.apply(both.get().answer().traits());
            sameAgain(both.get().load(), prompts);
            both.get().load().runOn(world);
          } else {
            throw new UnknownStep(
                ServerTraitNearMiss.why(text).map(why -> why + "\n").orElse("") + hint(text));
          }
        });
  }

  /** "the same 1000-token prompt 3 times": a cache said as two waits, over prompts that long. */
  private static void sameAgain(LoadSentence load, NamedPromptSteps prompts) {
    if (load.samePrompt()) {
      prompts.samePromptIsOfLength(load.promptTokens());
    }
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
