package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ScriptedChunk;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChunkTableTest {

  private final ServerParameterTypes types = new ServerParameterTypes();

  private static Map<String, String> row(String... headingsAndCells) {
    Map<String, String> row = new HashMap<>();
    for (int i = 0; i < headingsAndCells.length; i += 2) {
      row.put(headingsAndCells[i], headingsAndCells[i + 1]);
    }
    return row;
  }

  @Test
  void aProductOwnersHeadingsAndKindsReadAsTheGlossarys() {
    ScriptedChunk role = types.chunk(row("delay", "50 ms", "type", "role only", "content", null));
    ScriptedChunk empty = types.chunk(row("wait", "100 ms", "type", "empty", "content", "\"\""));
    ScriptedChunk word = types.chunk(row("after", "20 ms", "text", "\"Hello\""));

    assertThat(role.kind()).isEqualTo(ChunkKind.ROLE);
    assertThat(role.after()).isEqualTo(Duration.ofMillis(50));
    assertThat(empty.kind()).isEqualTo(ChunkKind.CONTENT);
    assertThat(empty.text()).isEmpty();
    assertThat(word.kind()).as("no kind column: content").isEqualTo(ChunkKind.CONTENT);
    assertThat(word.text()).isEqualTo("Hello");
  }

  @Test
  void timesSinceTheRequestAreRefusedNotReadAsWaits() {
    assertThatThrownBy(() -> types.chunk(row("at", "150 ms", "text", "Hello")))
        .hasMessageContaining("column headed 'after'")
        .hasMessageContaining("its columns: ");
  }
}
