package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.Redactor;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A server that does not hold to {@code max_tokens} makes answers longer than the run asked for:
 * the summary counts them ({@code successes.answers_past_max_tokens}) and the console warns, by the
 * server's {@code completion_tokens} when it reported usage.
 */
class AnswersPastMaxTokensTest {

  private static RequestRecord answer(String id, int maxTokens, int serverCompletionTokens) {
    return Records.stream()
        .id(id)
        .start(0)
        .content(0.1, "a b c")
        .usage(0.2, serverCompletionTokens)
        .event(0.3, ChunkKind.DONE)
        .end(0.3)
        .maxTokens(maxTokens)
        .build();
  }

  private static RunReports summarize(List<RequestRecord> records) {
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    return RunReports.summarize(
        ReportFixtures.reporting(false, false, Defaults.PERCENTILES),
        ReportFixtures.twoStages(),
        records,
        metrics);
  }

  @Test
  void theSummaryCountsAnswersLongerThanTheyAskedForAndTheConsoleWarns() {
    RunReports reports =
        summarize(
            List.of(
                answer("past", 2, 3), // asked 2, the server made 3
                answer("within", 3, 3),
                answer("unlimited", 0, 3)));

    assertThat(reports.summary().successes().answersPastMaxTokens()).isEqualTo(1);
    assertThat(reports.consoleTable())
        .contains("warning: 1 of 3 answers ran past the max_tokens they asked for");
  }

  @Test
  void theServersCountDecidesNotTheClients() {
    // the client counts three words; the server says it made 2, within the limit of 2
    RequestRecord record = answer("server-says", 2, 2);

    assertThat(record.outputTokens()).isEqualTo(3);
    assertThat(record.ranPastMaxTokens()).isFalse();
  }

  @Test
  void noWarningWhenEveryAnswerKeptItsLimit() {
    RunReports reports = summarize(List.of(answer("within", 5, 3)));

    assertThat(reports.summary().successes().answersPastMaxTokens()).isZero();
    assertThat(reports.consoleTable()).doesNotContain("max_tokens");
  }

  @Test
  void aShardsPerRequestFileKeepsTheLimitSoAMergedSummaryCountsTheSame() {
    RequestRecord past = answer("past", 2, 3);
    RequestMetrics metrics = new StandardMetrics().calculate(past, false);

    PerRequestEntry entry = PerRequestEntry.of(past, metrics, Redactor.none());

    assertThat(entry.maxTokens()).isEqualTo(2);
    assertThat(RequestFacts.of(entry, 0).ranPastMaxTokens()).isTrue();
  }
}
