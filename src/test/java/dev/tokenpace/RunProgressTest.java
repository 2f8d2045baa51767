package dev.tokenpace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunProgressTest {

  private final long start = System.nanoTime() - 20_000_000_000L;
  private final RunProgress progress =
      new RunProgress(start, List.of(RunConfig.Stage.open(5, Duration.ofSeconds(60))), r -> {});
  private final List<String> warnings = new ArrayList<>();

  /** A started run's progress at 127.0.0.1:8000 that writes its warnings to {@link #warnings}. */
  private RunProgress warningInto() {
    RunProgress told =
        new RunProgress(
            start,
            List.of(RunConfig.Stage.open(5, Duration.ofSeconds(60))),
            "http://127.0.0.1:8000",
            r -> {},
            warnings::add);
    told.stageStarted(0, start, 300);
    return told;
  }

  @Test
  void failuresWithoutAnyAnswerCountAsSilenceSinceTheLastAnswer() {
    progress.stageStarted(0, start, 300);
    progress.recorded(refused("r1"));
    progress.recorded(refused("r2"));

    ProgressListener.Progress silent = progress.snapshot();
    assertThat(silent.silentNanos()).as("silent since the start").isGreaterThan(19_000_000_000L);
    assertThat(silent.lastFailure()).isEqualTo("Connection Error");
    assertThat(silent.stage().requestedRate()).isEqualTo(5.0);
    assertThat(silent.stage().count()).isEqualTo(1);

    progress.recorded(answeredWith503("r3"));
    assertThat(progress.snapshot().silentNanos()).as("an error status is an answer").isZero();
  }

  @Test
  void theFirstRequestThatCannotConnectIsNamedAtOnceAndOnlyOnce() {
    RunProgress told = warningInto();

    told.recorded(answeredWith503("r1"));
    assertThat(warnings).as("an error status is an answer, not an unreachable server").isEmpty();
    told.recorded(refused("r2"));
    told.recorded(refused("r3"));

    assertThat(warnings)
        .singleElement()
        .asString()
        .startsWith("cannot connect to http://127.0.0.1:8000 (refused): is it up?")
        .doesNotContain("\n");
  }

  @Test
  void theFirstAnswerPastItsMaxTokensIsNamedOnceWhileTheRunGoesOn() {
    RunProgress told = warningInto();

    told.recorded(answered("within", 4, 4));
    assertThat(warnings).isEmpty();
    told.recorded(answered("past-1", 4, 12));
    told.recorded(answered("past-2", 4, 12));

    assertThat(warnings)
        .singleElement()
        .asString()
        .startsWith("request past-1 asked for at most 4 tokens and got 12:")
        .contains("successes.answers_past_max_tokens");
  }

  /** A success whose request asked for {@code maxTokens} and whose server made {@code made}. */
  private static RequestRecord answered(String id, int maxTokens, int made) {
    long now = System.nanoTime();
    return new RequestRecord(
        id,
        0,
        true,
        now,
        now,
        now + 1,
        now + 2,
        List.of(),
        "",
        0,
        3,
        new dev.tokenpace.records.Usage(3, made, 3 + made, null),
        10,
        null,
        0,
        null,
        maxTokens);
  }

  private RequestRecord refused(String id) {
    long now = System.nanoTime();
    return record(id, -1, now, Failure.of(FailureType.CONNECTION_REFUSED, "refused"));
  }

  private RequestRecord answeredWith503(String id) {
    long now = System.nanoTime();
    return record(id, now, now, new Failure(FailureType.HTTP_STATUS, "overloaded", 503));
  }

  private RequestRecord record(String id, long headers, long end, Failure failure) {
    return new RequestRecord(
        id,
        0,
        true,
        start,
        start,
        headers,
        end,
        List.of(),
        "",
        0,
        0,
        null,
        0,
        failure,
        0,
        WayIn.UNKNOWN,
        0);
  }
}
