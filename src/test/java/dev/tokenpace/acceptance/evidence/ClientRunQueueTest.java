package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.testing.ProcessTree;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ClientRunQueueTest {

  @Test
  void theWaitIsSchedstatsSecondField() {
    assertThat(ClientRunQueue.parseWait("1890277537 1319005110 369\n")).isEqualTo(1319005110L);
  }

  @Test
  void aFileThatIsNotSchedstatReadsAsUnreadable() {
    assertThat(ClientRunQueue.parseWait("")).isEqualTo(-1);
    assertThat(ClientRunQueue.parseWait("on cpu waiting slices")).isEqualTo(-1);
  }

  @Test
  void threadsOfThisJvmAreFoundByTheirName() throws Exception {
    java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch end = new java.util.concurrent.CountDownLatch(1);
    Thread reader =
        new Thread(
            () -> {
              started.countDown();
              awaitQuietly(end);
            },
            "tokenpace-nio-9");
    reader.start();
    // a thread gives Linux its name as it starts running
    started.await();
    try {
      if (Files.isDirectory(Path.of("/proc/self/task"))) {
        assertThat(ClientRunQueue.threadsOfThisJvmNamed("tokenpace-nio-9")).hasSize(1);
      }
      ClientRunQueue queue = ClientRunQueue.ofThreadsNamed("tokenpace-nio");
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isZero();
      // a parked reader waits for no core
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isLessThan(1_000_000_000L);
    } finally {
      end.countDown();
      reader.join();
    }
  }

  private static void awaitQuietly(java.util.concurrent.CountDownLatch end) {
    try {
      end.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void theCallingThreadIsOneOfTheClientsThreads() {
    if (Files.isDirectory(Path.of("/proc/thread-self"))) {
      assertThat(ClientRunQueue.thisThread())
          .hasValueSatisfying(
              schedstat -> assertThat(ClientRunQueue.runQueueWait(schedstat)).isNotNegative());
    }
  }

  @Test
  void aChildsThreadsAreReadFromTheirFirstSightOn() throws Exception {
    Process child = new ProcessBuilder("sleep", "30").start();
    try {
      ClientRunQueue queue = ClientRunQueue.ofChildProcesses();
      // the first read only sets each thread's baseline
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isZero();
      Path own = Path.of("/proc", Long.toString(child.pid()), "task", Long.toString(child.pid()));
      if (Files.isReadable(own.resolve("schedstat"))) {
        assertThat(ClientRunQueue.runQueueWait(own.resolve("schedstat"))).isNotNegative();
      }
      // a sleeping child waits for no core
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isLessThan(1_000_000_000L);
    } finally {
      ProcessTree.kill(child.toHandle());
    }
  }
}
