package dev.tokenpace.fake;

import dev.tokenpace.fake.script.ApiShape;
import dev.tokenpace.fake.script.EventRenderer;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.script.ScriptedEvent;
import java.nio.charset.StandardCharsets;

/** The one JSON body a stream:false request gets: the profile's text, finish reason and usage. */
final class UnaryBody {

  private UnaryBody() {}

  static byte[] render(
      Profile profile, ApiShape shape, String model, String responseId, long createdSeconds) {
    StringBuilder content = new StringBuilder();
    StringBuilder reasoning = new StringBuilder();
    String finish = "stop";
    int contentEvents = 0;
    String usage = null;
    for (ScriptedEvent event : profile.events()) {
      switch (event.kind()) {
        case CONTENT -> {
          content.append(event.text());
          contentEvents++;
        }
        case REASONING -> reasoning.append(event.text());
        case FINISH -> finish = event.text();
        case USAGE ->
            usage =
                EventRenderer.usage(
                    event.promptTokens(), event.completionTokens(), event.cachedTokens());
        default -> {}
      }
    }
    String choice =
        shape == ApiShape.CHAT
            ? "\"message\":{\"role\":\"assistant\",\"content\":"
                + EventRenderer.quote(content.toString())
                + (reasoning.length() > 0
                    ? ",\"reasoning_content\":" + EventRenderer.quote(reasoning.toString())
                    : "")
                + "}"
            : "\"text\":" + EventRenderer.quote(content.toString());
    String json =
        "{\"id\":"
            + EventRenderer.quote(shape.idPrefix() + responseId)
            + ",\"object\":\""
            + shape.unaryObject()
            + "\",\"created\":"
            + createdSeconds
            + ",\"model\":"
            + EventRenderer.quote(model)
            + ",\"choices\":[{\"index\":0,"
            + choice
            + ",\"finish_reason\":"
            + EventRenderer.quote(finish)
            + "}],"
            + (usage != null ? usage : EventRenderer.usage(0, contentEvents))
            + "}";
    return json.getBytes(StandardCharsets.UTF_8);
  }
}
