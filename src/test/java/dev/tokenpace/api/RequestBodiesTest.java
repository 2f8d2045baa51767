package dev.tokenpace.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.config.RunConfig.ApiType;
import java.net.URI;
import org.junit.jupiter.api.Test;

class RequestBodiesTest {

  private final ObjectMapper mapper = new ObjectMapper();

  @Test
  void streamingChatBodyAsksForUsage() throws Exception {
    JsonNode body =
        mapper.readTree(new RequestBodies(ApiType.CHAT, "m", true, true).body("hi there", 16));
    assertThat(body.toString())
        .isEqualTo(
            "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"hi"
                + " there\"}],\"max_tokens\":16,"
                + "\"ignore_eos\":true,\"stream\":true,\"stream_options\":{\"include_usage\":true}}");
  }

  @Test
  void unaryCompletionBodyHasPromptAndNoStreamOptions() throws Exception {
    JsonNode body =
        mapper.readTree(new RequestBodies(ApiType.COMPLETION, "m", false, false).body("p", 8));
    assertThat(body.toString())
        .isEqualTo("{\"model\":\"m\",\"prompt\":\"p\",\"max_tokens\":8,\"stream\":false}");
  }

  @Test
  void endpointsAppendTheApiPathOnce() {
    RequestBodies chat = new RequestBodies(ApiType.CHAT, "m", false, true);
    assertThat(chat.endpoint(URI.create("http://127.0.0.1:8000")))
        .hasToString("http://127.0.0.1:8000/v1/chat/completions");
    assertThat(chat.endpoint(URI.create("http://127.0.0.1:8000/v1/")))
        .hasToString("http://127.0.0.1:8000/v1/chat/completions");
    RequestBodies completion = new RequestBodies(ApiType.COMPLETION, "m", false, true);
    assertThat(completion.endpoint(URI.create("http://h:1/")))
        .hasToString("http://h:1/v1/completions");
  }
}
