package dev.tokenpace.report.html;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.report.ReportJson;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.SummaryReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.DoubleStream;

/**
 * Everything report.html shows: the run's summary, each stage's, and each request (empty when the
 * folder has no per-request file).
 */
record RunView(
    SummaryView summary, SortedMap<Integer, SummaryView> stages, List<RequestPoint> requests) {

  /**
   * The run that just ended, through the same JSON trees its files hold. Its requests come from
   * memory when the run kept them, else from the per-request file it wrote into {@code dir} as it
   * went (a run that kept neither has none to draw).
   */
  static RunView of(RunReports reports, Path dir) throws IOException {
    ObjectMapper mapper = ReportJson.mapper();
    SortedMap<Integer, SummaryView> stages = new TreeMap<>();
    for (Map.Entry<Integer, SummaryReport> stage : reports.stages().entrySet()) {
      stages.put(stage.getKey(), new SummaryView(mapper.valueToTree(stage.getValue())));
    }
    List<RequestPoint> requests = new ArrayList<>();
    reports.forEachEntry(entry -> requests.add(RequestPoint.of(entry)));
    return new RunView(
        new SummaryView(mapper.valueToTree(reports.summary())),
        Collections.unmodifiableSortedMap(stages),
        requests.isEmpty()
            ? ReportFolder.requests(dir, mapper)
            : Collections.unmodifiableList(requests));
  }

  /**
   * The successes' samples of a charted metric, in seconds, as the summary counted them (empty
   * without per-request data).
   */
  double[] samples(LatencyMetric metric) {
    DoubleStream.Builder samples = DoubleStream.builder();
    for (RequestPoint request : requests) {
      if (!request.succeeded()) {
        continue;
      }
      switch (metric) {
        case TTFT -> addIfDefined(samples, request.timeToFirstToken());
        case TPOT -> addIfDefined(samples, request.timePerOutputToken());
        case REQUEST_LATENCY -> samples.add(request.requestLatency());
        case ITL -> {
          for (double itl : request.interTokenLatencies()) {
            samples.add(itl);
          }
        }
        default -> throw new IllegalArgumentException("no chart of " + metric);
      }
    }
    return samples.build().toArray();
  }

  private static void addIfDefined(DoubleStream.Builder samples, Double value) {
    if (value != null) {
      samples.add(value);
    }
  }

  /** Seconds since the run started: the x axis of every chart over time. */
  double sinceStart(RequestPoint request) {
    return request.startTime() - summary.startedAtMonotonic();
  }
}
