package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.testing.ProcessTree;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ChildRunQueueTest {

  @Test
  void theWaitIsSchedstatsSecondField() {
    assertThat(ChildRunQueue.parseWait("1890277537 1319005110 369\n")).isEqualTo(1319005110L);
  }

  @Test
  void aFileThatIsNotSchedstatReadsAsUnreadable() {
    assertThat(ChildRunQueue.parseWait("")).isEqualTo(-1);
    assertThat(ChildRunQueue.parseWait("on cpu waiting slices")).isEqualTo(-1);
  }

  @Test
  void aChildsThreadsAreReadFromTheirFirstSightOn() throws Exception {
    Process child = new ProcessBuilder("sleep", "30").start();
    try {
      ChildRunQueue queue = new ChildRunQueue();
      // the first read only sets each thread's baseline
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isZero();
      Path own = Path.of("/proc", Long.toString(child.pid()), "task", Long.toString(child.pid()));
      if (Files.isReadable(own.resolve("schedstat"))) {
        assertThat(ChildRunQueue.runQueueWait(own.resolve("schedstat"))).isNotNegative();
      }
      // a sleeping child waits for no core
      assertThat(queue.longestWaitSinceLast(System.nanoTime())).isLessThan(1_000_000_000L);
    } finally {
      ProcessTree.kill(child.toHandle());
    }
  }
}
