package dev.tokenpace.fake.timeline;

import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.AbstractList;
import java.util.Arrays;

/**
 * One timeline's events kept as columns instead of an object each. A stream's timeline grows for as
 * long as it plays and is kept until it is read, so at 1000 streams every young collection would
 * copy one more object an event. Read back as {@link SentEvent}s, made when asked for.
 *
 * <p>Not thread-safe: its recorder appends from one session at a time; a finished timeline gets a
 * {@link #copy} of its own, which nothing appends to.
 */
final class SentEvents extends AbstractList<SentEvent> {

  private static final int STAMPS = 6;

  private int[] indexAndBytes;
  private ChunkKind[] kinds;
  private String[] texts;
  private long[] stamps;
  private int size;

  SentEvents(int expected) {
    int capacity = Math.max(1, expected);
    indexAndBytes = new int[2 * capacity];
    kinds = new ChunkKind[capacity];
    texts = new String[capacity];
    stamps = new long[STAMPS * capacity];
  }

  /** The events so far, in arrays of their size. */
  SentEvents copy() {
    SentEvents copy = new SentEvents(size);
    System.arraycopy(indexAndBytes, 0, copy.indexAndBytes, 0, 2 * size);
    System.arraycopy(kinds, 0, copy.kinds, 0, size);
    System.arraycopy(texts, 0, copy.texts, 0, size);
    System.arraycopy(stamps, 0, copy.stamps, 0, STAMPS * size);
    copy.size = size;
    return copy;
  }

  @Override
  public boolean add(SentEvent event) {
    if (size == kinds.length) {
      int capacity = size * 2;
      indexAndBytes = Arrays.copyOf(indexAndBytes, 2 * capacity);
      kinds = Arrays.copyOf(kinds, capacity);
      texts = Arrays.copyOf(texts, capacity);
      stamps = Arrays.copyOf(stamps, STAMPS * capacity);
    }
    indexAndBytes[2 * size] = event.index();
    indexAndBytes[2 * size + 1] = event.bytes();
    kinds[size] = event.kind();
    texts[size] = event.text();
    int at = STAMPS * size;
    stamps[at] = event.scheduledNanos();
    stamps[at + 1] = event.writeStartNanos();
    stamps[at + 2] = event.sentNanos();
    stamps[at + 3] = event.firstPartSentNanos();
    stamps[at + 4] = event.completingWriteStartNanos();
    stamps[at + 5] = event.completingDeadlineNanos();
    size++;
    return true;
  }

  @Override
  public SentEvent get(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("event " + i + " of " + size);
    }
    int at = STAMPS * i;
    return new SentEvent(
        indexAndBytes[2 * i],
        kinds[i],
        texts[i],
        indexAndBytes[2 * i + 1],
        stamps[at],
        stamps[at + 1],
        stamps[at + 2],
        stamps[at + 3],
        stamps[at + 4],
        stamps[at + 5]);
  }

  @Override
  public int size() {
    return size;
  }
}
