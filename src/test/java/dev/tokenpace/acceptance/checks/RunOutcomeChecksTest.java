package dev.tokenpace.acceptance.checks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.verdict.Check;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks behind "3 fail with reason "timeout"", a breakdown of the failures and "50 output
 * tokens each": they hold when the report agrees and fail when it does not.
 */
class RunOutcomeChecksTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void failuresOfAFamilyAreCountedWhateverTheirLabel() {
    List<ReportedRequest> failures =
        List.of(failed(2, "500 - Internal Server Error"), failed(4, "500 - Internal Server Error"));

    assertThat(FailureChecks.failuresAs(failures, 2, FailureWords.parse("HTTP 500")))
        .allMatch(Check::passed);
    assertThat(FailureChecks.failuresAs(failures, 2, FailureWords.parse("500")))
        .allMatch(Check::passed);
  }

  @Test
  void aBreakdownTheReportDisagreesWithFails() {
    List<ReportedRequest> failures =
        List.of(failed(2, "500 - Internal Server Error"), failed(5, "Incomplete Stream"));

    assertThat(FailureChecks.failuresAs(failures, 2, FailureWords.parse("HTTP 500")))
        .anyMatch(check -> !check.passed());
    assertThat(FailureChecks.failuresAs(failures, 1, FailureWords.parse("timeout")))
        .anyMatch(check -> !check.passed());
    assertThat(
            FailureChecks.failuresAs(
                failures, 1, FailureWords.parse("connection dropped mid-answer")))
        .allMatch(Check::passed);
  }

  @Test
  void anotherStatusIsAnotherFailureNotOtherWordsForIt() {
    List<ReportedRequest> failures =
        List.of(failed(2, "500 - Internal Server Error"), failed(4, "429 - Rate Limit"));

    assertThat(FailureChecks.failuresAs(failures, 2, FailureWords.parse("HTTP 500")))
        .singleElement()
        .satisfies(
            check -> {
              assertThat(check.passed()).isFalse();
              assertThat(check.finding() instanceof Check.OtherLabels).isFalse();
              assertThat(check.message()).contains("the other failures: [429 - Rate Limit]");
            });
  }

  @Test
  void everySuccessesTokensHoldOnlyWhenEachAgrees() {
    List<ReportedRequest> successes = List.of(succeeded(1, 50), succeeded(2, 50));

    assertThat(TokenCountChecks.eachStated(successes, 50)).allMatch(Check::passed);
    assertThat(TokenCountChecks.eachStated(List.of(succeeded(1, 50), succeeded(2, 49)), 50))
        .anyMatch(check -> !check.passed());
    assertThat(TokenCountChecks.eachStated(List.of(), 50)).anyMatch(check -> !check.passed());
  }

  private static ReportedRequest failed(int ordinal, String label) {
    ObjectNode json = request(ordinal);
    json.put("success", false);
    json.putObject("error").put("label", label);
    return new ReportedRequest(json);
  }

  private static ReportedRequest succeeded(int ordinal, int tokens) {
    ObjectNode json = request(ordinal);
    json.put("success", true);
    json.put("output_tokens", tokens);
    return new ReportedRequest(json);
  }

  private static ObjectNode request(int ordinal) {
    return JSON.createObjectNode().put("request_id", "req-" + (ordinal - 1));
  }
}
