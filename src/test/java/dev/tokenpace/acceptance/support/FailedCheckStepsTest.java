package dev.tokenpace.acceptance.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.verdict.FailedChecks;
import io.cucumber.messages.types.Attachment;
import io.cucumber.messages.types.AttachmentContentEncoding;
import io.cucumber.messages.types.Duration;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Exception;
import io.cucumber.messages.types.TestStepFinished;
import io.cucumber.messages.types.TestStepResult;
import io.cucumber.messages.types.TestStepResultStatus;
import io.cucumber.messages.types.Timestamp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FailedCheckStepsTest {

  private static final String FAILURE = "✗ time to first token: reported 255 ms, stated 230 ms";

  private final FailedCheckSteps steps = new FailedCheckSteps();

  @Test
  void aStepThatMarkedItsFailureIsShownFailedWithIt() {
    assertThat(steps.apply(attachment("case-1", "step-2", FAILURE, FailedCheckSteps.MEDIA_TYPE)))
        .isEmpty();

    TestStepResult shown =
        steps
            .apply(passed("case-1", "step-2"))
            .orElseThrow()
            .getTestStepFinished()
            .orElseThrow()
            .getTestStepResult();

    assertThat(shown.getStatus()).isEqualTo(TestStepResultStatus.FAILED);
    assertThat(shown.getMessage()).contains(FAILURE);
  }

  @Test
  void otherStepsAndOtherLogsPassThroughUnchanged() {
    steps.apply(attachment("case-1", "step-2", FAILURE, FailedCheckSteps.MEDIA_TYPE));
    Envelope otherLog = attachment("case-1", "step-3", "rerun 2", "text/x.cucumber.log+plain");
    Envelope otherStep = passed("case-1", "step-3");
    Envelope sameStepOfAnotherCase = passed("case-2", "step-2");

    assertThat(steps.apply(otherLog)).contains(otherLog);
    assertThat(steps.apply(otherStep)).contains(otherStep);
    assertThat(steps.apply(sameStepOfAnotherCase)).contains(sameStepOfAnotherCase);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(classes = {FailedChecks.class, UnknownStep.class})
  void theScenarioVerdictAndAnUnknownStepAreShownOnceWithoutTheirStackTrace(Class<?> failure) {
    Envelope verdict = failedStep(failure, "what went wrong");

    TestStepResult shown =
        steps.apply(verdict).orElseThrow().getTestStepFinished().orElseThrow().getTestStepResult();

    assertThat(shown.getStatus()).isEqualTo(TestStepResultStatus.FAILED);
    assertThat(shown.getMessage()).isEmpty();
    assertThat(shown.getException().orElseThrow().getMessage()).hasValue("what went wrong");
    assertThat(shown.getException().orElseThrow().getStackTrace()).isEmpty();
  }

  @Test
  void anyOtherFailureKeepsItsStackTrace() {
    Envelope failed = failedStep(IllegalStateException.class, "boom");

    assertThat(steps.apply(failed)).contains(failed);
  }

  private static Envelope failedStep(Class<?> failure, String message) {
    String trace = failure.getSimpleName() + ": " + message + "\n\tat Glue";
    return Envelope.of(
        new TestStepFinished(
            "case-1",
            "step-1",
            new TestStepResult(
                new Duration(0L, 1000L),
                trace,
                TestStepResultStatus.FAILED,
                new Exception(failure.getName(), message, trace)),
            new Timestamp(0L, 0L)));
  }

  private static Envelope attachment(String testCase, String step, String body, String type) {
    return Envelope.of(
        new Attachment(
            body,
            AttachmentContentEncoding.IDENTITY,
            null,
            type,
            null,
            testCase,
            step,
            null,
            null,
            null,
            null));
  }

  private static Envelope passed(String testCase, String step) {
    return Envelope.of(
        new TestStepFinished(
            testCase,
            step,
            new TestStepResult(new Duration(0L, 1000L), null, TestStepResultStatus.PASSED, null),
            new Timestamp(0L, 0L)));
  }
}
