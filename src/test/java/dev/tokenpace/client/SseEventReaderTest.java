package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.api.SseEvent;
import dev.tokenpace.sensitivity.variants.StampAtReadArrival;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SseEventReaderTest {

  /**
   * Deterministic stand-in for the terminator stamp: the arrival time of the read that completed
   * the event.
   */
  static final class ArrivalOfCompletingRead implements EventStamping {
    long read;

    @Override
    public void readArrived(long nanos) {
      read = nanos;
    }

    @Override
    public long eventCompleted() {
      return read;
    }
  }

  private final List<SseEvent> events = new ArrayList<>();

  private SseEventReader reader() {
    return new SseEventReader(new ArrivalOfCompletingRead(), events::add);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private List<SseEvent> parse(String... reads) {
    SseEventReader reader = reader();
    long t = 0;
    for (String read : reads) {
      byte[] b = bytes(read);
      reader.feed(b, 0, b.length, t++);
    }
    return events;
  }

  private static List<String> data(List<SseEvent> events) {
    return events.stream().map(SseEvent::data).toList();
  }

  @Test
  void lfCrlfAndCrLineEndingsAllEndEvents() {
    parse("data: a\n\ndata: b\r\n\r\ndata: c\r\rdata: d\n\r\n");
    assertThat(data(events)).containsExactly("a", "b", "c", "d");
  }

  @Test
  void crAtEndOfOneReadAndLfAtStartOfNextAreOneLineEnding() {
    parse("data: a\r", "\ndata: b\r", "\n\r", "\n");
    assertThat(data(events)).containsExactly("a\nb");
  }

  @Test
  void dataWithOrWithoutLeadingSpaceLosesOnlyOneSpace() {
    parse("data:x\n\ndata: x\n\ndata:  x\n\n");
    assertThat(data(events)).containsExactly("x", "x", " x");
  }

  @Test
  void multiLineDataIsJoinedWithNewlines() {
    parse("data: line1\ndata:\ndata: line3\n\n");
    assertThat(data(events)).containsExactly("line1\n\nline3");
  }

  @Test
  void emptyDataFieldStillDispatchesAnEmptyEvent() {
    parse("data\n\ndata:\n\n");
    assertThat(data(events)).containsExactly("", "");
  }

  @Test
  void commentOnlyBlockIsACommentEvent() {
    parse(": ping\n\n:raw\n\n");
    assertThat(events).hasSize(2);
    assertThat(events.get(0).isComment()).isTrue();
    assertThat(events.get(0).comment()).isEqualTo("ping");
    assertThat(events.get(1).comment()).isEqualTo("raw");
  }

  @Test
  void commentInsideADataEventIsKeptBesideIt() {
    parse(": keepalive\ndata: x\n\n");
    assertThat(events)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.data()).isEqualTo("x");
              assertThat(e.comment()).isEqualTo("keepalive");
              assertThat(e.isComment()).isFalse();
            });
  }

  @Test
  void eventIdAndRetryFieldsAreRead() {
    SseEventReader reader = reader();
    byte[] b = bytes("event: delta\nid: 42\nretry: 1500\nfoo: ignored\ndata: x\n\n");
    reader.feed(b, 0, b.length, 7);
    assertThat(events).containsExactly(new SseEvent(7, "delta", "x", "42", null));
    assertThat(reader.retryMillis()).isEqualTo(1500);
  }

  @Test
  void blocksWithoutDataOrCommentDispatchNothing() {
    parse("\n\n\r\nevent: x\n\nid: 3\n\nretry: 5\n\n");
    assertThat(events).isEmpty();
  }

  @Test
  void severalEventsInOneReadAreAllDispatched() {
    parse("data: 1\n\ndata: 2\n\ndata: 3\n\n");
    assertThat(data(events)).containsExactly("1", "2", "3");
  }

  @Test
  void utf8CharacterSplitAcrossReadsIsDecodedWhole() {
    byte[] b = bytes("data: caf\u00e9 \uD83D\uDE00\n\n");
    SseEventReader reader = reader();
    for (int i = 0; i < b.length; i++) {
      reader.feed(b, i, 1, i);
    }
    assertThat(data(events)).containsExactly("caf\u00e9 \uD83D\uDE00");
  }

  private static final String MIXED =
      "data: {\"a\":1}\n\n: ping\n\nevent: e\r\nid: 1\r\ndata: x\r\ndata: y\r\n\r\n"
          + "data: \u00fc\u20ac\rdata:z\r\r\n\ndata: [DONE]\n\n";

  @Test
  void splittingAMultiEventBufferAtEveryPositionYieldsTheSameEvents() {
    List<SseEvent> whole = withoutStamps(parseSplit(bytes(MIXED), List.of()));
    assertThat(whole).hasSize(5);
    byte[] b = bytes(MIXED);
    for (int cut = 0; cut <= b.length; cut++) {
      assertThat(withoutStamps(parseSplit(b, List.of(cut)))).as("cut at %d", cut).isEqualTo(whole);
    }
    for (int cut1 = 0; cut1 <= b.length; cut1++) {
      for (int cut2 = cut1; cut2 <= b.length; cut2++) {
        assertThat(withoutStamps(parseSplit(b, List.of(cut1, cut2))))
            .as("cuts %d,%d", cut1, cut2)
            .isEqualTo(whole);
      }
    }
  }

  @Test
  void feedingSingleBytesYieldsTheSameEvents() {
    byte[] b = bytes(MIXED);
    List<SseEvent> whole = withoutStamps(parseSplit(b, List.of()));
    List<SseEvent> got = new ArrayList<>();
    SseEventReader reader = new SseEventReader(new ArrivalOfCompletingRead(), got::add);
    for (int i = 0; i < b.length; i++) {
      reader.feed(b, i, 1, i);
    }
    assertThat(withoutStamps(got)).isEqualTo(whole);
  }

  @Test
  void byteBufferFeedsHeapDirectAndReadOnlyBuffers() {
    byte[] b = bytes(MIXED);
    List<SseEvent> whole = withoutStamps(parseSplit(b, List.of()));
    for (ByteBuffer buf :
        List.of(ByteBuffer.wrap(b), direct(b), ByteBuffer.wrap(b).asReadOnlyBuffer())) {
      List<SseEvent> got = new ArrayList<>();
      SseEventReader reader = new SseEventReader(EventStamping.atTerminator(), got::add);
      reader.feed(buf);
      assertThat(buf.hasRemaining()).isFalse();
      assertThat(withoutStamps(got)).isEqualTo(whole);
    }
  }

  @Test
  void eventIsStampedWithTheReadThatCarriedItsTerminator() {
    parse("data: hel", "lo\n", "\n");
    assertThat(events).singleElement().extracting(SseEvent::arrivalNanos).isEqualTo(2L);
  }

  @Test
  void stampIsTakenBeforeTheListenerSeesTheEvent() {
    long[] seenAt = new long[1];
    SseEventReader reader =
        new SseEventReader(EventStamping.atTerminator(), e -> seenAt[0] = System.nanoTime());
    byte[] b = bytes("data: x\n\n");
    long before = System.nanoTime();
    reader.feed(b, 0, b.length);
    assertThat(seenAt[0]).isGreaterThanOrEqualTo(before);
  }

  @Test
  void stampAtReadArrivalVariantDiffersForAnEventSplitAcrossReads() {
    List<SseEvent> broken = new ArrayList<>();
    SseEventReader brokenReader =
        new SseEventReader(new StampAtReadArrival().newStream(), broken::add);
    SseEventReader realReader = reader();
    byte[] first = bytes("data: {\"choices\":[{\"delta\":{\"content\":\"hi\"}}]}");
    byte[] second = bytes("\n\n");
    for (SseEventReader r : List.of(brokenReader, realReader)) {
      r.feed(first, 0, first.length, 1_000);
      r.feed(second, 0, second.length, 51_000);
    }
    assertThat(broken).singleElement().extracting(SseEvent::arrivalNanos).isEqualTo(1_000L);
    assertThat(events).singleElement().extracting(SseEvent::arrivalNanos).isEqualTo(51_000L);
  }

  @Test
  void stampAtReadArrivalAgreesWithTheRealOneWhenAnEventFitsInOneRead() {
    List<SseEvent> broken = new ArrayList<>();
    SseEventReader brokenReader = new SseEventReader(new StampAtReadArrival(), broken::add);
    byte[] b = bytes("data: x\n\n");
    brokenReader.feed(b, 0, b.length, 9);
    assertThat(broken).singleElement().extracting(SseEvent::arrivalNanos).isEqualTo(9L);
  }

  @Test
  void eventOverTheCapFailsClearly() {
    SseEventReader reader = new SseEventReader(EventStamping.atTerminator(), events::add, 64);
    byte[] b = bytes("data: " + "x".repeat(100));
    assertThatThrownBy(() -> reader.feed(b, 0, b.length))
        .isInstanceOf(SseEventTooLargeException.class)
        .hasMessageContaining("64 bytes");
  }

  @Test
  void multiLineEventOverTheCapFailsEvenWhenEachLineIsSmall() {
    SseEventReader reader = new SseEventReader(EventStamping.atTerminator(), events::add, 64);
    byte[] line = bytes("data: 0123456789\n");
    assertThatThrownBy(
            () -> {
              for (int i = 0; i < 10; i++) {
                reader.feed(line, 0, line.length);
              }
            })
        .isInstanceOf(SseEventTooLargeException.class);
  }

  @Test
  void finishReportsAnUnterminatedEventAndDiscardsIt() {
    SseEventReader reader = reader();
    byte[] b = bytes("data: a\n\ndata: b\n");
    reader.feed(b, 0, b.length, 0);
    assertThat(reader.finish()).isTrue();
    assertThat(data(events)).containsExactly("a");
    assertThat(reader.finish()).isFalse();
  }

  @Test
  void startAndCompletionAreSignalledOncePerEvent() {
    List<String> calls = new ArrayList<>();
    EventStamping spy =
        new EventStamping() {
          @Override
          public void readArrived(long nanos) {
            calls.add("read");
          }

          @Override
          public void eventStarted() {
            calls.add("start");
          }

          @Override
          public long eventCompleted() {
            calls.add("done");
            return 0;
          }
        };
    SseEventReader reader = new SseEventReader(spy, events::add);
    byte[] b = bytes("data: a\n\n\n\ndata: b\n\n");
    reader.feed(b, 0, 5, 0);
    reader.feed(b, 5, b.length - 5, 1);
    assertThat(calls).containsExactly("read", "start", "read", "done", "start", "done");
  }

  private static ByteBuffer direct(byte[] b) {
    ByteBuffer d = ByteBuffer.allocateDirect(b.length);
    d.put(b).flip();
    return d;
  }

  private static List<SseEvent> parseSplit(byte[] b, List<Integer> cuts) {
    List<SseEvent> got = new ArrayList<>();
    SseEventReader reader = new SseEventReader(new ArrivalOfCompletingRead(), got::add);
    int from = 0;
    for (int cut : cuts) {
      reader.feed(b, from, cut - from, from);
      from = cut;
    }
    reader.feed(b, from, b.length - from, from);
    return got;
  }

  private static List<SseEvent> withoutStamps(List<SseEvent> events) {
    return events.stream()
        .map(e -> new SseEvent(0, e.event(), e.data(), e.id(), e.comment()))
        .toList();
  }
}
