package dev.tokenpace.fake;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * A profile's events rendered for one API, less each answer's own lead: the same bytes for every
 * request the profile answers, so they are rendered once, not per request. A request's bytes then
 * cost two copies an event, and 1000 streams no longer hold 1000 renderings of one script, nor 1000
 * copies of its {@link WritePlan.Schedule}.
 */
final class RenderedEvents {

  /**
   * Schedules are kept by lead length. Answers' ids and model names come in few lengths; past this
   * many, each request makes its own rather than the profile growing without end.
   */
  private static final int SCHEDULES_KEPT = 64;

  private final byte[][] tails;
  private final boolean[] led;
  private final Map<Integer, WritePlan.Schedule> schedules = new ConcurrentHashMap<>();

  private RenderedEvents(byte[][] tails, boolean[] led) {
    this.tails = tails;
    this.led = led;
  }

  static RenderedEvents of(List<ScriptedEvent> events, ApiShape shape) {
    EventRenderer renderer = new EventRenderer(shape);
    byte[][] tails = new byte[events.size()][];
    boolean[] led = new boolean[events.size()];
    for (int i = 0; i < tails.length; i++) {
      tails[i] = renderer.tail(events.get(i));
      led[i] = EventRenderer.led(events.get(i));
    }
    return new RenderedEvents(tails, led);
  }

  /** The length of event {@code event} in an answer whose chunks begin with a lead this long. */
  int length(int event, int leadLength) {
    return (led[event] ? leadLength : 0) + tails[event].length;
  }

  /** The writes of an answer whose lead is this long, made once by {@code make}. */
  WritePlan.Schedule schedule(int leadLength, IntFunction<WritePlan.Schedule> make) {
    WritePlan.Schedule kept = schedules.get(leadLength);
    if (kept != null) {
      return kept;
    }
    WritePlan.Schedule made = make.apply(leadLength);
    if (schedules.size() < SCHEDULES_KEPT) {
      schedules.putIfAbsent(leadLength, made);
    }
    return made;
  }

  /** Copies event {@code event}'s bytes into {@code into} at {@code at}; returns where they end. */
  int copy(int event, byte[] lead, byte[] into, int at) {
    int end = at;
    if (led[event]) {
      System.arraycopy(lead, 0, into, end, lead.length);
      end += lead.length;
    }
    System.arraycopy(tails[event], 0, into, end, tails[event].length);
    return end + tails[event].length;
  }
}
