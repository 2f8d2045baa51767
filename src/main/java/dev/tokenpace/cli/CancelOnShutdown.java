package dev.tokenpace.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * On SIGINT / SIGTERM the JVM runs shutdown hooks and then exits with 130 / 143. This hook cancels
 * the run and holds the exit until the main thread says the reports are written (or the grace
 * period ends), so an interrupted benchmark still leaves valid report files behind.
 */
final class CancelOnShutdown implements AutoCloseable {

  private final Runnable cancel;
  private final Duration grace;
  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook;

  private CancelOnShutdown(Runnable cancel, Duration grace) {
    this.cancel = cancel;
    this.grace = grace;
    this.hook = new Thread(this::onShutdown, "tokenpace-shutdown");
  }

  static CancelOnShutdown install(Runnable cancel, Duration grace) {
    CancelOnShutdown guard = new CancelOnShutdown(cancel, grace);
    Runtime.getRuntime().addShutdownHook(guard.hook);
    return guard;
  }

  /** What the hook does; package-private so a test can run it without a signal. */
  static CancelOnShutdown detached(Runnable cancel, Duration grace) {
    return new CancelOnShutdown(cancel, grace);
  }

  /** The hook thread; package-private so a test can tell whether it is still registered. */
  Thread hookThread() {
    return hook;
  }

  void onShutdown() {
    cancel.run();
    try {
      finished.await(grace.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The run is over and its output written: a pending shutdown may proceed. */
  @Override
  public void close() {
    finished.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException | IllegalArgumentException alreadyShuttingDownOrDetached) {
      // Shutting down: the hook is running and has just been released. Detached: never registered.
    }
  }
}
