package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import dev.tokenpace.acceptance.support.UndefinedStepHint;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * A feature file with a mistake fails with a message that says how to fix it: the nearest glossary
 * steps for a step the suite does not know ({@link dev.tokenpace.acceptance.steps.UnknownSteps}),
 * its list of matches for an ambiguous one with the glossary hint from {@link UndefinedStepHint},
 * and the accepted forms for a malformed duration. Runs tiny features through the real Cucumber
 * engine with the suite's glue.
 */
class FeatureFileErrorsTest {

  private static final String GLUE = RunFeaturesIT.CLEAN_GLUE;

  @TempDir Path dir;

  @Test
  void aMisspelledStepFailsWithTheNearestGlossaryStepsAndNoJava() throws IOException {
    Result result = run("the reported time to frist token matches the timeline within 5 ms", GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains(
            "\"the reported time to frist token matches the timeline within 5 ms\" is not a step"
                + " the suite knows")
        .contains(
            "Did you mean:\n  the reported time to first token matches the timeline within 5 ms")
        .contains("docs/steps.md")
        .doesNotContain("@Given", "PendingException", "You can implement");
  }

  @Test
  void aStepFromAnotherWorldGetsThreeSuggestions() throws IOException {
    Result result = run("the model hums a tune", GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains("is not a step the suite knows", "Did you mean:")
        .doesNotContain("You can implement");
    assertThat(result.failure().get().getMessage().lines().filter(l -> l.startsWith("  ")))
        .hasSize(3);
  }

  @Test
  void anAmbiguousStepFailsNamingBothDefinitionsAndTheGlossaryHint() throws IOException {
    Result result =
        run(
            "the model streams \"one two\" one word per chunk",
            GLUE + ",dev.tokenpace.acceptance.featurecheck");

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains("matches more than one step definition")
        .contains("ModelProfileSteps.streamsOneWordPerChunk")
        .contains("DuplicateStep.sameWordsAsTheSuiteStep");
    assertThat(result.hints()).contains("matches more than one step").contains("docs/steps.md");
  }

  @Test
  void aMalformedDurationIsRejectedWithTheAcceptedForms() throws IOException {
    Result result =
        run("it waits 25O ms before the first chunk and 100 ms between the others", GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(messages(result.failure().get()))
        .contains("'25O ms' is not a duration")
        .contains("'250 ms', '1.5 s'");
  }

  @Test
  void aboutWithoutTheFeaturesToleranceIsJudgedWithinTheSuitesDefault() throws IOException {
    Result result =
        runFeature(
            "Feature: a release check\n\n  Scenario: about a number\n"
                + "    # PO: \"the first token takes about 100 ms\"\n"
                + "    Given the model streams 3 one-word chunks, 10 ms apart, after 100 ms\n"
                + "    When one streaming chat request is benchmarked\n"
                + "    Then the reported time to first token is about 100 ms\n",
            GLUE);

    assertThat(result.failure()).as("the scenario's failure").isEmpty();
  }

  @Test
  void aPhraseAProductOwnerWritesGetsTheNearestNewStep() throws IOException {
    Result result =
        runFeature(
            "Feature: a release check\n  Numbers in this feature are judged within 5 ms.\n\n"
                + "  Scenario: thinking\n    Given the thinking time ought to be about 80 ms\n",
            GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains("is not a step the suite knows", "Did you mean:\n  the thinking time");
  }

  @Test
  void aFailureOfAKindTheStepsDoNotNameGetsTheFailureSteps() throws IOException {
    Result result = run("the request failed with a hiccup", GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains(
            "is not a step the suite knows", "Did you mean:\n  the request failed with a timeout");
  }

  @Test
  void aStageComparisonInOtherWordsGetsTheStageSteps() throws IOException {
    Result result = run("the p99 time to first token in stage 2 is higher than in stage 1", GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains("Did you mean:\n  the p99 time to first token of stage 2 is above stage 1's");
  }

  @Test
  void aTableNoStepReadsFailsWithTheNearestGlossaryStepsNotCucumbersRegex() throws IOException {
    Result result =
        runFeature(
            "Feature: a mistake\n\n  Scenario: a table of its own\n    Given a fake server that"
                + " streams a single answer like this:\n      | at ms | chunk |\n      | 120   |"
                + " \"The\" |\n",
            GLUE);

    assertThat(result.failure()).as("the scenario's failure").isPresent();
    assertThat(result.failure().get().getMessage())
        .contains(
            "\"a fake server that streams a single answer like this:\" is not a step the suite"
                + " knows",
            "Did you mean:")
        .doesNotContain("^(?!");
  }

  private record Result(Optional<Throwable> failure, String hints) {}

  /**
   * One scenario holding {@code step}, run by the Cucumber engine as the suite would, on one
   * thread.
   */
  private Result run(String step, String glue) throws IOException {
    return runFeature(
        "Feature: a mistake\n\n  Scenario: a product owner's typo\n    Given " + step + "\n", glue);
  }

  private Result runFeature(String text, String glue) throws IOException {
    Path feature = dir.resolve("mistake.feature");
    Files.writeString(feature, text);
    Path hints = dir.resolve("hints.txt");
    List<Event> finished =
        EngineTestKit.engine("cucumber")
            .configurationParameter("cucumber.glue", glue)
            .configurationParameter(
                "cucumber.plugin", UndefinedStepHint.class.getName() + ":" + hints)
            .configurationParameter("cucumber.junit-platform.discovery.as-root-engine", "true")
            .configurationParameter("cucumber.execution.parallel.enabled", "false")
            .configurationParameter("cucumber.filter.tags", "not @wip")
            .selectors(selectFile(feature.toFile()))
            .execute()
            .testEvents()
            .finished()
            .list();
    assertThat(finished).as("scenarios run").hasSize(1);
    TestExecutionResult result = finished.get(0).getRequiredPayload(TestExecutionResult.class);
    String hinted = Files.exists(hints) ? Files.readString(hints, StandardCharsets.UTF_8) : "";
    return new Result(result.getThrowable(), hinted);
  }

  private static String messages(Throwable failure) {
    StringBuilder all = new StringBuilder();
    for (Throwable t = failure; t != null; t = t.getCause()) {
      all.append(t.getMessage()).append('\n');
    }
    return all.toString();
  }
}
