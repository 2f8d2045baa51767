package dev.tokenpace.fake;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A profile turned into the writes one request gets, all bytes rendered before the first deadline.
 */
final class WritePlan {

  private final List<WriteUnit> units;
  private final FaultPlan faultBeforeAnyEvent;

  private WritePlan(List<WriteUnit> units, FaultPlan faultBeforeAnyEvent) {
    this.units = units;
    this.faultBeforeAnyEvent = faultBeforeAnyEvent;
  }

  static WritePlan streaming(Profile profile, EventRenderer renderer) {
    List<ScriptedEvent> events = profile.events();
    long[] offsets = profile.offsetsNanos();
    int endAfter = eventsBeforeConnectionFault(profile);
    List<WriteUnit> units = new ArrayList<>();
    int i = 0;
    while (i < Math.min(endAfter, events.size())) {
      int last = i;
      while (last + 1 < endAfter && last + 1 < events.size() && events.get(last + 1).sameWrite()) {
        last++;
      }
      addGroup(units, profile, renderer, offsets, i, last);
      i = last + 1;
    }
    FaultPlan ending = connectionFault(profile);
    if (ending != null && ending.afterEvents() > 0 && !units.isEmpty()) {
      WriteUnit tail = units.remove(units.size() - 1);
      units.add(
          new WriteUnit(
              tail.bytes(),
              tail.offsetNanos(),
              tail.firstEvent(),
              tail.lastEvent(),
              false,
              tail.eventBytes(),
              ending));
    }
    return new WritePlan(
        List.copyOf(units), ending != null && ending.afterEvents() == 0 ? ending : null);
  }

  static WritePlan unary(Profile profile, byte[] body) {
    WriteUnit unit =
        new WriteUnit(
            body, profile.totalDelay().toNanos(), 0, 0, false, new int[] {body.length}, null);
    return new WritePlan(List.of(unit), null);
  }

  List<WriteUnit> units() {
    return units;
  }

  FaultPlan faultBeforeAnyEvent() {
    return faultBeforeAnyEvent;
  }

  private static void addGroup(
      List<WriteUnit> units,
      Profile profile,
      EventRenderer renderer,
      long[] offsets,
      int first,
      int last) {
    byte[] bytes = new byte[0];
    int[] lengths = new int[last - first + 1];
    int splitAt = -1;
    long pause = 0;
    for (int e = first; e <= last; e++) {
      ScriptedEvent event = profile.events().get(e);
      byte[] rendered = renderer.render(event);
      if (event.isSplit() && splitAt < 0) {
        splitAt = bytes.length + Math.min(event.splitAt(), rendered.length - 1);
        pause = event.splitPauseNanos();
      }
      lengths[e - first] = rendered.length;
      bytes = concat(bytes, rendered);
    }
    if (splitAt <= 0) {
      units.add(new WriteUnit(bytes, offsets[first], first, last, false, lengths, null));
      return;
    }
    units.add(
        new WriteUnit(
            Arrays.copyOfRange(bytes, 0, splitAt),
            offsets[first],
            first,
            last,
            true,
            lengths,
            null));
    units.add(
        new WriteUnit(
            Arrays.copyOfRange(bytes, splitAt, bytes.length),
            offsets[first] + pause,
            first,
            last,
            false,
            lengths,
            null));
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

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] joined = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, joined, a.length, b.length);
    return joined;
  }
}
