package dev.tokenpace.client;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * One answer's chunks as they arrive, kept as columns instead of an object each. A stream holds its
 * chunks for as long as it plays, and at 1000 streams every young collection would copy three
 * objects an event (the event, its text and the text's bytes); here an event is an arrival, a kind
 * and its text's end in one shared builder. Read back as {@link ChunkEvent}s, made when asked for.
 *
 * <p>Not thread-safe: its exchange appends under its own lock, and hands the log on only once it
 * has finished appending.
 */
final class ChunkLog extends AbstractList<ChunkEvent> {

  private long[] arrivals = new long[16];
  private ChunkKind[] kinds = new ChunkKind[16];
  private int[] textEnds = new int[16];
  private final StringBuilder texts = new StringBuilder();

  /** Few events carry these (usage, the finish, no text at all): by index, made on the first. */
  private Map<Integer, Usage> usages;

  private Map<Integer, String> finishReasons;
  private BitSet textless;

  private int size;

  @Override
  public boolean add(ChunkEvent chunk) {
    if (size == arrivals.length) {
      arrivals = Arrays.copyOf(arrivals, size * 2);
      kinds = Arrays.copyOf(kinds, size * 2);
      textEnds = Arrays.copyOf(textEnds, size * 2);
    }
    arrivals[size] = chunk.arrivalNanos();
    kinds[size] = chunk.kind();
    if (chunk.text() == null) {
      textless = textless == null ? new BitSet() : textless;
      textless.set(size);
    } else {
      texts.append(chunk.text());
    }
    textEnds[size] = texts.length();
    if (chunk.usage() != null) {
      usages = usages == null ? new HashMap<>(2) : usages;
      usages.put(size, chunk.usage());
    }
    if (chunk.finishReason() != null) {
      finishReasons = finishReasons == null ? new HashMap<>(2) : finishReasons;
      finishReasons.put(size, chunk.finishReason());
    }
    size++;
    return true;
  }

  @Override
  public ChunkEvent get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("chunk " + index + " of " + size);
    }
    int textStart = index == 0 ? 0 : textEnds[index - 1];
    return new ChunkEvent(
        arrivals[index],
        kinds[index],
        textless != null && textless.get(index)
            ? null
            : texts.substring(textStart, textEnds[index]),
        usages == null ? null : usages.get(index),
        finishReasons == null ? null : finishReasons.get(index));
  }

  @Override
  public int size() {
    return size;
  }
}
