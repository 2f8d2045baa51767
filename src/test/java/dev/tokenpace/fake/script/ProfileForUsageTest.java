package dev.tokenpace.fake.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A stream whose request asked for no usage plays its profile without the usage events. */
class ProfileForUsageTest {

  /** Role, four words 5 ms apart, finish, usage and [DONE], as UsageReportTest streams them. */
  private static Profile fourWords() {
    Profile.Builder words = Profile.builder().role();
    for (String word : List.of("The", " quick", " brown", " fox")) {
      words.after(Duration.ofMillis(5)).content(word);
    }
    return words
        .after(Duration.ofMillis(5))
        .finish("stop")
        .after(Duration.ofMillis(20))
        .usage(7, 8)
        .after(Duration.ofMillis(10))
        .done()
        .build();
  }

  @Test
  void leavingTheUsageOutKeepsEveryOtherEventsDeadline() {
    Profile asked = fourWords();
    Profile unasked = asked.forUsage(UsageReport.NONE);

    long[] all = asked.offsetsNanos();
    long[] kept = unasked.offsetsNanos();
    assertThat(unasked.events()).hasSize(asked.events().size() - 1);
    assertThat(kept[kept.length - 1]).isEqualTo(all[all.length - 1]); // [DONE] when it was due
    assertThat(Arrays.copyOf(kept, kept.length - 1)).containsExactly(Arrays.copyOf(all, 6));
  }

  @Test
  void aFaultStaysAfterTheSameEventsWithoutTheUsage() {
    Profile cut =
        Profile.builder()
            .content("a")
            .usage(1, 1)
            .sameWrite()
            .content("b")
            .done()
            .closeAfter(3)
            .build();

    Profile unasked = cut.forUsage(UsageReport.NONE);

    assertThat(unasked.events()).extracting(ScriptedEvent::text).containsExactly("a", "b", "");
    assertThat(unasked.events().get(1).sameWrite()).isFalse();
    assertThat(unasked.faults())
        .singleElement()
        .satisfies(f -> assertThat(f.afterEvents()).isEqualTo(2));
  }

  @Test
  void aScriptedUsageWinsOverTheCount() {
    Profile scripted = fourWords();

    assertThat(scripted.forUsage(UsageReport.AT_THE_END).events())
        .filteredOn(e -> e.kind() == dev.tokenpace.wire.ChunkKind.USAGE)
        .singleElement()
        .satisfies(e -> assertThat(e.completionTokens()).isEqualTo(8));
  }

  @Test
  void theCountedUsageGoesInTheWriteOfDoneAndMovesNoDeadline() {
    Profile.Builder words = Profile.builder().role();
    for (String word : List.of("The", " quick", " brown", " fox")) {
      words.after(Duration.ofMillis(5)).content(word);
    }
    Profile unscripted =
        words
            .after(Duration.ofMillis(5))
            .finish("stop")
            .after(Duration.ofMillis(10))
            .done()
            .closeAfter(6)
            .build();

    Profile asked = unscripted.forUsage(UsageReport.AT_THE_END);

    long[] all = unscripted.offsetsNanos();
    long[] counted = asked.offsetsNanos();
    ScriptedEvent usage = asked.events().get(6);
    assertThat(usage.kind()).isEqualTo(dev.tokenpace.wire.ChunkKind.USAGE);
    assertThat(usage.completionTokens()).isEqualTo(4);
    assertThat(counted[6]).isEqualTo(all[6]); // the usage when [DONE] was due
    assertThat(asked.events().get(7).sameWrite()).isTrue(); // [DONE] in the same write
    assertThat(Arrays.copyOf(counted, 6)).containsExactly(Arrays.copyOf(all, 6));
    assertThat(asked.faults()) // a fault before [DONE] stays before the usage: none is sent
        .singleElement()
        .satisfies(f -> assertThat(f.afterEvents()).isEqualTo(6));
  }

  @Test
  void answersWhosePromptsCountAlikeShareOneRendering() {
    Profile counted =
        Profile.words("a b").finish("stop").done().build().forUsage(UsageReport.AT_THE_END);
    dev.tokenpace.fake.model.ServerWork unread = dev.tokenpace.fake.model.ServerWork.NONE;

    Profile first = counted.withPromptUsage(unread, () -> 3);

    assertThat(counted.withPromptUsage(unread, () -> 3)).isSameAs(first);
    assertThat(counted.withPromptUsage(unread, () -> 4)).isNotSameAs(first);
    assertThat(first.events())
        .filteredOn(e -> e.kind() == dev.tokenpace.wire.ChunkKind.USAGE)
        .singleElement()
        .satisfies(e -> assertThat(e.promptTokens()).isEqualTo(3))
        .satisfies(e -> assertThat(e.completionTokens()).isEqualTo(2));
  }
}
