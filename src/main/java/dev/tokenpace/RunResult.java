package dev.tokenpace;

import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.RunReports;
import java.nio.file.Path;
import java.util.List;

/**
 * What a run produced.
 *
 * @param records one per request sent, successes and failures, in completion order; empty when the
 *     benchmark was built not to keep them ({@code BenchmarkBuilder#keepRecords})
 * @param metrics one per record, same order
 * @param reports the run summarized once: what the report files hold and the console table shows
 * @param reportDir where the report files were written, or {@code null} when none were
 * @param cancelled whether the run was interrupted before all its load was sent
 */
public record RunResult(
    List<RequestRecord> records,
    List<RequestMetrics> metrics,
    RunReports reports,
    Path reportDir,
    boolean cancelled) {}
