package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.api.SseEvent;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SSE reader's edges beyond SseEventReaderTest: buffers that do not start at zero, state left
 * over after an unterminated or data-less event, the size cap on every kind of line, and retry
 * parsing.
 */
class SseEventReaderBoundaryTest {

  /** Counts reads and stamps each event with the arrival of the read that completed it. */
  private static final class CountingStamping implements EventStamping {
    long read;
    int reads;

    @Override
    public void readArrived(long nanos) {
      read = nanos;
      reads++;
    }

    @Override
    public long eventCompleted() {
      return read;
    }
  }

  private final CountingStamping stamping = new CountingStamping();
  private final List<SseEvent> events = new ArrayList<>();

  private SseEventReader reader(int maxEventBytes) {
    return new SseEventReader(stamping, events::add, maxEventBytes);
  }

  private SseEventReader reader() {
    return reader(dev.tokenpace.config.Defaults.MAX_EVENT_BYTES);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void feed(SseEventReader reader, String read) {
    byte[] b = bytes(read);
    reader.feed(b, 0, b.length, 7);
  }

  private List<String> data() {
    return events.stream().map(SseEvent::data).toList();
  }

  @Test
  void aHeapBufferIsReadFromItsOwnOffsetAndPositionAndDrained() {
    byte[] backing = bytes("XXXYYdata: a\n\n");
    ByteBuffer slice = ByteBuffer.wrap(backing, 3, backing.length - 3).slice();
    slice.position(2);
    SseEventReader reader = reader();

    reader.feed(slice);

    assertThat(data()).containsExactly("a");
    assertThat(slice.hasRemaining()).isFalse();
    assertThat(stamping.reads).isEqualTo(1);
  }

  @Test
  void aDirectBufferLargerThanOneScratchIsReadWhole() {
    String big = "x".repeat(20_000);
    ByteBuffer direct = ByteBuffer.allocateDirect(30_000);
    direct.put(bytes("data: " + big + "\n\n")).flip();

    reader().feed(direct);

    assertThat(data()).containsExactly(big);
    assertThat(stamping.reads).isEqualTo(1);
  }

  @Test
  void finishingForgetsAnUnterminatedLine() {
    SseEventReader reader = reader();
    feed(reader, "data: a");

    assertThat(reader.finish()).isTrue();
    feed(reader, "data: b\n\n");

    assertThat(data()).containsExactly("b");
  }

  @Test
  void anEventWithoutDataStillResetsTheEventType() {
    SseEventReader reader = reader();
    feed(reader, "event: ping\n\ndata: x\n\n");

    assertThat(events)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.data()).isEqualTo("x");
              assertThat(e.event()).isNull();
            });
  }

  @Test
  void anIdStartingWithNulIsIgnored() {
    feed(reader(), "id: \0abc\ndata: x\n\n");

    assertThat(events).singleElement().extracting(SseEvent::id).isNull();
  }

  @Test
  void commentAndDataTogetherCountTowardsTheCap() {
    assertThatThrownBy(() -> feed(reader(10), ": 123456\ndata: 123456\n"))
        .isInstanceOf(SseEventTooLargeException.class);
  }

  @Test
  void anUnfinishedLineCountsTowardsTheCapWithTheDataBeforeIt() {
    assertThatThrownBy(() -> feed(reader(12), "data: 12345678\ndata: 87654321"))
        .isInstanceOf(SseEventTooLargeException.class);
  }

  @Test
  void aLongCommentAloneHitsTheCap() {
    assertThatThrownBy(() -> feed(reader(12), ": " + "c".repeat(20) + "\n"))
        .isInstanceOf(SseEventTooLargeException.class);
  }

  @Test
  void aLineSplitAcrossReadsIsCappedWhenItCompletes() {
    SseEventReader reader = reader(12);
    feed(reader, "event: 1234");

    assertThatThrownBy(() -> feed(reader, "567890\n"))
        .isInstanceOf(SseEventTooLargeException.class);
  }

  @Test
  void retryTakesDecimalDigitsIncludingZeroAndNine() {
    SseEventReader reader = reader();
    feed(reader, "retry: 1090\n\n");
    assertThat(reader.retryMillis()).isEqualTo(1090);

    feed(reader, "retry: 9\n\n");
    assertThat(reader.retryMillis()).isEqualTo(9);
  }

  @Test
  void retryKeepsItsLastValueOnAnEmptyOverlongOrNonNumericValue() {
    SseEventReader reader = reader();
    feed(reader, "retry: 250\n\n");

    feed(reader, "retry: \n\nretry: 1234567890123456789\n\nretry: 12a\n\nretry: /\n\nretry: :\n\n");

    assertThat(reader.retryMillis()).isEqualTo(250);
  }

  @Test
  void retryAcceptsEighteenDigits() {
    SseEventReader reader = reader();

    feed(reader, "retry: 123456789012345678\n\n");

    assertThat(reader.retryMillis()).isEqualTo(123456789012345678L);
  }

  @Test
  void growingBuffersKeepEveryByteInOrder() {
    GrowableBytes grown = new GrowableBytes(2);
    byte[] chunk = bytes("abcdef");
    grown.append(chunk, 1, 4);
    grown.append((byte) '-');
    grown.append(chunk, 0, 6);
    grown.append((byte) '!');

    assertThat(grown.decode()).isEqualTo("bcd-abcdef!");
    assertThat(Arrays.copyOf(grown.array(), grown.length())).isEqualTo(bytes("bcd-abcdef!"));
    grown.clear();
    assertThat(grown.length()).isZero();
  }

  @Test
  void aDataLineThatFitsIsAccepted() {
    assertThatCode(() -> feed(reader(8), "data: 1234\n\n")).doesNotThrowAnyException();
    assertThat(data()).containsExactly("1234");
  }
}
