package dev.tokenpace.fake.timeline;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.FaultPlan;
import dev.tokenpace.fake.script.ScriptedEvent;
import dev.tokenpace.fake.script.WriteUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Collects one request's stamps while it streams; single writer at a time (the stream's session).
 */
public final class TimelineRecorder {

  private final String requestId;
  private final long receivedNanos;
  private final long acceptedNanos;
  private final long takeUpHoldNanos;
  private final long scheduleBaseNanos;
  private final List<ScriptedEvent> events;
  private final SentEvents sent;
  private final List<FaultKind> faults = new ArrayList<>(2);
  private final List<FaultPlan> stalls = new ArrayList<>(1);
  private ServerWork work = ServerWork.NONE;
  private InFlightTiming.Plan pace;
  private long firstPartSentNanos;
  private long firstPartWriteStartNanos;

  TimelineRecorder(
      String requestId,
      long receivedNanos,
      long acceptedNanos,
      long takeUpHoldNanos,
      List<ScriptedEvent> events) {
    this(requestId, receivedNanos, acceptedNanos, takeUpHoldNanos, receivedNanos, events);
  }

  /**
   * @param scheduleBaseNanos what the profile's offsets count from: the receipt, or for a request
   *     that waited for a free stream slot, the moment it got one
   */
  public TimelineRecorder(
      String requestId,
      long receivedNanos,
      long acceptedNanos,
      long takeUpHoldNanos,
      long scheduleBaseNanos,
      List<ScriptedEvent> events) {
    this.requestId = requestId;
    this.receivedNanos = receivedNanos;
    this.acceptedNanos = acceptedNanos;
    this.takeUpHoldNanos = takeUpHoldNanos;
    this.scheduleBaseNanos = scheduleBaseNanos;
    this.events = events;
    this.sent = new SentEvents(events.size() + 1);
  }

  String requestId() {
    return requestId;
  }

  long receivedNanos() {
    return receivedNanos;
  }

  public long scheduleBaseNanos() {
    return scheduleBaseNanos;
  }

  /**
   * When a streamed write is due: its offset from the schedule's base, or for a server paced by its
   * streams in flight, when the pace has its first event due (a split's second part its pause
   * later). Asked again at each wake, since a stream that joins moves the paced ones later.
   */
  public long dueNanos(WriteUnit unit) {
    if (pace == null) {
      return scheduleBaseNanos + unit.offsetNanos();
    }
    long pause = unit.fromByte() > 0 ? unit.offsetNanos() - unitOffsetOfFirstPart(unit) : 0;
    return pace.dueNanos(unit.firstEvent()) + pause;
  }

  /**
   * {@link #dueNanos}, and when it is due by {@code nowNanos}, bound: the session writes it now, so
   * a stream that joins afterwards must not move it.
   */
  public long claimDueNanos(WriteUnit unit, long nowNanos) {
    if (pace == null) {
      return dueNanos(unit);
    }
    long pause = unit.fromByte() > 0 ? unit.offsetNanos() - unitOffsetOfFirstPart(unit) : 0;
    return pace.claimIfDue(unit.firstEvent(), nowNanos - pause) + pause;
  }

  /** When a whole (unary) body is due: after the script's last wait. */
  public long bodyDueNanos(WriteUnit unit) {
    return pace == null ? scheduleBaseNanos + unit.offsetNanos() : pace.endNanos();
  }

  public void written(WriteUnit unit, long writeStartNanos, long sentNanos) {
    if (unit.firstPart()) {
      firstPartWriteStartNanos = writeStartNanos;
      firstPartSentNanos = sentNanos;
      return;
    }
    long scheduled = dueNanos(unit);
    long completingDeadline = scheduled;
    long start = writeStartNanos;
    long firstPart = 0;
    if (firstPartSentNanos != 0) {
      start = firstPartWriteStartNanos;
      firstPart = firstPartSentNanos;
      long pause = unit.offsetNanos() - unitOffsetOfFirstPart(unit);
      scheduled = completingDeadline - pause;
      // As the session plays it: the second part waits its pause after the first part actually
      // left.
      completingDeadline = Math.max(completingDeadline, firstPartSentNanos + pause);
      firstPartSentNanos = 0;
    }
    for (int i = unit.firstEvent(); i <= unit.lastEvent(); i++) {
      ScriptedEvent event = events.get(i);
      int bytes = unit.eventBytes()[i - unit.firstEvent()];
      sent.add(
          new Timeline.SentEvent(
              i,
              event.kind(),
              textOf(event),
              bytes,
              scheduled,
              start,
              sentNanos,
              firstPart,
              writeStartNanos,
              completingDeadline));
    }
  }

  public void wroteBody(WriteUnit unit, long writeStartNanos, long sentNanos, String text) {
    sent.add(
        Timeline.SentEvent.unaryBody(
            text, unit.toByte() - unit.fromByte(), bodyDueNanos(unit), writeStartNanos, sentNanos));
  }

  public void fault(FaultKind fault) {
    faults.add(fault);
  }

  /** A stall shows in the timeline once the events before it went out. */
  public void work(ServerWork done) {
    this.work = done;
  }

  /** The server's pace by its streams in flight plans this stream's writes. */
  public void pacedBy(InFlightTiming.Plan plan) {
    this.pace = plan;
  }

  public void stallPlanned(FaultPlan stall) {
    stalls.add(stall);
  }

  public Timeline finish(long endNanos) {
    for (FaultPlan stall : stalls) {
      if (sent.size() >= stall.afterEvents()) {
        faults.add(0, FaultKind.STALL);
      }
    }
    stalls.clear();
    return new Timeline(
        requestId,
        receivedNanos,
        acceptedNanos,
        takeUpHoldNanos,
        Collections.unmodifiableList(sent.copy()),
        endNanos,
        faults,
        work,
        scheduleBaseNanos);
  }

  private long unitOffsetOfFirstPart(WriteUnit secondPart) {
    return secondPart.offsetNanos() - events.get(splitEventOf(secondPart)).splitPauseNanos();
  }

  private int splitEventOf(WriteUnit unit) {
    for (int i = unit.firstEvent(); i <= unit.lastEvent(); i++) {
      if (events.get(i).isSplit()) {
        return i;
      }
    }
    return unit.firstEvent();
  }

  private static String textOf(ScriptedEvent event) {
    return event.kind().carriesTokens() ? event.text() : "";
  }
}
