package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkLogTest {

  @Test
  void givesBackEveryChunkAsItArrivedWithItsTextUsageAndFinish() {
    List<ChunkEvent> arrived = new ArrayList<>();
    arrived.add(new ChunkEvent(10, ChunkKind.ROLE, "", null, null));
    for (int i = 0; i < 40; i++) {
      arrived.add(
          new ChunkEvent(20 + i, ChunkKind.CONTENT, i % 7 == 0 ? "" : " w" + i, null, null));
    }
    arrived.add(new ChunkEvent(70, ChunkKind.REASONING, "é 字 😀", null, null));
    arrived.add(new ChunkEvent(80, ChunkKind.ERROR, null, null, null));
    arrived.add(new ChunkEvent(90, ChunkKind.FINISH, "", new Usage(3, 41, 44, null), "stop"));
    arrived.add(new ChunkEvent(95, ChunkKind.USAGE, "", new Usage(3, 41, 44, null), null));

    ChunkLog log = new ChunkLog();
    arrived.forEach(log::add);

    assertThat(log).hasSize(arrived.size()).containsExactlyElementsOf(arrived);
    assertThat(log.get(42).text()).isNull();
    assertThat(log.get(41).text()).isEqualTo("é 字 😀");
  }

  @Test
  void anEmptyLogHasNoChunks() {
    ChunkLog log = new ChunkLog();

    assertThat(log).isEmpty();
    assertThatThrownBy(() -> log.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
