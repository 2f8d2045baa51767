package dev.tokenpace.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Stops a process a test started together with every process it started in turn. */
public final class ProcessTree {

  private static final Duration KILL_WAIT = Duration.ofSeconds(10);

  private ProcessTree() {}

  /**
   * Kills {@code root} and every process under it, children before parents (so none is orphaned out
   * of reach), and waits until they are gone. Returns how many processes under root it found. A
   * root already gone is fine: its orphans are not reachable any more, which is why a test stops
   * the tree while the root still runs.
   */
  public static int kill(ProcessHandle root) {
    Set<ProcessHandle> found = new LinkedHashSet<>();
    // a parent still alive may start another child while we kill: look again until none is left
    for (int pass = 0; pass < 20; pass++) {
      List<ProcessHandle> alive = root.descendants().filter(ProcessHandle::isAlive).toList();
      if (alive.isEmpty()) {
        break;
      }
      found.addAll(alive);
      // descendants() lists breadth first: kill the deepest first
      for (int i = alive.size() - 1; i >= 0; i--) {
        alive.get(i).destroyForcibly();
      }
    }
    root.destroyForcibly();
    List<ProcessHandle> all = new ArrayList<>(found);
    all.add(root);
    long deadline = System.nanoTime() + KILL_WAIT.toNanos();
    for (ProcessHandle handle : all) {
      try {
        handle.onExit().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (TimeoutException | ExecutionException e) {
        // reported by whoever checks; nothing more can be done than SIGKILL
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return found.size();
  }
}
