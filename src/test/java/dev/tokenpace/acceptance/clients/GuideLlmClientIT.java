package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.fake.timeline.Timeline;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real GuideLLM through GuideLlmClient, as in the recorded run (src/test/resources/guidellm/
 * README.md): 3 streamed chat requests one at a time against the fake, after its validation
 * requests. Its wall-clock stamps, converted with the suite's own clock readings, must put every
 * request after the validation requests and before the fake received it, in order. Skipped, with
 * the reason, unless {@value GuideLlmClient#COMMAND_ENV} (or the system property {@value
 * GuideLlmClient#COMMAND_PROPERTY}) names GuideLLM's launcher.
 */
class GuideLlmClientIT {

  @TempDir Path temp;

  @Test
  void threeStreamedChatRequestsLandOnTheFakesClockBetweenLaunchAndReceipt() throws IOException {
    GuideLlmClient client =
        InstalledPeerRun.orSkip(
            GuideLlmClient.fromEnvironment(),
            GuideLlmClient.COMMAND_ENV,
            "GuideLLM's launcher",
            "install-guidellm.sh");

    InstalledPeerRun.againstChatFake(
        client,
        temp,
        GuideLlmClientIT::config,
        (fake, report) -> {
          List<Timeline> timelines =
              fake.timelines().stream()
                  .sorted(Comparator.comparingLong(Timeline::receivedNanos))
                  .toList();
          List<ReportedRequest> requests = report.requests();
          assertThat(requests).hasSize(3).allMatch(ReportedRequest::success);
          // its validation requests came first and are not in its result
          int validation = timelines.size() - requests.size();
          assertThat(validation).isPositive();
          for (int i = 0; i < requests.size(); i++) {
            Timeline paired = timelines.get(validation + i);
            double start = requests.get(i).startTime();
            assertThat(start * 1e9)
                .isGreaterThan(timelines.get(validation - 1).endNanos())
                .isLessThanOrEqualTo(paired.receivedNanos() + WallClockAnchor.MAX_STEP_NANOS);
            // its end is the [DONE] line read, which cannot come before the fake began writing it
            List<Timeline.SentEvent> sent = paired.events();
            assertThat(requests.get(i).endTime() * 1e9)
                .isGreaterThanOrEqualTo(
                    sent.get(sent.size() - 1).writeStartNanos() - WallClockAnchor.MAX_STEP_NANOS);
            assertThat(requests.get(i).metric("time_to_first_token")).isNotNull();
            System.out.printf(
                Locale.ROOT,
                "request %d: start %.3f ms before the fake's receipt, TTFT %.1f ms, latency %.1f"
                    + " ms%n",
                i + 1,
                (paired.receivedNanos() - start * 1e9) / 1e6,
                requests.get(i).metric("time_to_first_token") * 1e3,
                requests.get(i).metric("request_latency") * 1e3);
          }
        });
  }

  private static String config(int port) {
    return InstalledPeerRun.threeChatRequestsOneAtATime(
        port, "", "  request_timeout: 30\n  num_workers: 1\n", InstalledPeerRun.RANDOM_DATA);
  }
}
