package dev.tokenpace.calibrate;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Every event calibrate lined up, one row each: which level, request and event, when the fake's
 * flush returned and when the client stamped its arrival. The table's percentiles say how large the
 * error is; these rows say when it happened, on the clock the JVM's own logs use ({@code
 * System.nanoTime}, {@code -Xlog:...:timenanos}), so a late stretch can be joined with what the JVM
 * was doing. Kept in memory and written after the run, so no level is timed beside file writes.
 */
public final class DeliveryEvents {

  private static final String HEADER = "level,request_id,event,kind,sent_ns,arrival_ns,delivery_ms";

  private final List<String> levels = new ArrayList<>();
  private final List<String> requestIds = new ArrayList<>();
  private int[] levelOf = new int[1024];
  private int[] requestOf = new int[1024];
  private int[] eventIndex = new int[1024];
  private String[] kinds = new String[1024];
  private long[] sentNanos = new long[1024];
  private long[] arrivalNanos = new long[1024];
  private int size;

  /** Rows from here on belong to this level (e.g. "closed 1000"). */
  void level(String name) {
    levels.add(name);
  }

  /** Rows from here on belong to this request. */
  void request(String requestId) {
    requestIds.add(requestId);
  }

  void add(int event, String kind, long sent, long arrival) {
    if (size == sentNanos.length) {
      int capacity = size * 2;
      levelOf = Arrays.copyOf(levelOf, capacity);
      requestOf = Arrays.copyOf(requestOf, capacity);
      eventIndex = Arrays.copyOf(eventIndex, capacity);
      kinds = Arrays.copyOf(kinds, capacity);
      sentNanos = Arrays.copyOf(sentNanos, capacity);
      arrivalNanos = Arrays.copyOf(arrivalNanos, capacity);
    }
    levelOf[size] = levels.size() - 1;
    requestOf[size] = requestIds.size() - 1;
    eventIndex[size] = event;
    kinds[size] = kind;
    sentNanos[size] = sent;
    arrivalNanos[size] = arrival;
    size++;
  }

  int size() {
    return size;
  }

  /** Writes the rows as CSV (a header, then one row an event, in the order they were joined). */
  public void writeCsv(Path file) {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write(HEADER);
      out.newLine();
      for (int i = 0; i < size; i++) {
        out.write(
            String.format(
                Locale.ROOT,
                "%s,%s,%d,%s,%d,%d,%.3f",
                levels.get(levelOf[i]),
                requestIds.get(requestOf[i]),
                eventIndex[i],
                kinds[i],
                sentNanos[i],
                arrivalNanos[i],
                (arrivalNanos[i] - sentNanos[i]) / 1e6));
        out.newLine();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
