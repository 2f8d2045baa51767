package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.script.ApiShape;
import dev.tokenpace.fake.script.EventRenderer;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.script.WritePlan;
import dev.tokenpace.fake.script.WriteUnit;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class WritePlanTest {

  private static final Duration GAP = Duration.ofMillis(5);

  private final Profile profile =
      Profile.builder()
          .role()
          .after(GAP)
          .content("one")
          .after(GAP)
          .content("two")
          .splitLast(7, GAP)
          .sameWrite()
          .comment("kept")
          .finish("stop")
          .done()
          .build();

  @Test
  void answersWhoseLeadsDifferInLengthEachGetTheirOwnIdInEveryChunk() throws IOException {
    String shortId = everything(plan("r1"));
    String longId = everything(plan("request-with-a-longer-id"));

    assertThat(shortId.split("\n\n"))
        .filteredOn(event -> event.startsWith("data: {\"id\""))
        .hasSize(4)
        .allSatisfy(event -> assertThat(event).startsWith("data: {\"id\":\"chatcmpl-r1\","));
    assertThat(longId.replace("request-with-a-longer-id", "r1")).isEqualTo(shortId);
  }

  @Test
  void aSplitCutsTheEventWhereItsScriptSaysCountedFromTheEventsFirstByte() throws IOException {
    WritePlan plan = plan("r1");
    WriteUnit firstPart = plan.units().get(2);
    WriteUnit secondPart = plan.units().get(3);

    assertThat(firstPart.firstPart()).isTrue();
    assertThat(written(plan, firstPart)).isEqualTo("data: {");
    assertThat(written(plan, secondPart))
        .startsWith("\"id\":\"chatcmpl-r1\"")
        .contains(": kept\n\n");
    assertThat(secondPart.offsetNanos() - firstPart.offsetNanos()).isEqualTo(GAP.toNanos());
  }

  @Test
  void answersWithLeadsOfOneLengthShareOneScheduleButNotTheirBytes() throws IOException {
    WritePlan first = plan("r1");
    WritePlan second = plan("r2");

    assertThat(second.units()).isSameAs(first.units());
    assertThat(everything(second)).isEqualTo(everything(first).replace("-r1\"", "-r2\""));
  }

  private WritePlan plan(String responseId) {
    return WritePlan.streaming(
        profile, ApiShape.CHAT, EventRenderer.lead(ApiShape.CHAT, "m", responseId, 7));
  }

  private static String everything(WritePlan plan) throws IOException {
    StringBuilder all = new StringBuilder();
    for (WriteUnit unit : plan.units()) {
      all.append(written(plan, unit));
    }
    return all.toString();
  }

  private static String written(WritePlan plan, WriteUnit unit) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    plan.write(unit, out);
    return out.toString(StandardCharsets.UTF_8);
  }
}
