package dev.tokenpace.fake;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.admin.Router;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.AdminApiExtension;
import com.github.tomakehurst.wiremock.http.RequestMethod;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /__admin/tokenpace/timelines}, {@code GET /__admin/tokenpace/timelines/{id}} and
 * {@code DELETE /__admin/tokenpace/timelines}: the timeline store as JSON for remote users.
 */
final class TimelineAdminApi implements AdminApiExtension {

  static final String ROOT = "/tokenpace/timelines";

  /** A timeline names each event's kind as reports do ({@code ChunkKind}'s wire name). */
  private static final ObjectMapper JSON = new ObjectMapper();

  private final TimelineStore store;

  TimelineAdminApi(TimelineStore store) {
    this.store = store;
  }

  @Override
  public void contributeAdminApiRoutes(Router router) {
    router.add(RequestMethod.GET, ROOT, (admin, event, params) -> all());
    router.add(RequestMethod.GET, ROOT + "/{id}", (admin, event, params) -> one(params.get("id")));
    router.add(RequestMethod.DELETE, ROOT, (admin, event, params) -> clear());
  }

  @Override
  public String getName() {
    return "tokenpace-timelines";
  }

  private ResponseDefinition all() {
    List<Timeline> timelines = store.all();
    return json(200, Map.of("count", timelines.size(), "timelines", timelines));
  }

  private ResponseDefinition one(String id) {
    return store
        .find(id)
        .map(timeline -> json(200, timeline))
        .orElseGet(() -> json(404, Map.of("error", "no complete timeline for request " + id)));
  }

  private ResponseDefinition clear() {
    store.clear();
    return json(200, Map.of("cleared", true));
  }

  private static ResponseDefinition json(int status, Object body) {
    try {
      return new ResponseDefinitionBuilder()
          .withStatus(status)
          .withHeader("Content-Type", "application/json")
          .withBody(JSON.writeValueAsString(body))
          .build();
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
