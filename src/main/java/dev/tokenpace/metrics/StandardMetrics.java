package dev.tokenpace.metrics;

import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;

/**
 * The metric definitions of docs/metrics.md. Built from small protected steps (which events bear
 * tokens, the TTFT anchor, the TPOT span, ITL attribution, N selection) so a test can override one
 * step to reproduce one historical bug; production code holds no bug switches.
 */
public class StandardMetrics implements MetricsCalculator {

  private static final double[] NO_SAMPLES = new double[0];
  private static final double NANOS_PER_SECOND = 1e9;

  @Override
  public RequestMetrics calculate(RequestRecord record, boolean useServerOutputTokens) {
    int n = outputTokens(record, useServerOutputTokens);
    double latency = requestLatency(record);
    double scheduleDelay = seconds(record.startNanos() - record.scheduledNanos());
    double fromSchedule = seconds(record.endNanos() - latencyAnchor(record));
    if (!record.succeeded()) {
      return new RequestMetrics(
          record.requestId(),
          record.stageId(),
          false,
          latency,
          scheduleDelay,
          fromSchedule,
          null,
          null,
          null,
          null,
          NO_SAMPLES,
          NO_SAMPLES,
          n,
          record.inputTokens());
    }
    TokenEvents events = tokenEvents(record);
    return new RequestMetrics(
        record.requestId(),
        record.stageId(),
        true,
        latency,
        scheduleDelay,
        fromSchedule,
        timeToFirstToken(record, events),
        timeToFirstOutputToken(record, events),
        timePerOutputToken(record, events, n),
        normalizedTimePerOutputToken(record, n),
        interTokenLatencies(record, events, n),
        interChunkLatencies(events),
        n,
        record.inputTokens());
  }

  /**
   * Where request latency from schedule starts: the schedule, so a request that waited to be sent
   * keeps the wait (no coordinated omission).
   */
  protected long latencyAnchor(RequestRecord record) {
    return record.scheduledNanos();
  }

  /**
   * N: the server's completion_tokens when asked for and sent, else the client's whole-text count.
   */
  protected int outputTokens(RequestRecord record, boolean useServerOutputTokens) {
    if (useServerOutputTokens
        && record.usage() != null
        && record.usage().completionTokens() != null) {
      return record.usage().completionTokens();
    }
    return record.outputTokens();
  }

  /** How many tokens an event carries: only content and reasoning, by their own count. */
  protected int tokensBorneBy(TimedChunk chunk) {
    return chunk.kind().carriesTokens() ? Math.max(chunk.tokens(), 0) : 0;
  }

  /** The events that carry at least one token; everything else can only move {@code end}. */
  protected TokenEvents tokenEvents(RequestRecord record) {
    List<TimedChunk> chunks = record.chunks() == null ? List.of() : record.chunks();
    int bearing = 0;
    for (TimedChunk chunk : chunks) {
      if (tokensBorneBy(chunk) > 0) {
        bearing++;
      }
    }
    long[] times = new long[bearing];
    int[] tokens = new int[bearing];
    boolean[] content = new boolean[bearing];
    int i = 0;
    for (TimedChunk chunk : chunks) {
      int k = tokensBorneBy(chunk);
      if (k > 0) {
        times[i] = chunk.arrivalNanos();
        tokens[i] = k;
        content[i] = chunk.kind() == ChunkKind.CONTENT;
        i++;
      }
    }
    return new TokenEvents(times, tokens, content);
  }

  protected double requestLatency(RequestRecord record) {
    return seconds(record.endNanos() - record.startNanos());
  }

  /** When the first token counts as arrived: the first token-bearing event, reasoning included. */
  protected long timeToFirstTokenAnchor(RequestRecord record, TokenEvents events) {
    return events.firstNanos();
  }

  protected Double timeToFirstToken(RequestRecord record, TokenEvents events) {
    if (events.isEmpty()) {
      return null;
    }
    return seconds(timeToFirstTokenAnchor(record, events) - record.startNanos());
  }

  protected Double timeToFirstOutputToken(RequestRecord record, TokenEvents events) {
    // An index, not a sentinel time: System.nanoTime() may be negative.
    int firstContent = events.firstContentIndex();
    return firstContent < 0
        ? null
        : seconds(events.arrivalNanos()[firstContent] - record.startNanos());
  }

  /** Decode time per token: the first token's wait is TTFT's, so span first→last over N − 1. */
  protected Double timePerOutputToken(RequestRecord record, TokenEvents events, int n) {
    if (n < 2 || events.isEmpty()) {
      return null;
    }
    return seconds(events.lastNanos() - events.firstNanos()) / (n - 1);
  }

  protected Double normalizedTimePerOutputToken(RequestRecord record, int n) {
    return n >= 1 ? requestLatency(record) / n : null;
  }

  /**
   * The gap before each event after the first, spread evenly over that event's tokens, so the
   * samples sum to last − first and no chunk boundary is invented.
   */
  protected double[] interTokenLatencies(RequestRecord record, TokenEvents events, int n) {
    if (events.count() < 2) {
      return NO_SAMPLES;
    }
    double[] samples = new double[events.tokensAfterFirst()];
    int s = 0;
    for (int i = 1; i < events.count(); i++) {
      int k = events.tokens()[i];
      double share = seconds(events.arrivalNanos()[i] - events.arrivalNanos()[i - 1]) / k;
      for (int j = 0; j < k; j++) {
        samples[s++] = share;
      }
    }
    return samples;
  }

  /** One sample per token-bearing event after the first: the gaps as they arrived. */
  protected double[] interChunkLatencies(TokenEvents events) {
    if (events.count() < 2) {
      return NO_SAMPLES;
    }
    double[] samples = new double[events.count() - 1];
    for (int i = 1; i < events.count(); i++) {
      samples[i - 1] = seconds(events.arrivalNanos()[i] - events.arrivalNanos()[i - 1]);
    }
    return samples;
  }

  protected static double seconds(long nanos) {
    return nanos / NANOS_PER_SECOND;
  }
}
