package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A server whose pace depends on the streams in flight (continuous batching), over real HTTP.
 * Judged by the moments the fake scheduled and the streams it recorded in flight, never by
 * wall-clock gaps between sends: those hold on a loaded machine too.
 */
class FakeInFlightTimingTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  /**
   * 1 in flight: 300 ms to start, 20 ms between words; 4 in flight: 600 ms and 50 ms. The first
   * wait is long so that four requests sent together overlap on a busy machine too.
   */
  private static final String TABLE =
      """
      {"inFlight": [{"streams": 1, "firstTokenMs": 300, "gapMs": 20},
                    {"streams": 4, "firstTokenMs": 600, "gapMs": 50}],
       "events": [{"role": true}, {"after": 5, "content": "one"}, {"after": 5, "content": " two"},
                  {"after": 5, "content": " three"}, {"finish": "stop"}, {"done": true}]}
      """;

  @Test
  void aStreamAloneGetsTheFirstRowAndFourAtOnceTheFourthRowsPace() throws Exception {
    server.fake().serve("alone", Profile.fromJson(TABLE));
    Timeline alone = send("alone", "alone-1");
    assertThat(alone.work().streamsInFlight()).isEqualTo(1);
    assertPaced(alone, ms(300).toNanos(), ms(20).toNanos());

    server.fake().serve("busy", Profile.fromJson(TABLE));
    List<Timeline> together = sendTogether("busy", 4);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .as("each counts the streams begun before it and still scripted to run, and itself")
        .containsExactly(1, 2, 3, 4);
    for (Timeline one : together) {
      if (one.work().streamsInFlight() == 4) {
        assertPaced(one, ms(600).toNanos(), ms(50).toNanos());
      } else {
        assertPaced(one, ms(300).toNanos(), ms(20).toNanos()); // stepped: 2 and 3 take row 1
      }
    }
  }

  /**
   * 300 ms to start plus 20 ms per other stream in flight, 20 ms between words plus 5 ms per other
   * stream: the pace grows with every stream, no rows.
   */
  private static final String LINEAR =
      """
      {"inFlightLinear": {"firstTokenMs": 300, "firstTokenMsPerOtherStream": 20,
                          "gapMs": 20, "gapMsPerOtherStream": 5},
       "events": [{"role": true}, {"after": 5, "content": "one"}, {"after": 5, "content": " two"},
                  {"after": 5, "content": " three"}, {"finish": "stop"}, {"done": true}]}
      """;

  @Test
  void aLinearPaceGrowsByItsStepForEveryOtherStreamInFlight() throws Exception {
    server.fake().serve("linear", Profile.fromJson(LINEAR));
    List<Timeline> together = sendTogether("linear", 4);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .containsExactly(1, 2, 3, 4);
    for (Timeline one : together) {
      int others = one.work().streamsInFlight() - 1;
      assertPaced(one, ms(300 + 20 * others).toNanos(), ms(20 + 5 * others).toNanos());
    }
  }

  @Test
  void aLinearPaceOfTheFirstTokenAloneLeavesTheGapsToTheScript() throws Exception {
    server
        .fake()
        .serve(
            "first-only",
            Profile.fromJson(
                LINEAR.replace("\"gapMs\": 20, \"gapMsPerOtherStream\": 5", "\"gapMs\": null")));
    List<Timeline> together = sendTogether("first-only", 3);
    for (Timeline one : together) {
      int others = one.work().streamsInFlight() - 1;
      assertPaced(one, ms(300 + 20 * others).toNanos(), ms(5).toNanos());
    }
  }

  /** The example `tokenpace fake --profile examples/fake/busy-profile.json` serves. */
  @Test
  void theShippedBusyProfileIsLinear() throws Exception {
    server
        .fake()
        .serve(
            "example-busy",
            Profile.fromJson(java.nio.file.Path.of("examples/fake/busy-profile.json")));
    List<Timeline> together = sendTogether("example-busy", 3);
    for (Timeline one : together) {
      int others = one.work().streamsInFlight() - 1;
      assertPaced(one, ms(100 + 20 * others).toNanos(), ms(10 + others).toNanos());
    }
  }

  @Test
  void anInterpolatedTableIsOnTheLineBetweenItsRowsAndHoldsItsLastRowBeyond() throws Exception {
    server
        .fake()
        .serve(
            "interpolated",
            Profile.fromJson(
                TABLE.replace(
                    "\"inFlight\":",
                    "\"inFlightBetweenRows\": \"interpolated\"," + " \"inFlight\":")));
    List<Timeline> together = sendTogether("interpolated", 5);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .containsExactly(1, 2, 3, 4, 5);
    for (Timeline one : together) {
      int streams = one.work().streamsInFlight();
      int along = Math.min(streams, 4) - 1; // 0 to 3 of the way from row 1 to row 4
      assertPaced(one, ms(300 + 100 * along).toNanos(), ms(20 + 10 * along).toNanos());
    }
  }

  @Test
  void eachShapeGivesItsPaceForACount() {
    List<InFlightTiming.Row> rows =
        List.of(
            InFlightTiming.Row.of(1, ms(100), ms(10)), InFlightTiming.Row.of(4, ms(250), ms(40)));
    assertThat(new InFlightTiming(rows).rowFor(3)).isEqualTo(rows.get(0));
    assertThat(new InFlightTiming(rows, InFlightTiming.Between.INTERPOLATED).rowFor(3))
        .isEqualTo(InFlightTiming.Row.of(3, ms(200), ms(30)));
    assertThat(new InFlightTiming(rows, InFlightTiming.Between.INTERPOLATED).rowFor(9))
        .isEqualTo(rows.get(1));
    InFlightTiming linear = InFlightTiming.linear(ms(100), ms(20), null, null);
    assertThat(linear.rowFor(8).firstTokenNanos()).isEqualTo(ms(240).toNanos());
    assertThat(linear.rowFor(8).pacesGaps()).as("the gaps stay the script's").isFalse();
  }

  @Test
  void badLinearPacesAreRefusedSayingWhy() {
    assertThatThrownBy(() -> linear("\"firstTokenMsPerOtherStream\": 20"))
        .hasMessageContaining("needs its base");
    assertThatThrownBy(() -> linear("\"firstTokenMs\": -5")).hasMessageContaining("negative time");
    assertThatThrownBy(() -> linear("")).hasMessageContaining("needs a time to first token");
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"inFlightLinear\": {\"gapMs\": 5}, \"inFlight\": [{\"streams\": 1,"
                        + " \"firstTokenMs\": 50, \"gapMs\": 20}],"
                        + " \"events\": [{\"content\": \"hi\"}, {\"done\": true}]}"))
        .hasMessageContaining("give one");
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"inFlightBetweenRows\": \"smooth\", \"inFlight\": [{\"streams\": 1,"
                        + " \"firstTokenMs\": 50, \"gapMs\": 20}],"
                        + " \"events\": [{\"content\": \"hi\"}, {\"done\": true}]}"))
        .hasMessageContaining("\"stepped\" or \"interpolated\"");
  }

  private static Profile linear(String parts) {
    return Profile.fromJson(
        "{\"inFlightLinear\": {"
            + parts
            + "}, \"events\": [{\"content\": \"hi\"},"
            + " {\"done\": true}]}");
  }

  @Test
  void aStallStillAddsOnTopOfTheRowsPace() throws Exception {
    server
        .fake()
        .serve(
            "stalled",
            Profile.builder()
                .role()
                .after(ms(5))
                .content("one")
                .after(ms(5))
                .content(" two")
                .done()
                .inFlightTiming(List.of(InFlightTiming.Row.of(1, ms(40), ms(30))))
                .stallAfter(2, ms(100))
                .build());
    Timeline stalled = send("stalled", "stalled-1");
    List<Timeline.SentEvent> words = words(stalled);
    assertThat(words.get(0).scheduledNanos() - start(stalled)).isEqualTo(ms(40).toNanos());
    assertThat(words.get(1).scheduledNanos() - words.get(0).scheduledNanos())
        .isEqualTo(ms(130).toNanos());
  }

  @Test
  void badTablesAreRefusedSayingWhy() {
    assertThatThrownBy(() -> table("{\"streams\": 2, \"firstTokenMs\": 50, \"gapMs\": 20}"))
        .hasMessageContaining("1 stream in flight");
    assertThatThrownBy(
            () ->
                table(
                    "{\"streams\": 1, \"firstTokenMs\": 50, \"gapMs\": 20},"
                        + " {\"streams\": 4, \"firstTokenMs\": 50, \"gapMs\": 20},"
                        + " {\"streams\": 2, \"firstTokenMs\": 50, \"gapMs\": 20}"))
        .hasMessageContaining("go up by streams in flight")
        .hasMessageContaining("2 comes after 4");
    assertThatThrownBy(
            () ->
                table(
                    "{\"streams\": 1, \"firstTokenMs\": 50, \"gapMs\": 20},"
                        + " {\"streams\": 1, \"firstTokenMs\": 60, \"gapMs\": 20}"))
        .hasMessageContaining("each once");
    assertThatThrownBy(() -> table("{\"streams\": 1, \"firstTokenMs\": -5, \"gapMs\": 20}"))
        .hasMessageContaining("negative time");
    assertThatThrownBy(() -> table("{\"streams\": 1, \"firstTokenMs\": 50}"))
        .hasMessageContaining("gapMs");
  }

  private static Profile table(String rows) {
    return Profile.fromJson(
        "{\"inFlight\": [" + rows + "], \"events\": [{\"content\": \"hi\"}, {\"done\": true}]}");
  }

  /** The first word {@code first} after the script's start, each later one {@code gap} apart. */
  private static void assertPaced(Timeline timeline, long first, long gap) {
    List<Timeline.SentEvent> words = words(timeline);
    assertThat(words.get(0).scheduledNanos() - start(timeline))
        .as("first word of %s", timeline.requestId())
        .isEqualTo(first);
    for (int i = 1; i < words.size(); i++) {
      assertThat(words.get(i).scheduledNanos() - words.get(i - 1).scheduledNanos())
          .as("gap before word %d of %s", i, timeline.requestId())
          .isEqualTo(gap);
    }
  }

  private static List<Timeline.SentEvent> words(Timeline timeline) {
    return timeline.events().stream()
        .filter(e -> e.kind() == ChunkKind.CONTENT && !e.text().isEmpty())
        .toList();
  }

  private static long start(Timeline timeline) {
    return timeline.receivedNanos() + timeline.work().addedNanos();
  }

  private static Timeline send(String model, String id) throws Exception {
    RawSseClient.post(
        server.fake().port(), "/v1/chat/completions", FakeServerExtension.body(model, true), id);
    return server.fake().awaitTimeline(id, ms(5000));
  }

  private static List<Timeline> sendTogether(String model, int count) throws Exception {
    ExecutorService senders = Executors.newFixedThreadPool(count);
    try {
      List<Future<Timeline>> sent = new ArrayList<>();
      for (int i = 1; i <= count; i++) {
        String id = model + "-" + i;
        sent.add(senders.submit(() -> send(model, id)));
      }
      List<Timeline> timelines = new ArrayList<>();
      for (Future<Timeline> one : sent) {
        timelines.add(one.get(10, TimeUnit.SECONDS));
      }
      return timelines;
    } finally {
      senders.shutdownNow();
    }
  }
}
