package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real vLLM benchmark_serving.py through VllmBenchClient, as the recorded case chat-streaming
 * (src/test/resources/vllm-bench/README.md): 3 streamed chat requests one at a time against the
 * fake, after its own test request, each placed on its timeline. Skipped, with the reason, unless
 * {@value VllmBenchClient#COMMAND_ENV} (or the system property {@value
 * VllmBenchClient#COMMAND_PROPERTY}) names its launcher.
 */
class VllmBenchClientIT {

  @TempDir Path temp;

  @Test
  void threeStreamedChatRequestsArePlacedOnTheFakesTimelines() throws IOException {
    VllmBenchClient client =
        InstalledPeerRun.orSkip(
            VllmBenchClient.fromEnvironment(),
            VllmBenchClient.COMMAND_ENV,
            "the launcher of vLLM's benchmark_serving.py",
            "install-vllm-bench.sh");

    InstalledPeerRun.againstChatFake(
        client,
        temp,
        VllmBenchClientIT::config,
        (fake, report) -> {
          assertThat(fake.timelines()).hasSize(4); // its test request first
          assertThat(report.requests())
              .hasSize(3)
              .allMatch(ReportedRequest::success)
              .extracting(ReportedRequest::requestId)
              .containsExactly("fake-2", "fake-3", "fake-4");
          for (ReportedRequest request : report.requests()) {
            assertThat(request.events())
                .extracting(ReportedEvent::kind)
                .containsExactly("role", "content", "content", "content", "content", "finish");
            // its time to first token is the role chunk's (60 ms), not the first text's (80 ms)
            assertThat(request.metric("time_to_first_token"))
                .isCloseTo(request.events().get(0).time() - request.startTime(), within(1e-9))
                .isLessThan(request.events().get(1).time() - request.startTime());
          }
        });
  }

  private static String config(int port) {
    return InstalledPeerRun.threeChatRequestsOneAtATime(
        port, "", "  base_seed: 1\n", InstalledPeerRun.RANDOM_DATA);
  }
}
