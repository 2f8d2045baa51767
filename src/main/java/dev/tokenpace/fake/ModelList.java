package dev.tokenpace.fake;

import dev.tokenpace.fake.script.EventRenderer;
import java.util.List;

/** The body of {@code GET /v1/models} in OpenAI's list shape. */
final class ModelList {

  static final String OWNER = "tokenpace-fake";

  private ModelList() {}

  /**
   * @param createdSeconds the epoch second each model says it was created (OpenAI requires one)
   */
  static String json(List<String> models, long createdSeconds) {
    StringBuilder out = new StringBuilder("{\"object\":\"list\",\"data\":[");
    for (int i = 0; i < models.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append("{\"id\":")
          .append(EventRenderer.quote(models.get(i)))
          .append(",\"object\":\"model\",\"created\":")
          .append(createdSeconds)
          .append(",\"owned_by\":\"")
          .append(OWNER)
          .append("\"}");
    }
    return out.append("]}").toString();
  }
}
