package dev.tokenpace.acceptance.evidence;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How long the kernel kept a thread of the benchmark under test ready and off a core: Linux's
 * run-queue wait per thread ({@code /proc/<pid>/task/<tid>/schedstat}, its second field), of the
 * processes this JVM started (an external benchmark and what it spawned) or of the threads of this
 * JVM that tokenpace's client names its own. A probe thread of the suite's own JVM sleeps, so the
 * scheduler gives it a core the moment it wakes; a Python client busy serialising a long prompt, or
 * tokenpace's selector thread reading four streams that end together beside two burners, gets a
 * share of a core instead, and only its own counter says how much it lost.
 *
 * <p>Where there is no such file (not Linux, or a kernel without schedstats) every wait reads as
 * none, as the probe alone would have it.
 */
final class ClientRunQueue {

  /** How often the threads are listed again: a client starts its workers in its first moments. */
  private static final long RELIST_NANOS = 100_000_000;

  private final Map<Path, Long> lastWait = new HashMap<>();
  private final java.util.function.Supplier<List<Path>> listing;
  private List<Path> threads;
  private long listedAt;

  private ClientRunQueue(java.util.function.Supplier<List<Path>> listing) {
    this.listing = listing;
  }

  /** The threads of every process this JVM started, and of theirs. */
  static ClientRunQueue ofChildProcesses() {
    return new ClientRunQueue(ClientRunQueue::threadsOfDescendants);
  }

  /**
   * The threads of this JVM whose name starts with {@code prefix} (Linux keeps a Java thread's
   * name, cut to 15 characters, as its own), and the calling thread, which runs the client's load
   * and sends each request as a slot frees.
   */
  static ClientRunQueue ofThreadsNamed(String prefix) {
    java.util.Optional<Path> caller = thisThread();
    return new ClientRunQueue(
        () -> {
          List<Path> threads = threadsOfThisJvmNamed(prefix);
          caller.ifPresent(threads::add);
          return threads;
        });
  }

  /** The calling thread's schedstat, when Linux shows it. */
  static java.util.Optional<Path> thisThread() {
    try {
      return java.util.Optional.of(Path.of("/proc/thread-self").toRealPath().resolve("schedstat"));
    } catch (IOException | SecurityException notLinux) {
      return java.util.Optional.empty();
    }
  }

  /**
   * The longest any one thread waited for a core since the last call, in nanoseconds: the most a
   * ready thread of the client was held off meanwhile. A thread seen for the first time only sets
   * its baseline.
   */
  long longestWaitSinceLast(long now) {
    if (threads == null || now - listedAt >= RELIST_NANOS) {
      threads = listing.get();
      listedAt = now;
      lastWait.keySet().retainAll(threads);
    }
    long longest = 0;
    for (Path thread : threads) {
      long wait = runQueueWait(thread);
      if (wait < 0) {
        continue;
      }
      Long before = lastWait.put(thread, wait);
      if (before != null) {
        longest = Math.max(longest, wait - before);
      }
    }
    return longest;
  }

  private static List<Path> threadsOfDescendants() {
    List<Path> found = new ArrayList<>();
    ProcessHandle.current()
        .descendants()
        .forEach(
            process -> {
              Path tasks = Path.of("/proc", Long.toString(process.pid()), "task");
              try (DirectoryStream<Path> each = Files.newDirectoryStream(tasks)) {
                each.forEach(task -> found.add(task.resolve("schedstat")));
              } catch (IOException | SecurityException gone) {
                // ended between the listing and the read, or not ours to read: nothing to count
              }
            });
    return found;
  }

  static List<Path> threadsOfThisJvmNamed(String prefix) {
    List<Path> found = new ArrayList<>();
    Path tasks = Path.of("/proc", Long.toString(ProcessHandle.current().pid()), "task");
    try (DirectoryStream<Path> each = Files.newDirectoryStream(tasks)) {
      for (Path task : each) {
        try {
          String name = Files.readString(task.resolve("comm"), StandardCharsets.US_ASCII).trim();
          if (name.startsWith(prefix)) {
            found.add(task.resolve("schedstat"));
          }
        } catch (IOException | SecurityException gone) {
          // ended between the listing and the read: nothing to count
        }
      }
    } catch (IOException | SecurityException notLinux) {
      // no /proc: every wait reads as none, as the probe alone would have it
    }
    return found;
  }

  /** The thread's run-queue wait so far in nanoseconds; -1 when it cannot be read. */
  static long runQueueWait(Path schedstat) {
    try {
      return parseWait(new String(Files.readAllBytes(schedstat), StandardCharsets.US_ASCII));
    } catch (IOException | SecurityException gone) {
      return -1;
    }
  }

  /** The second of schedstat's three fields: time on a core, time waiting for one, slices. */
  static long parseWait(String schedstat) {
    String[] fields = schedstat.trim().split("\\s+");
    if (fields.length < 2) {
      return -1;
    }
    try {
      return Long.parseLong(fields[1]);
    } catch (NumberFormatException notSchedstat) {
      return -1;
    }
  }
}
