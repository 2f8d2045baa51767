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
import java.util.NavigableMap;
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

    Profile busy = Profile.fromJson(TABLE);
    server.fake().serve("busy", busy);
    List<Timeline> together = sendTogether("busy", 4);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .as("each counts the streams begun before it and still scripted to run, and itself")
        .containsExactly(1, 2, 3, 4);
    assertPacedAtEachMoment(together, busy.timing().inFlight());
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
    Profile linear = Profile.fromJson(LINEAR);
    server.fake().serve("linear", linear);
    List<Timeline> together = sendTogether("linear", 4);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .containsExactly(1, 2, 3, 4);
    assertPacedAtEachMoment(together, linear.timing().inFlight());
  }

  @Test
  void aFirstWordPacedAtEachMomentTakesThePaceOfTheStreamsInFlightDuringItsWait() throws Exception {
    Profile burst =
        Profile.fromJson(
            LINEAR.replace(
                "{\"inFlightLinear\"",
                "{\"inFlightFirstWord\": \"at-each-moment\", \"inFlightLinear\""));
    assertThat(burst.timing().inFlight().firstWord())
        .isEqualTo(InFlightTiming.FirstWord.AT_EACH_MOMENT);
    server.fake().serve("burst", burst);
    List<Timeline> together = sendTogether("burst", 4);
    assertPacedAtEachMoment(together, burst.timing().inFlight());
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    LINEAR.replace(
                        "{\"inFlightLinear\"",
                        "{\"inFlightFirstWord\": \"soon\", \"inFlightLinear\"")))
        .hasMessageContaining("\"on-arrival\" or \"at-each-moment\"");
  }

  @Test
  void aLinearPaceOfTheFirstTokenAloneLeavesTheGapsToTheScript() throws Exception {
    Profile firstOnly =
        Profile.fromJson(
            LINEAR.replace("\"gapMs\": 20, \"gapMsPerOtherStream\": 5", "\"gapMs\": null"));
    server.fake().serve("first-only", firstOnly);
    List<Timeline> together = sendTogether("first-only", 3);
    assertPacedAtEachMoment(together, firstOnly.timing().inFlight());
    for (Timeline one : together) {
      List<Timeline.SentEvent> words = words(one);
      for (int i = 1; i < words.size(); i++) {
        assertThat(words.get(i).scheduledNanos() - words.get(i - 1).scheduledNanos())
            .as("the script's own gap before word %d of %s", i + 1, one.requestId())
            .isEqualTo(ms(5).toNanos());
      }
    }
  }

  /** The example `tokenpace fake --profile examples/fake/busy-profile.json` serves. */
  @Test
  void theShippedBusyProfileIsLinear() throws Exception {
    Profile busy = Profile.fromJson(java.nio.file.Path.of("examples/fake/busy-profile.json"));
    server.fake().serve("example-busy", busy);
    List<Timeline> together = sendTogether("example-busy", 3);
    assertPacedAtEachMoment(together, busy.timing().inFlight());
  }

  @Test
  void anInterpolatedTableIsOnTheLineBetweenItsRowsAndHoldsItsLastRowBeyond() throws Exception {
    Profile interpolated =
        Profile.fromJson(
            TABLE.replace(
                "\"inFlight\":", "\"inFlightBetweenRows\": \"interpolated\"," + " \"inFlight\":"));
    server.fake().serve("interpolated", interpolated);
    List<Timeline> together = sendTogether("interpolated", 5);
    assertThat(together.stream().mapToInt(t -> t.work().streamsInFlight()).sorted().toArray())
        .containsExactly(1, 2, 3, 4, 5);
    assertPacedAtEachMoment(together, interpolated.timing().inFlight());
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
    assertThatThrownBy(
            () ->
                table(
                    "{\"streams\": 1, \"firstTokenMs\": 50, \"gapMs\": 20},"
                        + " {\"streams\": 4, \"firstTokenMs\": 200, \"gapMs\": 10}"))
        .hasMessageContaining("cannot shrink")
        .hasMessageContaining("the row for 4 streams is faster than the row for 1");
    assertThatThrownBy(() -> table("{\"streams\": 1, \"firstTokenMs\": -5, \"gapMs\": 20}"))
        .hasMessageContaining("negative time");
    assertThatThrownBy(() -> table("{\"streams\": 1, \"firstTokenMs\": 50}"))
        .hasMessageContaining("gapMs");
  }

  private static Profile table(String rows) {
    return Profile.fromJson(
        "{\"inFlight\": [" + rows + "], \"events\": [{\"content\": \"hi\"}, {\"done\": true}]}");
  }

  /**
   * Each word came when the pace had it due: the first word the pace's wait for the streams in
   * flight when the request joined after the script's start (not before the event ahead of it),
   * each later word when its gap from the event before is done at the streams in flight at each
   * moment, as the timelines show them. Exact but for rounding.
   */
  private static void assertPacedAtEachMoment(List<Timeline> timelines, InFlightTiming pace) {
    NavigableMap<Long, Integer> inFlight = Timeline.streamsInFlight(timelines);
    for (Timeline one : timelines) {
      List<Timeline.SentEvent> events = one.events();
      boolean first = true;
      for (int i = 0; i < events.size(); i++) {
        Timeline.SentEvent event = events.get(i);
        if (event.kind() != ChunkKind.CONTENT || event.text().isEmpty()) {
          continue;
        }
        long before = i == 0 ? start(one) : events.get(i - 1).scheduledNanos();
        InFlightTiming.Row joined = pace.rowFor(one.work().streamsInFlight());
        if (first
            && joined.pacesFirstToken()
            && pace.firstWord() == InFlightTiming.FirstWord.AT_EACH_MOMENT) {
          assertThat(event.scheduledNanos())
              .as("first word of %s, due at the pace of the streams in flight", one.requestId())
              .isCloseTo(
                  Math.max(before, pace.firstWordDoneAfter(start(one), inFlight)),
                  org.assertj.core.data.Offset.offset(1_000L));
        } else if (first && joined.pacesFirstToken()) {
          assertThat(event.scheduledNanos())
              .as(
                  "first word of %s, %d in flight as it joined",
                  one.requestId(), one.work().streamsInFlight())
              .isEqualTo(Math.max(before, start(one) + joined.firstTokenNanos()));
        } else if (!first && pace.rowFor(1).pacesGaps()) {
          assertThat(event.scheduledNanos())
              .as("word %d of %s, due at the pace of the streams in flight", i, one.requestId())
              .isCloseTo(
                  pace.gapDoneAfter(before, inFlight), org.assertj.core.data.Offset.offset(1_000L));
        }
        first = false;
      }
    }
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

  /** The script's start: when the server took the request in, plus its work on it. */
  private static long start(Timeline timeline) {
    return timeline.scheduleBaseNanos();
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
