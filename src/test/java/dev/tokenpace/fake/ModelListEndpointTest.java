package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.fake.script.Profile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code GET /v1/models} follows the profiles: the default one's model first, then by name. */
class ModelListEndpointTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Test
  void listsTheDefaultProfilesModelFirstThenTheNamedOnes() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      assertThat(models(fake)).isEmpty();

      fake.serve("named", Profile.words("a").build());
      fake.serveByDefault(
          Profile.fromJson("{\"model\": \"from-json\", \"events\": [{\"content\": \"a\"}]}"));
      assertThat(models(fake)).containsExactly("from-json", "named");

      fake.clearProfiles();
      assertThat(models(fake)).isEmpty();
    }
  }

  private static List<String> models(StreamingFake fake) throws Exception {
    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/v1/models")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode list = new ObjectMapper().readTree(response.body());
    assertThat(list.path("object").asText()).isEqualTo("list");
    List<String> ids = new ArrayList<>();
    list.path("data").forEach(model -> ids.add(model.path("id").asText()));
    return ids;
  }
}
