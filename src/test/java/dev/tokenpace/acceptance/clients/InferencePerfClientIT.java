package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.fake.timeline.Timeline;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real inference-perf through InferencePerfClient, on the captured case chat-streaming
 * (src/test/resources/inference-perf/README.md): 3 streamed chat requests one at a time against the
 * fake, every request paired with its timeline by the answer's id. Skipped, with the reason, unless
 * {@value InferencePerfClient#COMMAND_ENV} (or the system property {@value
 * InferencePerfClient#COMMAND_PROPERTY}) names inference-perf's console script.
 */
class InferencePerfClientIT {

  @TempDir Path temp;

  @Test
  void threeStreamedChatRequestsAreReadAndPairedWithTheFakesTimelines() throws IOException {
    InferencePerfClient client =
        InstalledPeerRun.orSkip(
            InferencePerfClient.fromEnvironment(),
            InferencePerfClient.COMMAND_ENV,
            "inference-perf's console script",
            "install-inference-perf.sh");

    InstalledPeerRun.againstChatFake(
        client,
        temp,
        InferencePerfClientIT::config,
        (fake, report) -> {
          Map<String, Timeline> timelines =
              fake.timelines().stream()
                  .collect(Collectors.toMap(Timeline::requestId, Function.identity()));
          assertThat(report.requests()).hasSize(3).allMatch(ReportedRequest::success);
          assertThat(report.requests())
              .extracting(ReportedRequest::requestId)
              .containsExactlyInAnyOrderElementsOf(timelines.keySet());
          for (ReportedRequest request : report.requests()) {
            List<Timeline.SentEvent> content =
                timelines.get(request.requestId()).events().stream()
                    .filter(e -> "content".equals(e.kind().wireName()))
                    .toList();
            assertThat(request.events())
                .extracting(ReportedEvent::tokens)
                .containsExactly(1, 2, 1, 1);
            for (int i = 0; i < content.size(); i++) {
              assertThat(request.events().get(i).time())
                  .isGreaterThan(content.get(i).completingWriteStartNanos() / 1e9);
            }
          }
          double meanTtft =
              report.successes().stream()
                  .mapToDouble(r -> r.metric("time_to_first_token"))
                  .average()
                  .orElseThrow();
          assertThat(meanTtft)
              .isCloseTo(report.summaryStatistic("time_to_first_token", "mean"), within(1e-12));
        });
  }

  private static String config(int port) {
    return InstalledPeerRun.threeChatRequestsOneAtATime(
        port,
        "  ignore_eos: true\n",
        "  num_workers: 1\n",
        """
        data:
          type: mock
        report:
          request_lifecycle:
            summary: true
            per_stage: true
            per_request: true
            percentiles: [50, 90, 99]
        storage:
          local_storage:
            path: reports
        """);
  }
}
