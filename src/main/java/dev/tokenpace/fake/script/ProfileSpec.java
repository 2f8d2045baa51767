package dev.tokenpace.fake.script;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.tokenpace.fake.model.Batching;
import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.model.Prefill;
import dev.tokenpace.fake.model.PrefixCache;
import dev.tokenpace.fake.model.ServerTiming;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of a {@link Profile}: a file, or a WireMock stub's {@code transformerParameters}.
 *
 * <pre>{"events": [{"after": 250, "content": "The"}, {"after": 400, "content": " quick"},
 *   {"finish": "stop"}, {"done": true}],
 *  "faults": {"closeAfter": 3}}</pre>
 *
 * {@code after} is in milliseconds (fractions allowed). One key names the event's kind. Bytes that
 * are not valid UTF-8 go in base64: {@code rawBase64} (a whole raw write) or {@code contentBase64}
 * (the bytes inside a content event's JSON string). Top level, {@code httpError} answers with a
 * whole non-2xx reply instead, {@code contentType} overrides {@code text/event-stream}, and {@code
 * headersWithFirstEvent} holds the headers back until the first event is written. {@code model}
 * names the model the fake lists at {@code GET /v1/models} when it serves this profile by default;
 * {@code anyModel} makes it answer every model name then, not only its own. {@code prefill}, {@code
 * prefixCache}, {@code batching} and {@code inFlight} (with {@code inFlightBetweenRows}) or {@code
 * inFlightLinear} give the server timing models ({@link ServerTiming}). {@code honoursMaxTokens}
 * stops each answer at its request's {@code max_tokens}, with finish reason "length".
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileSpec(
    List<EventSpec> events,
    FaultSpec faults,
    ReplySpec httpError,
    String contentType,
    Boolean headersWithFirstEvent,
    String model,
    Boolean anyModel,
    SampledSpec sampled,
    PrefillSpec prefill,
    PrefixCacheSpec prefixCache,
    BatchingSpec batching,
    List<InFlightRowSpec> inFlight,
    String inFlightBetweenRows,
    InFlightLinearSpec inFlightLinear,
    String inFlightFirstWord,
    Boolean honoursMaxTokens) {

  public ProfileSpec(List<EventSpec> events, FaultSpec faults) {
    this(
        events, faults, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null);
  }

  /**
   * {@code {"streams": 4, "firstTokenMs": 200, "gapMs": 50}}: one row of the in-flight table, from
   * 4 streams in flight on.
   */
  public record InFlightRowSpec(Integer streams, Double firstTokenMs, Double gapMs) {

    InFlightTiming.Row toRow() {
      if (streams == null || firstTokenMs == null || gapMs == null) {
        throw new IllegalArgumentException(
            "an inFlight row needs streams, firstTokenMs and gapMs: " + this);
      }
      return InFlightTiming.Row.of(streams, millis(firstTokenMs), millis(gapMs));
    }
  }

  /**
   * {@code {"firstTokenMs": 100, "firstTokenMsPerOtherStream": 20, "gapMs": 10,
   * "gapMsPerOtherStream": 1}}: a pace linear in the streams in flight. A part without its base is
   * the script's own; a growth left out is 0.
   */
  public record InFlightLinearSpec(
      Double firstTokenMs,
      Double firstTokenMsPerOtherStream,
      Double gapMs,
      Double gapMsPerOtherStream) {

    InFlightTiming toTiming() {
      return InFlightTiming.linear(
          orNull(firstTokenMs),
          orNull(firstTokenMsPerOtherStream),
          orNull(gapMs),
          orNull(gapMsPerOtherStream));
    }

    private static Duration orNull(Double ms) {
      return ms == null ? null : millis(ms);
    }
  }

  /** {@code {"msPer1000Tokens": 40}}: prefill time per 1,000 uncached prompt tokens. */
  public record PrefillSpec(double msPer1000Tokens) {}

  /**
   * {@code {"blockTokens": 16}}: the prefix cache's block (vLLM's default 16); {@code maxBlocks}
   * bounds it (100,000 by default).
   */
  public record PrefixCacheSpec(Integer blockTokens, Integer maxBlocks) {}

  /** {@code {"windowMs": 50, "maxRequests": 8}}: batches, one at a time. */
  public record BatchingSpec(Double windowMs, Integer maxRequests) {}

  /** The timing models these keys give the server. */
  private ServerTiming timing() {
    ServerTiming timing = ServerTiming.NONE;
    if (prefill != null) {
      timing = timing.withPrefill(Prefill.per1000Tokens(millis(prefill.msPer1000Tokens())));
    }
    if (prefixCache != null) {
      timing =
          timing.withCache(
              new PrefixCache(
                  prefixCache.blockTokens() == null ? 16 : prefixCache.blockTokens(),
                  prefixCache.maxBlocks() == null
                      ? PrefixCache.DEFAULT_MAX_BLOCKS
                      : prefixCache.maxBlocks()));
    }
    if (batching != null) {
      timing =
          timing.withBatching(
              new Batching(
                  millis(batching.windowMs() == null ? 0 : batching.windowMs()),
                  batching.maxRequests() == null ? Integer.MAX_VALUE : batching.maxRequests()));
    }
    if (inFlight != null && inFlightLinear != null) {
      throw new IllegalArgumentException(
          "\"inFlight\" (a table) and \"inFlightLinear\" are two paces: give one");
    }
    if (inFlight == null && inFlightBetweenRows != null) {
      throw new IllegalArgumentException("\"inFlightBetweenRows\" goes with an \"inFlight\" table");
    }
    if (inFlight != null) {
      timing =
          timing.withInFlight(
              new InFlightTiming(
                  inFlight.stream().map(InFlightRowSpec::toRow).toList(), betweenRows()));
    }
    if (inFlightLinear != null) {
      timing = timing.withInFlight(inFlightLinear.toTiming());
    }
    if (inFlightFirstWord != null) {
      if (timing.inFlight() == null) {
        throw new IllegalArgumentException(
            "\"inFlightFirstWord\" goes with an \"inFlight\" table or \"inFlightLinear\"");
      }
      timing = timing.withInFlight(timing.inFlight().firstWord(firstWord()));
    }
    return timing;
  }

  /** {@code "on-arrival"} (the default) or {@code "at-each-moment"}. */
  private InFlightTiming.FirstWord firstWord() {
    return switch (inFlightFirstWord) {
      case "on-arrival" -> InFlightTiming.FirstWord.ON_ARRIVAL;
      case "at-each-moment" -> InFlightTiming.FirstWord.AT_EACH_MOMENT;
      default ->
          throw new IllegalArgumentException(
              "\"inFlightFirstWord\" is \"on-arrival\" or \"at-each-moment\", not \""
                  + inFlightFirstWord
                  + "\"");
    };
  }

  /** {@code "stepped"} (the default) or {@code "interpolated"}. */
  private InFlightTiming.Between betweenRows() {
    if (inFlightBetweenRows == null) {
      return InFlightTiming.Between.STEPPED;
    }
    return switch (inFlightBetweenRows) {
      case "stepped" -> InFlightTiming.Between.STEPPED;
      case "interpolated" -> InFlightTiming.Between.INTERPOLATED;
      default ->
          throw new IllegalArgumentException(
              "\"inFlightBetweenRows\" is \"stepped\" or \"interpolated\", not \""
                  + inFlightBetweenRows
                  + "\"");
    };
  }

  /**
   * A profile drawn per request ({@link ProfileSampler}): {@code {"seed": 7, "ttftMs": {"mean":
   * 200, "std": 40}, "itlMs": {"mean": 25, "std": 5}, "outputTokens": {"values": [50, 100, 200]},
   * "promptTokens": 10}}. Stands instead of {@code events}.
   */
  public record SampledSpec(
      Long seed, DrawSpec ttftMs, DrawSpec itlMs, DrawSpec outputTokens, Integer promptTokens) {

    ProfileSampler toSampler() {
      if (ttftMs == null || itlMs == null || outputTokens == null) {
        throw new IllegalArgumentException(
            "\"sampled\" needs \"ttftMs\", \"itlMs\" and \"outputTokens\"");
      }
      return new ProfileSampler(
          seed == null ? 0 : seed,
          ttftMs.toDraw(),
          itlMs.toDraw(),
          outputTokens.toDraw(),
          promptTokens == null ? 0 : promptTokens);
    }
  }

  /** {@code {"mean": m, "std": s}} (std 0 if absent) or {@code {"values": [..]}}. */
  public record DrawSpec(Double mean, Double std, List<Double> values) {

    Draw toDraw() {
      if (values != null && !values.isEmpty()) {
        return new Draw(0, 0, values);
      }
      if (mean == null) {
        throw new IllegalArgumentException("a draw needs \"mean\" (and \"std\") or \"values\"");
      }
      return Draw.normal(mean, std == null ? 0 : std);
    }
  }

  /**
   * A key the vocabulary does not know is an error: a typo must not silently drop an event or a
   * fault.
   */
  private static final ObjectMapper JSON =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

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
      String rawBase64,
      String contentBase64,
      Boolean done,
      Boolean sameWrite,
      SplitSpec split) {}

  public record UsageSpec(int prompt, int completion) {}

  /**
   * A whole non-2xx reply: {@code {"status": 503, "json": "overloaded"}} (an OpenAI error object),
   * {@code {"status": 502, "html": "Bad Gateway"}} (an error page) or any {@code contentType} +
   * {@code body}.
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record ReplySpec(int status, String json, String html, String contentType, String body) {

    HttpReply toReply() {
      if (json != null) {
        return HttpReply.json(status, json);
      }
      if (html != null) {
        return HttpReply.html(status, html);
      }
      return new HttpReply(
          status,
          contentType == null ? "text/plain" : contentType,
          (body == null ? "" : body).getBytes(StandardCharsets.UTF_8));
    }
  }

  public record SplitSpec(int atByte, double pauseMs) {}

  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record FaultSpec(
      Integer closeAfter, Integer resetAfter, Integer stallAfter, Double stallMs) {}

  /**
   * @throws IllegalArgumentException naming the first unknown key
   */
  static ProfileSpec read(Path file) throws IOException {
    try {
      return JSON.readValue(file.toFile(), ProfileSpec.class);
    } catch (UnrecognizedPropertyException e) {
      throw UnknownProfileKey.of(e);
    }
  }

  /**
   * @throws IllegalArgumentException for JSON that is no profile, naming the first unknown key if
   *     that is why
   */
  static ProfileSpec parse(String json) {
    try {
      return JSON.readValue(json.getBytes(StandardCharsets.UTF_8), ProfileSpec.class);
    } catch (UnrecognizedPropertyException e) {
      throw UnknownProfileKey.of(e);
    } catch (IOException e) {
      throw new IllegalArgumentException("not a profile: " + e.getMessage(), e);
    }
  }

  /**
   * @throws IllegalArgumentException naming the first unknown key
   */
  static ProfileSpec from(Map<String, Object> parameters) {
    try {
      return JSON.convertValue(parameters, ProfileSpec.class);
    } catch (IllegalArgumentException e) {
      if (e.getCause() instanceof UnrecognizedPropertyException unknown) {
        throw UnknownProfileKey.of(unknown);
      }
      throw e;
    }
  }

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public Profile toProfile() {
    if (sampled != null) {
      if (events != null || httpError != null) {
        throw new IllegalArgumentException(
            "\"sampled\" stands instead of \"events\" and \"httpError\"");
      }
      if (Boolean.TRUE.equals(honoursMaxTokens)) {
        throw new IllegalArgumentException(
            "\"honoursMaxTokens\" applies to scripted \"events\"; a \"sampled\" profile's"
                + " output length is its own distribution");
      }
      Profile drawn = Profile.sampled(sampled.toSampler(), model, timing());
      return Boolean.TRUE.equals(anyModel) ? drawn.answeringAnyModel() : drawn;
    }
    if ((events == null || events.isEmpty()) && httpError == null) {
      throw new IllegalArgumentException("a profile needs \"events\" (or \"httpError\")");
    }
    Profile.Builder builder = Profile.builder();
    if (httpError != null) {
      builder.httpReply(httpError.toReply());
    }
    if (contentType != null) {
      builder.contentType(contentType);
    }
    if (Boolean.TRUE.equals(headersWithFirstEvent)) {
      builder.headersWithFirstEvent();
    }
    if (model != null) {
      builder.model(model);
    }
    if (Boolean.TRUE.equals(anyModel)) {
      builder.anyModel();
    }
    if (Boolean.TRUE.equals(honoursMaxTokens)) {
      builder.honoursMaxTokens();
    }
    for (EventSpec event : events == null ? List.<EventSpec>of() : events) {
      addTo(builder, event);
    }
    if (faults != null) {
      addFaults(builder, faults);
    }
    return builder.timing(timing()).build();
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
    } else if (e.rawBase64() != null) {
      builder.raw(Base64.getDecoder().decode(e.rawBase64()));
    } else if (e.contentBase64() != null) {
      builder.contentBytes(Base64.getDecoder().decode(e.contentBase64()));
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
