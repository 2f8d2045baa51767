package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

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
  void hookGivesUpAfterTheGracePeriod() throws Exception {
    CountDownLatch cancelled = new CountDownLatch(1);
    CancelOnShutdown guard = CancelOnShutdown.detached(cancelled::countDown, Duration.ofMillis(1));

    // Never closed: the run did not finish, yet the hook lets the JVM exit after the grace period.
    CompletableFuture<Void> hook = CompletableFuture.runAsync(guard::onShutdown);
    hook.get(10, TimeUnit.SECONDS);
    assertThat(cancelled.getCount()).as("the run was cancelled first").isZero();
  }

  @Test
  void installedHookIsRemovedWhenTheRunEndsNormally() {
    CancelOnShutdown guard = CancelOnShutdown.install(() -> {}, Duration.ofSeconds(1));

    guard.close();
    assertThatCode(guard::close).as("closing twice").doesNotThrowAnyException();
    assertThat(Runtime.getRuntime().removeShutdownHook(guard.hookThread()))
        .as("the hook is still registered")
        .isFalse();
  }
}
