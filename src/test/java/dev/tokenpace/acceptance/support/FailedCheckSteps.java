package dev.tokenpace.acceptance.support;

import dev.tokenpace.acceptance.verdict.FailedChecks;
import io.cucumber.messages.types.Attachment;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Exception;
import io.cucumber.messages.types.TestStepFinished;
import io.cucumber.messages.types.TestStepResult;
import io.cucumber.messages.types.TestStepResultStatus;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Shows red, in the report, a Then step whose checks failed. Such a step returns normally, so that
 * Cucumber runs the steps after it and every stated number gets its verdict; left as it is, the
 * report would tick it green above its own failure. The step marks its failure with an attachment
 * of {@link #MEDIA_TYPE} (which the console prints as it is); this turns the step's passed result
 * into a failed one carrying that text, and drops the mark.
 */
public final class FailedCheckSteps {

  /** The attachment a step makes when its checks failed; its body is the failure. */
  public static final String MEDIA_TYPE = "text/x.tokenpace.failed-checks+plain";

  /** Failure text by test case attempt and step; parallel scenarios report concurrently. */
  private static final Set<String> SAYS_IT_ALL =
      Set.of(FailedChecks.class.getName(), UnknownStep.class.getName());

  private final Map<String, String> failures = new ConcurrentHashMap<>();

  /** The envelope as the report should show it; empty for a mark, which the report never shows. */
  Optional<Envelope> apply(Envelope envelope) {
    Optional<Attachment> attachment = envelope.getAttachment();
    if (attachment.isPresent() && MEDIA_TYPE.equals(attachment.get().getMediaType())) {
      Attachment mark = attachment.get();
      failures.merge(
          key(mark.getTestCaseStartedId().orElse(""), mark.getTestStepId().orElse("")),
          mark.getBody(),
          (earlier, later) -> earlier + "\n" + later);
      return Optional.empty();
    }
    Optional<TestStepFinished> finished = envelope.getTestStepFinished();
    if (finished.isPresent()) {
      TestStepFinished step = finished.get();
      String failure = failures.remove(key(step.getTestCaseStartedId(), step.getTestStepId()));
      TestStepResult result = step.getTestStepResult();
      if (saysItAll(result)) {
        // Shown once, in its own words: its stack trace repeats them and names our glue.
        return failed(step, null, withoutStackTrace(result.getException().orElseThrow()));
      }
      if (failure != null && result.getStatus() == TestStepResultStatus.PASSED) {
        return failed(step, failure, null);
      }
    }
    return Optional.of(envelope);
  }

  /** The same step, finished as failed with {@code message} or {@code exception}. */
  private static Optional<Envelope> failed(
      TestStepFinished step, String message, Exception exception) {
    return Optional.of(
        Envelope.of(
            new TestStepFinished(
                step.getTestCaseStartedId(),
                step.getTestStepId(),
                new TestStepResult(
                    step.getTestStepResult().getDuration(),
                    message,
                    TestStepResultStatus.FAILED,
                    exception),
                step.getTimestamp())));
  }

  private static Exception withoutStackTrace(Exception failure) {
    return new Exception(failure.getType(), failure.getMessage().orElse(null), null);
  }

  /** The scenario's verdict, or an unknown step's did-you-mean: a message that says it all. */
  private static boolean saysItAll(TestStepResult result) {
    return result.getStatus() == TestStepResultStatus.FAILED
        && result.getException().filter(e -> SAYS_IT_ALL.contains(e.getType())).isPresent();
  }

  private static String key(String testCaseStartedId, String testStepId) {
    return testCaseStartedId + "/" + testStepId;
  }
}
