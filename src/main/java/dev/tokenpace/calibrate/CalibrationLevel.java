package dev.tokenpace.calibrate;

/**
 * One calibrated level, in milliseconds. Errors are client stamp − the fake's post-flush send
 * stamp, both {@code System.nanoTime()} in one JVM.
 *
 * @param mode "closed" (one round of {@code concurrency} requests together) or "open" (a constant
 *     rate)
 * @param requests requests sent
 * @param lost requests sent that did not come back as a success whose every event matched the
 *     fake's timeline (must be 0)
 * @param failed requests recorded as failures (counted in {@code lost} too)
 * @param deliveryP50Ms chunk delivery error: client arrival − fake send, over every event
 * @param ttftExcessP99Ms client TTFT (first token − start) − true TTFT (fake first send − fake
 *     receipt)
 * @param itlErrorP99Ms |client gap − true gap| between consecutive content events
 * @param sendLatenessP99Ms the fake's own send − its schedule
 * @param scheduleDelayP99Ms the load generator's start − scheduled send Measured values are {@code
 *     null} when the level had no sample of them.
 * @param cpuPercent process CPU time / (wall time × cores), 0–100
 */
public record CalibrationLevel(
    String mode,
    int concurrency,
    int requests,
    int lost,
    int failed,
    double requestedRate,
    Double achievedRate,
    Double deliveryP50Ms,
    Double deliveryP99Ms,
    Double deliveryMaxMs,
    Double ttftExcessP50Ms,
    Double ttftExcessP99Ms,
    Double itlErrorP99Ms,
    Double sendLatenessP99Ms,
    Double scheduleDelayP99Ms,
    double cpuPercent,
    double wallSeconds) {}
