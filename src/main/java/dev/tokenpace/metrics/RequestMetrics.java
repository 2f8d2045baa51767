package dev.tokenpace.metrics;

/**
 * The latency metrics of one request, in seconds; see docs/metrics.md for each definition. A metric
 * that is undefined for this request (no tokens, not streamed, failed) is {@code null}; sample
 * arrays are then empty.
 *
 * @param outputTokens N, the divisor of TPOT and NTPOT (client count, or server usage when asked)
 */
public record RequestMetrics(
    String requestId,
    int stageId,
    boolean success,
    double requestLatency,
    double scheduleDelay,
    double requestLatencyFromSchedule,
    Double timeToFirstToken,
    Double timeToFirstOutputToken,
    Double timePerOutputToken,
    Double normalizedTimePerOutputToken,
    double[] interTokenLatencies,
    double[] interChunkLatencies,
    int outputTokens,
    int inputTokens) {}
