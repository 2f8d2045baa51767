package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.fake.script.Draw;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.script.ProfileSampler;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class ProfileSamplerTest {

  private static final ProfileSampler FIXED =
      new ProfileSampler(1, Draw.fixed(100), Draw.fixed(20), Draw.oneOf(3), 9);

  private static List<String> kinds(Profile profile) {
    return profile.events().stream().map(e -> e.kind().wireName()).toList();
  }

  @Test
  void fixedDrawsPlayAnExactScript() {
    Profile drawn = Profile.sampled(FIXED, "m").forNextRequest();

    assertThat(kinds(drawn))
        .containsExactly("role", "content", "content", "content", "finish", "usage", "done");
    assertThat(Arrays.stream(drawn.offsetsNanos()).limit(4))
        .containsExactly(0L, 100_000_000L, 120_000_000L, 140_000_000L);
    assertThat(drawn.model()).contains("m");
  }

  @Test
  void theSameSeedDrawsTheSameStreamsInTheSameOrder() {
    ProfileSampler sampler =
        new ProfileSampler(42, Draw.normal(200, 50), Draw.normal(25, 8), Draw.oneOf(5, 10, 20), 0);
    Profile one = Profile.sampled(sampler, null);
    Profile other = Profile.sampled(sampler, null);

    for (int i = 0; i < 5; i++) {
      assertThat(one.forNextRequest().offsetsNanos())
          .containsExactly(other.forNextRequest().offsetsNanos());
    }
  }

  @Test
  void normalDrawsCentreOnTheMeanAndNeverGoBelowZero() {
    ProfileSampler sampler =
        new ProfileSampler(7, Draw.normal(200, 40), Draw.normal(5, 10), Draw.fixed(2), 0);
    Profile profile = Profile.sampled(sampler, null);

    double[] ttftMillis =
        LongStream.range(0, 2000)
            .mapToDouble(i -> profile.forNextRequest().offsetsNanos()[1] / 1e6)
            .toArray();
    double[] gaps =
        LongStream.range(0, 2000)
            .mapToDouble(
                i -> {
                  long[] offsets = profile.forNextRequest().offsetsNanos();
                  return (offsets[2] - offsets[1]) / 1e6;
                })
            .toArray();

    assertThat(Arrays.stream(ttftMillis).average().orElseThrow()).isCloseTo(200, within(4.0));
    assertThat(Arrays.stream(gaps).min().orElseThrow()).isGreaterThanOrEqualTo(0);
  }

  @Test
  void theJsonFormNamesEachDraw() {
    Profile profile =
        Profile.fromJson(
            """
            {"model": "sampled", "sampled": {"seed": 3, "ttftMs": {"mean": 50},
             "itlMs": {"values": [10, 30]}, "outputTokens": {"mean": 4}, "promptTokens": 2}}
            """);

    Profile drawn = profile.forNextRequest();

    assertThat(kinds(drawn)).filteredOn("content"::equals).hasSize(4);
    assertThat(drawn.offsetsNanos()[1]).isEqualTo(50_000_000L);
    assertThat(profile.model()).contains("sampled");
  }

  @Test
  void aMisspelledDrawIsNamed() {
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"sampled\": {\"ttftMS\": {\"mean\": 1}, \"itlMs\": {\"mean\": 1},"
                        + " \"outputTokens\": {\"mean\": 1}}}"))
        .hasMessageStartingWith("unknown profile key 'sampled.ttftMS'");
  }

  @Test
  void aStreamFromTheFakeIsRecordedAsSent() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(Profile.sampled(FIXED, "m"));

      RawSseClient.Result result =
          RawSseClient.post(
              fake.port(),
              "/v1/chat/completions",
              "{\"stream\":true,\"messages\":[{\"role\":\"user\"}]}",
              "s1");
      Timeline timeline = fake.awaitTimeline("s1", java.time.Duration.ofSeconds(5));

      assertThat(timeline.events())
          .filteredOn(e -> e.kind() == dev.tokenpace.wire.ChunkKind.CONTENT)
          .hasSize(3);
      assertThat(result.events()).isNotEmpty();
    }
  }
}
