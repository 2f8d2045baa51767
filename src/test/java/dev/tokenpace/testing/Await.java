package dev.tokenpace.testing;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Waits with a deadline whose failure says what was awaited. A test waits on an event (a future a
 * listener completes) when there is one; {@link #until} is for a state no event announces (another
 * process's admin page), and asks at a pace that leaves the cores to the work it waits for: on a
 * crowded two-core runner a spinning wait starves the very thing it waits on.
 */
public final class Await {

  /** How long {@link #until} rests between two looks. */
  static final Duration PACE = Duration.ofMillis(20);

  private Await() {}

  /**
   * The event's value once it happened.
   *
   * @param what what the wait was for, as the failure message names it
   * @param context more for the failure message, asked only when the wait fails (e.g. a process's
   *     stderr)
   * @throws AssertionError when the event did not happen within {@code deadline} or failed
   */
  public static <T> T event(
      String what, Duration deadline, Future<T> event, Supplier<String> context)
      throws InterruptedException {
    try {
      return event.get(deadline.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError(
          "waited " + deadline.toSeconds() + " s for " + what + ", in vain" + more(context), e);
    } catch (ExecutionException e) {
      throw new AssertionError(
          "waiting for " + what + ": " + e.getCause() + more(context), e.getCause());
    }
  }

  public static <T> T event(String what, Duration deadline, Future<T> event)
      throws InterruptedException {
    return event(what, deadline, event, () -> "");
  }

  /**
   * Looks every {@link #PACE} until {@code probe} finds something, and returns it.
   *
   * @throws AssertionError naming {@code what} when nothing was found within {@code deadline}
   */
  public static <T> T until(String what, Duration deadline, Callable<Optional<T>> probe)
      throws Exception {
    long end = System.nanoTime() + deadline.toNanos();
    while (true) {
      Optional<T> found = probe.call();
      if (found.isPresent()) {
        return found.get();
      }
      if (System.nanoTime() - end > 0) {
        throw new AssertionError("waited " + deadline.toSeconds() + " s for " + what + ", in vain");
      }
      TimeUnit.NANOSECONDS.sleep(PACE.toNanos());
    }
  }

  private static String more(Supplier<String> context) {
    String text = context.get();
    return text == null || text.isBlank() ? "" : "\n" + text;
  }
}
