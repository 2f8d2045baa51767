package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.ProgressListener;
import dev.tokenpace.ProgressListener.Progress;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressDisplayTest {

  private final StringWriter written = new StringWriter();

  @Test
  void lineShowsSentDoneFailedElapsedAndCurrentRate() {
    Progress previous = new Progress(0, 10, 8, 0, 20, 2_000_000_000L);
    Progress now = new Progress(1, 20, 15, 2, 40, 4_000_000_000L);

    assertThat(ProgressLine.format(now, previous))
        .as("stages are counted from 1: stage id 1 is the second")
        .isEqualTo("stage 2 | sent 20/40 | done 17 | failed 2 | 4.0 s | 5.0 req/s");
    assertThat(ProgressLine.format(now, null)).endsWith("| 5.0 req/s");
  }

  @Test
  void lineShowsTheStageRateAgainstTheAskedOneAndTheLatestFailure() {
    Progress now =
        new Progress(
            0,
            20,
            15,
            2,
            40,
            4_000_000_000L,
            new ProgressListener.Stage(2, 5.0, null, 9, 2_000_000_000L),
            "Timeout",
            0);

    assertThat(ProgressLine.format(now, null))
        .isEqualTo(
            "stage 1 of 2 | sent 20/40 | done 17 | failed 2 (last: Timeout) | 4.0 s | 5.0 req/s"
                + " | stage 4.5 of 5 req/s asked");
  }

  @Test
  void aServerThatNeverAnswersIsCalledOutAfterTenSeconds() {
    Progress silent =
        new Progress(0, 30, 0, 30, 100, 12_000_000_000L, null, "Connection Error", 12_000_000_000L);
    Progress answering =
        new Progress(0, 30, 0, 30, 100, 12_000_000_000L, null, "Connection Error", 9_000_000_000L);

    assertThat(ProgressLine.format(silent, null))
        .endsWith("| no answer from the server for 12 s: is it up?");
    assertThat(ProgressLine.format(answering, null)).doesNotContain("no answer");
  }

  @Test
  void rateIsZeroBeforeTimePasses() {
    Progress zero = new Progress(0, 0, 0, 0, 0, 0);

    assertThat(ProgressLine.currentRate(zero, null)).isZero();
  }

  @Test
  void terminalRedrawsOneLineAndEndsItOnClose() {
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(written), true);

    display.onProgress(new Progress(0, 100, 99, 1, 100, 10_000_000_000L));
    display.render();
    display.onProgress(new Progress(0, 5, 5, 0, 100, 11_000_000_000L));
    display.render();
    display.close();

    String[] draws = written.toString().split("\r", -1);
    assertThat(draws).hasSize(3);
    assertThat(draws[2])
        .startsWith("stage 1 | sent 5/100 | done 5 | failed 0 | 11.0 s")
        .endsWith(System.lineSeparator());
    assertThat(draws[2].strip()).hasSizeLessThan(draws[2].length());
    assertThat(written.toString()).doesNotContain("\n\r");
  }

  @Test
  void logModePrintsPlainLinesOnlyWhenSomethingChanged() {
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(written), false);
    Progress progress = new Progress(0, 1, 0, 0, 10, 1_000_000_000L);

    display.render();
    display.onProgress(progress);
    display.render();
    display.render();
    display.close();

    assertThat(written.toString())
        .isEqualTo(
            "stage 1 | sent 1/10 | done 0 | failed 0 | 1.0 s | 1.0 req/s" + System.lineSeparator());
  }
}
