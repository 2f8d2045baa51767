package dev.tokenpace.sensitivity.variants;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.Sent;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.Shard;
import dev.tokenpace.load.ClosedLoopSchedule;
import dev.tokenpace.load.LoadGenerator;
import dev.tokenpace.load.RequestFactory;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.TestConfigs;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The broken closed-loop schedule differs from the clean one on a request that waits for a slot.
 * One slot, two requests: the first ends only when the loop builds the second, which it does after
 * it turned to it and found no slot free, so the second's slot frees at a known instant between the
 * two stamps the rule chooses from.
 */
class BrokenClosedLoopScheduleTest {

  @Test
  void theCleanLoopSchedulesARequestWhenItsSlotFrees() throws InterruptedException {
    OneSlotRun run = new OneSlotRun(ClosedLoopSchedule.WHEN_A_SLOT_FREES);

    assertThat(run.secondScheduledNanos()).isGreaterThanOrEqualTo(run.slotFreedNanos);
  }

  @Test
  void theBrokenLoopSchedulesItBeforeItsWaitForTheSlot() throws InterruptedException {
    OneSlotRun run = new OneSlotRun(new ScheduledBeforeTheSlot());

    assertThat(run.secondScheduledNanos()).isLessThan(run.slotFreedNanos);
  }

  /** A closed loop of one slot and two requests, run to its end on the calling thread. */
  private static final class OneSlotRun implements ModelServerClient {

    private final CompletableFuture<Void> firstEnded = new CompletableFuture<>();
    private final List<PreparedRequest> sent = new ArrayList<>();
    private int prompts;
    private long slotFreedNanos;

    OneSlotRun(ClosedLoopSchedule schedule) throws InterruptedException {
      RunConfig config =
          TestConfigs.chat(
              URI.create("http://127.0.0.1:1"), LoadType.CONCURRENT, List.of(Stage.closed(1, 2)));
      new LoadGenerator(
              config.load(),
              new RequestFactory(config, this::prompt),
              this,
              record -> {},
              Shard.WHOLE,
              OptionalLong.empty(),
              schedule)
          .run();
    }

    /** The second prompt is asked for while the first request holds the slot: it ends then. */
    private String prompt() {
      prompts++;
      if (prompts == 2) {
        slotFreedNanos = System.nanoTime();
        firstEnded.complete(null);
      }
      return "hi";
    }

    long secondScheduledNanos() {
      assertThat(sent).as("requests sent").hasSize(2);
      return sent.get(1).scheduledNanos();
    }

    @Override
    public Sent send(PreparedRequest request) {
      sent.add(request);
      CompletableFuture<Void> ended =
          sent.size() == 1 ? firstEnded : CompletableFuture.completedFuture(null);
      return new Sent(ended, ended.thenApply(v -> (RequestRecord) null));
    }

    @Override
    public void cancelAll() {}

    @Override
    public void close() {}
  }
}
