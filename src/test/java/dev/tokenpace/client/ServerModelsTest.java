package dev.tokenpace.client;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.unauthorized;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.client.ServerModels.ModelLookupException;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A config without server.model_name takes the first model the server lists, or says why not. */
class ServerModelsTest {

  private StreamingFake fake;

  @BeforeEach
  void start() {
    fake = StreamingFake.start();
  }

  @AfterEach
  void stop() {
    fake.close();
  }

  private static RunConfig config(URI baseUrl, String model) {
    return RunConfig.builder()
        .baseUrl(baseUrl)
        .modelName(model)
        .open(1, Duration.ofSeconds(1))
        .whitespaceTokenizer()
        .build();
  }

  @Test
  void aNamedModelIsKeptWithoutAsking() throws Exception {
    RunConfig named = config(URI.create("http://127.0.0.1:1"), "llama");

    assertThat(ServerModels.resolve(named)).isSameAs(named);
  }

  @Test
  void anUnnamedModelIsTheFirstTheServerLists() throws Exception {
    fake.serve("second", Profile.words("a").build());
    fake.serveByDefault(Profile.words("a").model("first").build());

    RunConfig resolved = ServerModels.resolve(config(fake.baseUrl(), null));

    assertThat(resolved.server().modelName()).isEqualTo("first");
    assertThat(resolved.server().baseUrl()).isEqualTo(fake.baseUrl());
  }

  @Test
  void anEmptyListIsAClearError() {
    assertThatThrownBy(() -> ServerModels.resolve(config(fake.baseUrl(), null)))
        .isInstanceOf(ModelLookupException.class)
        .hasMessage(
            "'server.model_name' is not set and GET "
                + fake.baseUrl()
                + "/v1/models listed no model; set server.model_name");
  }

  @Test
  void aRefusalSaysWhatTheServerAnswered() {
    fake.wireMock().stubFor(get(urlPathEqualTo("/v1/models")).willReturn(unauthorized()));

    assertThatThrownBy(() -> ServerModels.resolve(config(fake.baseUrl(), null)))
        .isInstanceOf(ModelLookupException.class)
        .hasMessageContaining("/v1/models answered HTTP 401");
  }

  @Test
  void noServerIsAClearError() throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    URI nobody = URI.create("http://127.0.0.1:" + closedPort);

    assertThatThrownBy(() -> ServerModels.resolve(config(nobody, null)))
        .isInstanceOf(ModelLookupException.class)
        .hasMessageStartingWith(
            "'server.model_name' is not set and GET "
                + nobody
                + "/v1/models failed: nothing accepts connections there (")
        .hasMessageEndingWith("); is the server up?");
  }
}
