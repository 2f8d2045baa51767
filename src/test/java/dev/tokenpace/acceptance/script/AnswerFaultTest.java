package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.script.ScriptedEvent;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A spoiled answer keeps the script's timing up to its fault: each chunk keeps its own gap. */
class AnswerFaultTest {

  private static ModelScript script() {
    ModelScript script = new ModelScript("m");
    script.stream().add(ScriptedChunk.of(Duration.ofMillis(250), ChunkKind.CONTENT, "one"));
    script.stream().add(ScriptedChunk.of(Duration.ofMillis(400), ChunkKind.CONTENT, "two"));
    script.stream().add(ScriptedChunk.of(Duration.ofMillis(100), ChunkKind.CONTENT, "three"));
    return script;
  }

  private static List<Long> contentGapsMillis(Profile profile) {
    return profile.events().stream()
        .filter(e -> e.kind().wireName().equals("content"))
        .map(ScriptedEvent::gapNanos)
        .map(nanos -> nanos / 1_000_000)
        .toList();
  }

  private static void keepsTheScriptsGaps(Function<ModelScript, Profile> spoiled) {
    assertThat(contentGapsMillis(spoiled.apply(script())))
        .as("the gap before each content chunk of the spoiled answer, ms")
        .containsExactly(250L, 400L, 100L);
  }

  @Test
  void theHealthyScriptIsTheReference() {
    keepsTheScriptsGaps(ModelScript::toProfile);
  }

  @Test
  void aDroppedAnswerKeepsEachChunksOwnGap() {
    keepsTheScriptsGaps(AnswerFault.dropAfter(3)::spoil);
  }

  @Test
  void aResetAnswerKeepsEachChunksOwnGap() {
    keepsTheScriptsGaps(AnswerFault.resetAfter(3)::spoil);
  }

  @Test
  void aStalledAnswerKeepsEachChunksOwnGap() {
    keepsTheScriptsGaps(AnswerFault.stallAfter(2, Duration.ofSeconds(1))::spoil);
  }

  @Test
  void anAnswerSilentAfterItsHeadersKeepsEachChunksOwnGap() {
    keepsTheScriptsGaps(AnswerFault.silentAfterHeaders(Duration.ofSeconds(1))::spoil);
  }

  @Test
  void anAnswerWithAnErrorAfterTwoChunksKeepsTheirGaps() {
    assertThat(contentGapsMillis(AnswerFault.errorAfter(2, "boom").spoil(script())))
        .containsExactly(250L, 400L, 100L);
  }
}
