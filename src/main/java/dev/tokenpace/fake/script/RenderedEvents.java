package dev.tokenpace.fake.script;

import dev.tokenpace.wire.ChunkKind;
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
    return of(events, shape, false);
  }

  /**
   * @param usageInEveryChunk every chunk with choices also carries the usage so far (vLLM's {@code
   *     continuous_usage_stats}): the prompt tokens of the profile's usage event, and its
   *     completion tokens shared out over the words (one a word when it has no usage event)
   */
  static RenderedEvents of(List<ScriptedEvent> events, ApiShape shape, boolean usageInEveryChunk) {
    EventRenderer renderer = new EventRenderer(shape);
    byte[][] tails = new byte[events.size()][];
    boolean[] led = new boolean[events.size()];
    RunningUsage running = usageInEveryChunk ? RunningUsage.of(events) : null;
    for (int i = 0; i < tails.length; i++) {
      ScriptedEvent event = events.get(i);
      tails[i] = renderer.tail(event, running == null ? null : running.after(event));
      led[i] = EventRenderer.led(event);
    }
    return new RenderedEvents(tails, led);
  }

  /** The usage a chunk reports with vLLM's continuous usage stats. */
  private static final class RunningUsage {
    private final int prompt;
    private final int completion;
    private final int words;
    private int wordsSoFar;

    private RunningUsage(int prompt, int completion, int words) {
      this.prompt = prompt;
      this.completion = completion;
      this.words = words;
    }

    static RunningUsage of(List<ScriptedEvent> events) {
      int words = 0;
      ScriptedEvent usage = null;
      for (ScriptedEvent event : events) {
        if (isWord(event)) {
          words++;
        } else if (event.kind() == ChunkKind.USAGE && usage == null) {
          usage = event;
        }
      }
      return usage == null
          ? new RunningUsage(0, words, words)
          : new RunningUsage(usage.promptTokens(), usage.completionTokens(), words);
    }

    /** The usage field of {@code event}'s chunk, or {@code null} when it carries none. */
    String after(ScriptedEvent event) {
      if (isWord(event)) {
        wordsSoFar++;
      }
      return switch (event.kind()) {
        case CONTENT, REASONING, ROLE, FINISH ->
            EventRenderer.usage(
                prompt, words == 0 ? 0 : (int) ((long) completion * wordsSoFar / words));
        default -> null;
      };
    }

    private static boolean isWord(ScriptedEvent event) {
      return event.kind() == ChunkKind.CONTENT || event.kind() == ChunkKind.REASONING;
    }
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
