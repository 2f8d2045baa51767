package dev.tokenpace.fake.timeline;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What the fake did for one request, in {@code System.nanoTime()}.
 *
 * @param requestId the client's X-Request-Id, else the fake's own id
 * @param receivedNanos when the request began on the connector (Jetty's request-begin callback,
 *     right after the request line and headers were parsed; the servlet's entry if that is missing;
 *     when a take-up hold was scripted, the moment the script meant the hold to end)
 * @param acceptedNanos when the fake took up the connection the request came on (Jetty opened it),
 *     for the first request of a connection; 0 for a request on a reused connection
 * @param takeUpHoldNanos how long the fake was scripted to hold a new connection before taking up
 *     its request ({@code StreamingFake.takeUpConnectionsAfter}); 0 when it was not held
 * @param events every event written, in order
 * @param endNanos when the response was complete (or the fault ended it)
 * @param faults the faults applied, in order, none for a whole response; the JSON names them in one
 *     {@code fault} string joined with "+" (e.g. "stall+close"), {@code null} for none
 * @param work what the profile's timing models made of the request (its batch wait, prefill,
 *     counted and cached prompt tokens); {@link ServerWork#NONE} without models
 * @param scheduleBaseNanos what the script's offsets counted from: when the request could start
 *     (its receipt, or the moment a stream slot freed for it) plus the server's work on it. Paced
 *     by an in-flight row, the script's own waits no longer tell it, so the fake says it
 */
public record Timeline(
    String requestId,
    long receivedNanos,
    long acceptedNanos,
    long takeUpHoldNanos,
    List<Timeline.SentEvent> events,
    long endNanos,
    @JsonProperty("fault") @JsonSerialize(using = Timeline.JoinedFaults.class)
        List<FaultKind> faults,
    ServerWork work,
    long scheduleBaseNanos) {

  public Timeline {
    faults = faults == null ? List.of() : List.copyOf(faults);
    if (work == null) {
      work = ServerWork.NONE;
    }
    if (scheduleBaseNanos == 0) { // unsaid: a timeline written before the fake said it
      scheduleBaseNanos = receivedNanos + work.addedNanos();
    }
  }

  /**
   * The streams a server paced by its streams in flight counted, from each moment on: each paced
   * timeline from the moment it could start until its last event was due (its end, as the pace
   * planned it; a stream a fault cut ends at its last event).
   */
  public static NavigableMap<Long, Integer> streamsInFlight(Collection<Timeline> timelines) {
    NavigableMap<Long, Integer> changes = new TreeMap<>();
    for (Timeline timeline : timelines) {
      if (timeline.work().streamsInFlight() == 0) {
        continue;
      }
      long ready = timeline.scheduleBaseNanos() - timeline.work().addedNanos();
      long end =
          timeline.events().stream()
              .mapToLong(SentEvent::scheduledNanos)
              .max()
              .orElse(timeline.scheduleBaseNanos());
      changes.merge(ready, 1, Integer::sum);
      changes.merge(end, -1, Integer::sum);
    }
    NavigableMap<Long, Integer> inFlight = new TreeMap<>();
    int streams = 0;
    for (Map.Entry<Long, Integer> change : changes.entrySet()) {
      streams += change.getValue();
      inFlight.put(change.getKey(), streams);
    }
    return inFlight;
  }

  /** Whether a fault or the client cut the response short. */
  public boolean faulted() {
    return !faults.isEmpty();
  }

  /** Writes the faults as the one string reports and the acceptance suite read. */
  static final class JoinedFaults extends StdSerializer<List<FaultKind>> {

    JoinedFaults() {
      super(List.class, false);
    }

    @Override
    public void serialize(List<FaultKind> faults, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      if (faults.isEmpty()) {
        json.writeNull();
      } else {
        json.writeString(
            faults.stream().map(FaultKind::wireName).collect(Collectors.joining(FaultKind.JOINER)));
      }
    }
  }

  /**
   * @param kind what was written: a chunk kind, {@link ChunkKind#MALFORMED}, {@link ChunkKind#RAW},
   *     or {@link ChunkKind#BODY} for a unary response's one write; the timeline JSON names it by
   *     {@link ChunkKind#wireName()}
   * @param text the event's text (content/reasoning words), empty otherwise
   * @param scheduledNanos the deadline the profile set
   * @param writeStartNanos when the write began
   * @param sentNanos when write + flush returned: the truth the suite compares against
   * @param firstPartSentNanos for a split event, when its first part was flushed; else 0
   * @param completingWriteStartNanos when the write that completed the event began (the second one
   *     of a split event): no reader can have the whole event before it, however late the flush
   *     returned
   * @param completingDeadlineNanos the deadline of that write: for a split event, its pause after
   *     the first part's send; else {@code scheduledNanos}
   */
  public record SentEvent(
      int index,
      ChunkKind kind,
      String text,
      int bytes,
      long scheduledNanos,
      long writeStartNanos,
      long sentNanos,
      long firstPartSentNanos,
      long completingWriteStartNanos,
      long completingDeadlineNanos) {

    /** The one write of a unary response's body: event 0 of kind {@link ChunkKind#BODY}, whole. */
    public static SentEvent unaryBody(
        String text, int bytes, long scheduledNanos, long writeStartNanos, long sentNanos) {
      return new SentEvent(
          0,
          ChunkKind.BODY,
          text,
          bytes,
          scheduledNanos,
          writeStartNanos,
          sentNanos,
          0,
          writeStartNanos,
          scheduledNanos);
    }

    /**
     * How late the event left against the script. A split event's second part is due a pause after
     * the first part actually left, so their latenesses add up: the first part's, then the second
     * part's against its own deadline.
     */
    public long latenessNanos() {
      return firstPartSentNanos == 0
          ? sentNanos - scheduledNanos
          : Math.max(0, firstPartSentNanos - scheduledNanos)
              + Math.max(0, sentNanos - completingDeadlineNanos);
    }
  }
}
