package dev.tokenpace.fake.script;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.RequestFacts;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProfileTest {

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }

  @Test
  void wordsKeepTheirLeadingSpaceAndTakeTheTimingGivenAfterThem() {
    Profile profile =
        Profile.words("The quick brown").after(ms(250)).gaps(ms(400), ms(100)).build();

    assertThat(profile.events())
        .extracting(ScriptedEvent::text)
        .containsExactly("The", " quick", " brown");
    assertThat(profile.offsetsNanos())
        .containsExactly(ms(250).toNanos(), ms(650).toNanos(), ms(750).toNanos());
  }

  @Test
  void timingAppliesToTheEventsAddedNext() {
    Profile profile =
        Profile.builder()
            .role()
            .after(ms(250))
            .content("The")
            .gaps(ms(10), ms(20))
            .content(" a")
            .content(" b")
            .done()
            .build();

    assertThat(profile.offsetsNanos())
        .containsExactly(
            0, ms(250).toNanos(), ms(260).toNanos(), ms(280).toNanos(), ms(280).toNanos());
  }

  @Test
  void anAnswerHonouringMaxTokensStopsAtTheLimitInsideAChunkWithFinishReasonLength() {
    Profile profile =
        Profile.fromJson(
            """
            {"events": [{"after": 10, "content": "one two"}, {"after": 10, "content": " three four"},
              {"after": 10, "content": " five"}, {"done": true}], "honoursMaxTokens": true,
             "faults": {"stallAfter": 3, "stallMs": 100}}\
            """);

    Profile cut = profile.cutAt(java.util.OptionalInt.of(3));

    assertThat(cut.events())
        .extracting(ScriptedEvent::text)
        .containsExactly("one two", " three", "length", "");
    assertThat(cut.faults()).as("the stall after the words cut off goes with them").isEmpty();
    assertThat(profile.cutAt(java.util.OptionalInt.of(5))).isSameAs(profile);
    assertThat(profile.cutAt(java.util.OptionalInt.empty())).isSameAs(profile);
    assertThat(Profile.words("a b c").build().cutAt(java.util.OptionalInt.of(1)).events())
        .as("a profile that ignores the limit")
        .hasSize(3);
  }

  @Test
  void jsonAndBuilderDescribeTheSameProfile() {
    Profile fromJson =
        Profile.fromJson(
            """
            {"events": [{"after": 250, "content": "The"}, {"after": 400, "content": " quick", "split": {"atByte": 4, "pauseMs": 5}},
              {"sameWrite": true, "finish": "stop"}, {"done": true}], "faults": {"stallAfter": 1, "stallMs": 100}}\
            """);
    Profile built =
        Profile.builder()
            .after(ms(250))
            .content("The")
            .after(ms(400))
            .content(" quick")
            .splitLast(4, ms(5))
            .sameWrite()
            .finish("stop")
            .done()
            .stallAfter(1, ms(100))
            .build();

    assertThat(fromJson.events())
        .usingRecursiveFieldByFieldElementComparator()
        .isEqualTo(built.events());
    assertThat(fromJson.faults()).isEqualTo(built.faults());
    assertThat(fromJson.offsetsNanos())
        .containsExactly(
            ms(250).toNanos(), ms(750).toNanos(), ms(750).toNanos(), ms(750).toNanos());
  }

  @Test
  void chatAndCompletionsChunksHaveTheirOwnShapes() throws IOException {
    Profile word = Profile.builder().content(" hi").build();
    String chat = firstWrite(word, ApiShape.CHAT);
    String legacy = firstWrite(word, ApiShape.COMPLETIONS);

    assertThat(chat)
        .startsWith("data: {")
        .endsWith("}\n\n")
        .contains("\"object\":\"chat.completion.chunk\"", "\"delta\":{\"content\":\" hi\"}");
    assertThat(legacy).contains("\"object\":\"text_completion\"", "\"text\":\" hi\"");
  }

  @Test
  void requestFactsReadTheTopLevelModelAndStream() {
    RequestFacts facts =
        RequestFacts.parse(
            "{\"messages\":[{\"model\":\"inner\"}],\"model\":\"outer\",\"stream\":true}"
                .getBytes(StandardCharsets.UTF_8));

    assertThat(facts.model()).isEqualTo("outer");
    assertThat(facts.stream()).isTrue();
    assertThat(facts.body()).isEqualTo(RequestFacts.Body.OBJECT);
    assertThat(facts.hasMessages()).isTrue();
    assertThat(facts.hasPrompt()).isFalse();
  }

  private static String firstWrite(Profile profile, ApiShape shape) throws IOException {
    WritePlan plan = WritePlan.streaming(profile, shape, EventRenderer.lead(shape, "m", "1", 0));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    plan.write(plan.units().get(0), out);
    return out.toString(StandardCharsets.UTF_8);
  }
}
