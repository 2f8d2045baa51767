package dev.tokenpace.acceptance.evidence;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Requests of a run as a test states them: each with its schedule, when it reached the model and
 * what the server's timing models made of it, and nothing else on its timeline.
 */
final class ArrivedRequests {

  private static final ObjectMapper JSON = new ObjectMapper();

  record Arrived(ReportedRequest request, Timeline timeline) {}

  private ArrivedRequests() {}

  /** A request scheduled {@code scheduled} seconds after 1 s that reached the model at a time. */
  static Arrived arrived(String id, double scheduled, double receivedSeconds, ServerWork work) {
    ObjectNode json = JSON.createObjectNode();
    json.put("request_id", id);
    json.put("success", true);
    json.put("scheduled_time", 1.0 + scheduled);
    long received = (long) (receivedSeconds * 1e9);
    Timeline timeline = new Timeline(id, received, received, 0, List.of(), received, null, work, 0);
    return new Arrived(new ReportedRequest(json), timeline);
  }

  static RunReport reportOf(List<Arrived> all) {
    return new RunReport(
        JSON.createObjectNode(), all.stream().map(Arrived::request).toList(), List.of());
  }

  static Function<ReportedRequest, Timeline> timelinesOf(List<Arrived> all) {
    Map<String, Timeline> byId =
        all.stream().collect(Collectors.toMap(r -> r.request().requestId(), Arrived::timeline));
    return r -> byId.get(r.requestId());
  }
}
