package dev.tokenpace.fake;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of a {@link Profile}: a file, or a WireMock stub's {@code transformerParameters}.
 *
 * <pre>{"events": [{"after": 250, "content": "The"}, {"after": 400, "content": " quick"},
 *   {"finish": "stop"}, {"done": true}],
 *  "faults": {"closeAfter": 3}}</pre>
 *
 * {@code after} is in milliseconds (fractions allowed). One key names the event's kind.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileSpec(List<EventSpec> events, FaultSpec faults) {

  private static final ObjectMapper JSON =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record EventSpec(
      Double after,
      String content,
      String reasoning,
      Boolean role,
      UsageSpec usage,
      String finish,
      String comment,
      String error,
      Boolean malformedJson,
      String raw,
      Boolean done,
      Boolean sameWrite,
      SplitSpec split) {}

  public record UsageSpec(int prompt, int completion) {}

  public record SplitSpec(int atByte, double pauseMs) {}

  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record FaultSpec(Integer closeAfter, Integer resetAfter, Integer stallAfter, Double stallMs) {}

  static ProfileSpec read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), ProfileSpec.class);
  }

  static ProfileSpec parse(String json) {
    try {
      return JSON.readValue(json.getBytes(StandardCharsets.UTF_8), ProfileSpec.class);
    } catch (IOException e) {
      throw new IllegalArgumentException("not a profile: " + e.getMessage(), e);
    }
  }

  static ProfileSpec from(Map<String, Object> parameters) {
    return JSON.convertValue(parameters, ProfileSpec.class);
  }

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public Profile toProfile() {
    if (events == null || events.isEmpty()) {
      throw new IllegalArgumentException("a profile needs \"events\"");
    }
    Profile.Builder builder = Profile.builder();
    for (EventSpec event : events) {
      addTo(builder, event);
    }
    if (faults != null) {
      addFaults(builder, faults);
    }
    return builder.build();
  }

  private static void addTo(Profile.Builder builder, EventSpec e) {
    if (Boolean.TRUE.equals(e.sameWrite())) {
      builder.sameWrite();
    } else if (e.after() != null) {
      builder.after(millis(e.after()));
    }
    addKind(builder, e);
    if (e.split() != null) {
      builder.splitLast(e.split().atByte(), millis(e.split().pauseMs()));
    }
  }

  private static void addKind(Profile.Builder builder, EventSpec e) {
    if (e.content() != null) {
      builder.content(e.content());
    } else if (e.reasoning() != null) {
      builder.reasoning(e.reasoning());
    } else if (Boolean.TRUE.equals(e.role())) {
      builder.role();
    } else if (e.usage() != null) {
      builder.usage(e.usage().prompt(), e.usage().completion());
    } else if (e.finish() != null) {
      builder.finish(e.finish());
    } else if (e.comment() != null) {
      builder.comment(e.comment());
    } else if (e.error() != null) {
      builder.error(e.error());
    } else if (Boolean.TRUE.equals(e.malformedJson())) {
      builder.malformedJson();
    } else if (e.raw() != null) {
      builder.raw(e.raw().getBytes(StandardCharsets.UTF_8));
    } else if (Boolean.TRUE.equals(e.done())) {
      builder.done();
    } else {
      throw new IllegalArgumentException("an event names no kind: " + e);
    }
  }

  private static void addFaults(Profile.Builder builder, FaultSpec f) {
    if (f.closeAfter() != null) {
      builder.closeAfter(f.closeAfter());
    }
    if (f.resetAfter() != null) {
      builder.resetAfter(f.resetAfter());
    }
    if (f.stallAfter() != null) {
      builder.stallAfter(f.stallAfter(), millis(f.stallMs() == null ? 0 : f.stallMs()));
    }
  }

  private static Duration millis(double ms) {
    return Duration.ofNanos(Math.round(ms * 1_000_000));
  }
}
