package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CancelOnShutdownTest {

  @Test
  void hookCancelsThenWaitsUntilTheRunHasWrittenItsReports() throws Exception {
    CountDownLatch cancelled = new CountDownLatch(1);
    CancelOnShutdown guard = CancelOnShutdown.detached(cancelled::countDown, Duration.ofMinutes(1));

    CompletableFuture<Void> hook = CompletableFuture.runAsync(guard::onShutdown);
    assertThat(cancelled.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(hook).isNotDone();

    guard.close();
    hook.get(10, TimeUnit.SECONDS);
  }

  @Test
  void hookGivesUpAfterTheGracePeriod() {
    CancelOnShutdown guard = CancelOnShutdown.detached(() -> {}, Duration.ofMillis(1));

    guard.onShutdown();
  }

  @Test
  void installedHookIsRemovedWhenTheRunEndsNormally() {
    CancelOnShutdown guard = CancelOnShutdown.install(() -> {}, Duration.ofSeconds(1));

    guard.close();
    guard.close();
  }
}
