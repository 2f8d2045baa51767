package dev.tokenpace.fake.script;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A profile turned into the writes one request gets. A streamed answer's bytes are the profile's
 * {@link RenderedEvents} with this answer's lead, copied into one buffer just before each write: a
 * copy, not a rendering, so the last stream due in a round goes out as soon as the first. The
 * writes themselves (which events, which bytes, when) depend on the profile, the API and the lead's
 * length alone, so answers alike share one {@link Schedule}.
 *
 * <p>One request's, written by one session at a time: the buffer is reused once a write's bytes
 * have all been handed to the socket.
 */
public final class WritePlan {

  /** The writes of one answer, and a fault due before the first of them, if any. */
  record Schedule(List<WriteUnit> units, FaultPlan faultBeforeAnyEvent, int longestWrite) {}

  private final Schedule schedule;
  private final RenderedEvents events;

  /** A streamed answer's lead, or a unary answer's whole body (then {@code events} is null). */
  private final byte[] leadOrBody;

  private final byte[] buffer;

  private WritePlan(Schedule schedule, RenderedEvents events, byte[] leadOrBody) {
    this.schedule = schedule;
    this.events = events;
    this.leadOrBody = leadOrBody;
    this.buffer = events == null ? null : new byte[schedule.longestWrite()];
  }

  /**
   * @param lead what each chunk of this answer begins with ({@link EventRenderer#lead})
   */
  public static WritePlan streaming(Profile profile, ApiShape shape, byte[] lead) {
    RenderedEvents rendered = profile.rendered(shape);
    return new WritePlan(
        rendered.schedule(lead.length, length -> schedule(profile, rendered, length)),
        rendered,
        lead);
  }

  public static WritePlan unary(Profile profile, byte[] body) {
    WriteUnit unit =
        new WriteUnit(
            profile.totalDelay().toNanos(),
            0,
            0,
            false,
            0,
            body.length,
            new int[] {body.length},
            null);
    return new WritePlan(new Schedule(List.of(unit), null, body.length), null, body);
  }

  public List<WriteUnit> units() {
    return schedule.units();
  }

  public FaultPlan faultBeforeAnyEvent() {
    return schedule.faultBeforeAnyEvent();
  }

  /** Writes {@code unit}'s bytes to {@code out} (without flushing). */
  public void write(WriteUnit unit, OutputStream out) throws IOException {
    int length = unit.toByte() - unit.fromByte();
    if (events == null) {
      out.write(leadOrBody, unit.fromByte(), length);
      return;
    }
    int end = 0;
    for (int e = unit.firstEvent(); e <= unit.lastEvent() && end < unit.toByte(); e++) {
      end = events.copy(e, leadOrBody, buffer, end);
    }
    out.write(buffer, unit.fromByte(), length);
  }

  private static Schedule schedule(Profile profile, RenderedEvents rendered, int leadLength) {
    List<ScriptedEvent> scripted = profile.events();
    long[] offsets = profile.offsetsNanos();
    int endAfter = Math.min(eventsBeforeConnectionFault(profile), scripted.size());
    List<WriteUnit> units = new ArrayList<>();
    int longest = 0;
    int i = 0;
    while (i < endAfter) {
      int last = i;
      while (last + 1 < endAfter && scripted.get(last + 1).sameWrite()) {
        last++;
      }
      longest =
          Math.max(longest, addGroup(units, scripted, rendered, leadLength, offsets, i, last));
      i = last + 1;
    }
    FaultPlan ending = connectionFault(profile);
    if (ending != null && ending.afterEvents() > 0 && !units.isEmpty()) {
      units.add(units.remove(units.size() - 1).endingWith(ending));
    }
    return new Schedule(
        List.copyOf(units), ending != null && ending.afterEvents() == 0 ? ending : null, longest);
  }

  /** Adds the group's one write, or two when an event in it is split; returns its length. */
  private static int addGroup(
      List<WriteUnit> units,
      List<ScriptedEvent> scripted,
      RenderedEvents rendered,
      int leadLength,
      long[] offsets,
      int first,
      int last) {
    int[] lengths = new int[last - first + 1];
    int length = 0;
    int splitAt = -1;
    long pause = 0;
    for (int e = first; e <= last; e++) {
      ScriptedEvent event = scripted.get(e);
      int eventLength = rendered.length(e, leadLength);
      if (event.isSplit() && splitAt < 0) {
        splitAt = length + Math.min(event.splitAt(), eventLength - 1);
        pause = event.splitPauseNanos();
      }
      lengths[e - first] = eventLength;
      length += eventLength;
    }
    if (splitAt <= 0) {
      units.add(new WriteUnit(offsets[first], first, last, false, 0, length, lengths, null));
      return length;
    }
    units.add(new WriteUnit(offsets[first], first, last, true, 0, splitAt, lengths, null));
    units.add(
        new WriteUnit(offsets[first] + pause, first, last, false, splitAt, length, lengths, null));
    return length;
  }

  private static int eventsBeforeConnectionFault(Profile profile) {
    FaultPlan fault = connectionFault(profile);
    return fault == null ? Integer.MAX_VALUE : fault.afterEvents();
  }

  /** The earliest close/reset: nothing after it can be sent. */
  private static FaultPlan connectionFault(Profile profile) {
    return profile.faults().stream()
        .filter(FaultPlan::endsConnection)
        .min((a, b) -> Integer.compare(a.afterEvents(), b.afterEvents()))
        .orElse(null);
  }
}
