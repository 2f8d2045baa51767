package dev.tokenpace.fake.script;

import dev.tokenpace.fake.model.Batching;
import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.model.Prefill;
import dev.tokenpace.fake.model.PrefixCache;
import dev.tokenpace.fake.model.PromptWords;
import dev.tokenpace.fake.model.ServerTiming;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;

/**
 * A scripted response: events in order, each sent at an absolute deadline from the request's
 * receipt (the sum of the gaps before it), never by accumulated sleeps.
 *
 * <p>Timing calls ({@link Builder#after}, {@link Builder#gaps}) apply to the events added next. The
 * one exception: the words of {@link #words} wait for timing, so {@code Profile.words("a b
 * c").after(ms(250)).gaps(ms(400), ms(100))} times the words; words never timed get a zero gap.
 */
public final class Profile {

  private final List<ScriptedEvent> events;
  private final List<FaultPlan> faults;
  private final HttpReply httpReply;
  private final String contentType;
  private final boolean headersWithFirstEvent;
  private final long replyDelayNanos;
  private final String model;
  private final ProfileSampler sampler;

  /** The server's timing models (prefill, prefix cache, batching), shared by every copy. */
  private final ServerTiming timing;

  /** Served by default, it answers any model name, not only its own. */
  private final boolean anyModel;

  /** Every chunk with choices also carries the usage so far (vLLM's continuous usage stats). */
  private final boolean usageInEveryChunk;

  /**
   * It stops an answer at the request's {@code max_tokens} (or {@code max_completion_tokens}), as
   * real servers do, with {@code finish_reason} "length"; without this it sends every scripted word
   * whatever the request asks, as a server that ignores the limit.
   */
  private final boolean honoursMaxTokens;

  /** This profile as a request that asked for no usage, or for it in every chunk, gets it. */
  private volatile Profile withoutUsage;

  private volatile Profile withUsageInEveryChunk;

  /** This profile as a request that asked for usage gets it: with a counted usage chunk, if any. */
  private volatile Profile withUsage;

  /**
   * Its usage chunk is the fake's own count ({@link CountedUsage}), not scripted: it reports the
   * prompt as the fake counts it even when no timing model read it.
   */
  private final boolean countedUsage;

  /**
   * This profile as answers whose usage reports a prompt's tokens get it, by the prompt's counted
   * and cached tokens: requests alike share one rendering (a benchmark's prompts come in few
   * lengths) rather than each rendering its own. Past this many, each request makes its own.
   */
  private static final int PROMPT_USAGES_KEPT = 64;

  private final Map<Long, Profile> byPromptUsage = new ConcurrentHashMap<>();

  /** Requests a sampled profile has served: the n of its n-th draw. */
  private final AtomicLong served = new AtomicLong();

  /**
   * Each API's rendering of the events, made when first asked for. Two requests may both make it;
   * either result is the same, and its final fields publish it whole.
   */
  private final RenderedEvents[] renderedByShape = new RenderedEvents[ApiShape.values().length];

  private Profile(Builder builder) {
    this.model = builder.model;
    this.sampler = builder.sampler;
    this.timing = builder.timing;
    this.replyDelayNanos = builder.replyDelayNanos;
    this.events = List.copyOf(builder.events);
    this.faults = List.copyOf(builder.faults);
    this.httpReply = builder.httpReply;
    this.contentType = builder.contentType;
    this.headersWithFirstEvent = builder.headersWithFirstEvent;
    this.anyModel = builder.anyModel;
    this.honoursMaxTokens = builder.honoursMaxTokens;
    this.usageInEveryChunk = false;
    this.countedUsage = false;
  }

  private Profile(
      Profile source,
      List<ScriptedEvent> events,
      List<FaultPlan> faults,
      boolean anyModel,
      boolean usageInEveryChunk) {
    this(source, events, faults, anyModel, usageInEveryChunk, source.countedUsage);
  }

  private Profile(
      Profile source,
      List<ScriptedEvent> events,
      List<FaultPlan> faults,
      boolean anyModel,
      boolean usageInEveryChunk,
      boolean countedUsage) {
    this.model = source.model;
    this.sampler = source.sampler;
    this.timing = source.timing;
    this.replyDelayNanos = source.replyDelayNanos;
    this.events = List.copyOf(events);
    this.faults = List.copyOf(faults);
    this.httpReply = source.httpReply;
    this.contentType = source.contentType;
    this.headersWithFirstEvent = source.headersWithFirstEvent;
    this.anyModel = anyModel;
    this.honoursMaxTokens = source.honoursMaxTokens;
    this.usageInEveryChunk = usageInEveryChunk;
    this.countedUsage = countedUsage;
  }

  /** {@code source} served by a server with these timing models. */
  private Profile(Profile source, ServerTiming timing) {
    this.model = source.model;
    this.sampler = source.sampler;
    this.timing = timing;
    this.replyDelayNanos = source.replyDelayNanos;
    this.events = source.events;
    this.faults = source.faults;
    this.httpReply = source.httpReply;
    this.contentType = source.contentType;
    this.headersWithFirstEvent = source.headersWithFirstEvent;
    this.anyModel = source.anyModel;
    this.honoursMaxTokens = source.honoursMaxTokens;
    this.usageInEveryChunk = source.usageInEveryChunk;
    this.countedUsage = source.countedUsage;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * This answer as a request asking for at most {@code maxTokens} gets it: when the profile honours
   * the limit and its words run past it, the words up to it (a chunk cut inside its words), the
   * finish reason "length", and what followed the words (usage, {@code [DONE]}) right after the
   * last one; the faults of the words cut off go with them. Otherwise this profile.
   */
  Profile cutAt(java.util.OptionalInt maxTokens) {
    if (!honoursMaxTokens || maxTokens.isEmpty() || httpReply != null) {
      return this;
    }
    MaxTokensCut cut = MaxTokensCut.of(events, maxTokens.getAsInt());
    if (cut == null) {
      return this;
    }
    List<FaultPlan> kept =
        faults.stream().filter(f -> f.afterEvents() <= cut.wordsEndAt()).toList();
    return new Profile(this, cut.events(), kept, anyModel, usageInEveryChunk);
  }

  /** A JSON error object with this status instead of a stream (e.g. 429 "rate limited"). */
  public static Builder jsonError(int status, String message) {
    return builder().httpReply(HttpReply.json(status, message));
  }

  /** An HTML error page with this status instead of a stream, as a proxy sends it. */
  public static Builder htmlError(int status, String title) {
    return builder().httpReply(HttpReply.html(status, title));
  }

  /** One event per whitespace-separated word (each but the first keeps its leading space). */
  public static Builder words(String text) {
    Builder builder = new Builder();
    String[] words = text.trim().split("\\s+");
    for (int i = 0; i < words.length; i++) {
      builder.addAwaitingTiming(
          ScriptedEvent.of(ChunkKind.CONTENT, i == 0 ? words[i] : " " + words[i]));
    }
    return builder;
  }

  /**
   * A profile drawn afresh for each request from {@code sampler}; {@code model}, if not {@code
   * null}, is listed at {@code GET /v1/models}.
   */
  public static Profile sampled(ProfileSampler sampler, String model) {
    return sampled(sampler, model, ServerTiming.NONE);
  }

  /** A sampled profile whose server has these timing models. */
  static Profile sampled(ProfileSampler sampler, String model, ServerTiming timing) {
    Builder builder = new Builder();
    builder.sampler = sampler;
    builder.timing = timing;
    if (model != null) {
      builder.model(model);
    }
    return new Profile(builder);
  }

  /**
   * What the next request gets: this profile, or for a sampled one a fresh draw (each call counts
   * as one request served).
   */
  public Profile forNextRequest() {
    if (sampler == null) {
      return this;
    }
    // each draw is a new script; the server (its cache, its batches) stays the same
    Profile drawn = sampler.draw(served.getAndIncrement(), model);
    return timing.none() ? drawn : new Profile(drawn, timing);
  }

  /**
   * This profile, answering any model name when served by default ({@code tokenpace fake
   * --any-model}).
   */
  public Profile answeringAnyModel() {
    return new Profile(this, events, faults, true, usageInEveryChunk);
  }

  /**
   * Whether, served by default, this profile answers a request for {@code requested}: its own
   * model, any name when it has none or answers any, and a request that names no model (vLLM then
   * answers with the model it serves).
   */
  public boolean answers(String requested) {
    return anyModel || model == null || requested.isEmpty() || model.equals(requested);
  }

  /**
   * What a streamed answer plays when its request asked for this much usage: without the usage
   * events when it asked for none; when it asked, with its usage chunk (the fake's own count when
   * the profile scripts none, see {@link CountedUsage}), and the usage so far in every chunk when
   * it asked for continuous usage stats. Made once a profile.
   */
  Profile forUsage(UsageReport report) {
    return switch (report) {
      case AT_THE_END -> {
        Profile made = withUsage;
        if (made == null) {
          made = withCountedUsage();
          withUsage = made;
        }
        yield made;
      }
      case NONE -> {
        Profile made = withoutUsage;
        if (made == null) {
          made = withoutUsageEvents();
          withoutUsage = made;
        }
        yield made;
      }
      case EVERY_CHUNK -> {
        Profile made = withUsageInEveryChunk;
        if (made == null) {
          Profile asked = forUsage(UsageReport.AT_THE_END);
          made = new Profile(asked, asked.events, asked.faults, anyModel, true);
          withUsageInEveryChunk = made;
        }
        yield made;
      }
    };
  }

  private Profile withCountedUsage() {
    CountedUsage counted = CountedUsage.of(events, faults);
    return counted == null
        ? this
        : new Profile(this, counted.events(), counted.faults(), anyModel, usageInEveryChunk, true);
  }

  /**
   * The usage events left out; every other event keeps its deadline (a left-out event's gap goes to
   * the event after it, and an event that shared its write starts its own) and every fault stays
   * after the same events it followed.
   */
  private Profile withoutUsageEvents() {
    if (events.stream().noneMatch(e -> e.kind() == ChunkKind.USAGE)) {
      return this;
    }
    List<ScriptedEvent> kept = new ArrayList<>();
    int[] keptBefore = new int[events.size() + 1];
    long carriedGap = 0;
    boolean carried = false;
    for (int i = 0; i < events.size(); i++) {
      keptBefore[i] = kept.size();
      ScriptedEvent event = events.get(i);
      if (event.kind() == ChunkKind.USAGE) {
        if (!event.sameWrite()) {
          carriedGap += event.gapNanos();
          carried = true;
        }
      } else if (carried) {
        kept.add(
            event.sameWrite()
                ? event.startingWrite(carriedGap)
                : event.withGap(event.gapNanos() + carriedGap));
        carriedGap = 0;
        carried = false;
      } else {
        kept.add(event);
      }
    }
    keptBefore[events.size()] = kept.size();
    List<FaultPlan> moved = new ArrayList<>();
    for (FaultPlan fault : faults) {
      moved.add(
          new FaultPlan(
              fault.type(),
              keptBefore[Math.min(fault.afterEvents(), events.size())],
              fault.stallNanos()));
    }
    return new Profile(this, kept, moved, anyModel, usageInEveryChunk);
  }

  /**
   * This answer, served by the server whose timing models {@code server} are: one request's own
   * script (a cold start, a table's row) still reads its prompt, finds its cache and counts in its
   * batch as every other request of that server does.
   */
  public Profile servedBy(ServerTiming server) {
    return server == timing ? this : new Profile(this, server);
  }

  /** The server's timing models; every request this profile serves goes through the same ones. */
  public ServerTiming timing() {
    return timing;
  }

  /**
   * This profile's answer to one request whose prompt a timing model read, or whose usage is the
   * fake's own count: its usage reports the prompt's tokens as counted and, with a prefix cache,
   * how many were cached. Rendered once for each prompt count (see {@link #PROMPT_USAGES_KEPT}).
   *
   * @param countPrompt the prompt's tokens as the fake counts them, asked only when its counted
   *     usage needs them and no timing model read the prompt
   */
  Profile withPromptUsage(ServerWork work, IntSupplier countPrompt) {
    if (!(work.readPrompt() || countedUsage)
        || events.stream().noneMatch(e -> e.kind() == ChunkKind.USAGE)) {
      return this;
    }
    int promptTokens = work.readPrompt() ? work.promptTokens() : countPrompt.getAsInt();
    long key = ((long) promptTokens << 32) | (work.cachedTokens() & 0xffffffffL);
    Profile kept = byPromptUsage.get(key);
    if (kept != null) {
      return kept;
    }
    List<ScriptedEvent> reported =
        events.stream()
            .map(
                e ->
                    e.kind() == ChunkKind.USAGE
                        ? e.withPrompt(promptTokens, work.cachedTokens())
                        : e)
            .toList();
    Profile made = new Profile(this, reported, faults, anyModel, usageInEveryChunk);
    if (byPromptUsage.size() < PROMPT_USAGES_KEPT) {
      byPromptUsage.putIfAbsent(key, made);
    }
    return made;
  }

  /**
   * This profile paced by an in-flight row: its first word {@code row.firstTokenNanos()} after the
   * script's start, each later word {@code row.gapNanos()} after the one before, each unless the
   * row leaves that part to the script; other events (a role, empty chunks, usage, the end) keep
   * their own waits, and a stall still adds on top. Itself for {@code null}.
   */
  Profile pacedBy(InFlightTiming.Row row) {
    if (row == null) {
      return this;
    }
    List<ScriptedEvent> paced = new ArrayList<>(events.size());
    long sinceStart = 0;
    boolean wordSeen = false;
    for (ScriptedEvent event : events) {
      boolean word = timedWord(event);
      ScriptedEvent kept = event;
      if (word) {
        if (!wordSeen && row.pacesFirstToken()) {
          kept = event.withGap(Math.max(0, row.firstTokenNanos() - sinceStart));
        } else if (wordSeen && row.pacesGaps()) {
          kept = event.withGap(row.gapNanos());
        }
        wordSeen = true;
      }
      sinceStart += kept.gapNanos();
      paced.add(kept);
    }
    return new Profile(this, paced, faults, anyModel, usageInEveryChunk);
  }

  /**
   * What a pace by the streams in flight needs of this script: each event's own wait, the stalls
   * before them, which events are the words it times (as {@link #pacedBy} paces them), and how long
   * the script runs after its last event.
   */
  public InFlightTiming.Waits waits() {
    int count =
        faults.stream()
            .filter(FaultPlan::endsConnection)
            .mapToInt(FaultPlan::afterEvents)
            .min()
            .orElse(events.size());
    count = Math.min(count, events.size());
    boolean cut = count < events.size();
    long[] own = new long[count];
    long[] stalls = new long[count];
    boolean[] words = new boolean[count];
    for (int i = 0; i < count; i++) {
      ScriptedEvent event = events.get(i);
      own[i] = event.gapNanos();
      stalls[i] = stallBefore(i);
      words[i] = timedWord(event);
    }
    long[] offsets = offsetsNanos();
    long tail = cut ? 0 : totalDelayNanos(offsets) - (count == 0 ? 0 : offsets[count - 1]);
    return new InFlightTiming.Waits(own, stalls, words, Math.max(0, tail));
  }

  private static boolean timedWord(ScriptedEvent event) {
    return (event.kind() == ChunkKind.CONTENT || event.kind() == ChunkKind.REASONING)
        && event.text() != null
        && !event.text().isEmpty()
        && !event.sameWrite();
  }

  /** Reads the JSON vocabulary of {@link ProfileSpec} from a file. */
  public static Profile fromJson(Path file) {
    try {
      return ProfileSpec.read(file).toProfile();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read profile " + file, e);
    }
  }

  /** Reads the JSON vocabulary of {@link ProfileSpec}. */
  public static Profile fromJson(String json) {
    return ProfileSpec.parse(json).toProfile();
  }

  /** Reads a WireMock stub's {@code transformerParameters}. */
  public static Profile fromParameters(Map<String, Object> parameters) {
    return ProfileSpec.from(parameters).toProfile();
  }

  public List<ScriptedEvent> events() {
    return events;
  }

  public List<FaultPlan> faults() {
    return faults;
  }

  /** The whole non-2xx reply sent instead of events, or {@code null}. */
  public HttpReply httpReply() {
    return httpReply;
  }

  /** The Content-Type of a streamed response: {@code text/event-stream} unless overridden. */
  public String streamContentType() {
    return contentType != null ? contentType : "text/event-stream";
  }

  /**
   * Whether the status line and headers wait for the first event's write instead of leaving at
   * once.
   */
  public boolean headersWithFirstEvent() {
    return headersWithFirstEvent;
  }

  /**
   * The model this profile answers as, listed at {@code GET /v1/models} when it is served by
   * default; none unless named.
   */
  public Optional<String> model() {
    return Optional.ofNullable(model);
  }

  /** When the last byte is due, from receipt: what a unary response waits before its body. */
  public Duration totalDelay() {
    return Duration.ofNanos(totalDelayNanos(offsetsNanos()));
  }

  /**
   * The last event's deadline, split pauses counted, given every event's ({@link #offsetsNanos}).
   */
  private long totalDelayNanos(long[] offsets) {
    long last = replyDelayNanos;
    for (int i = 0; i < events.size(); i++) {
      last = Math.max(last, offsets[i] + events.get(i).splitPauseNanos());
    }
    return last;
  }

  /**
   * Each event's deadline from the request's receipt: the sum of the gaps before it, plus every
   * stall scripted before it. A split's pause does not move later events (their deadlines stay
   * absolute; a later event never overtakes the split's second part, though).
   */
  public long[] offsetsNanos() {
    long[] offsets = new long[events.size()];
    long sum = 0;
    for (int i = 0; i < offsets.length; i++) {
      sum += events.get(i).gapNanos() + stallBefore(i);
      offsets[i] = sum;
    }
    return offsets;
  }

  /** The events as this API renders them, less each answer's lead. */
  RenderedEvents rendered(ApiShape shape) {
    RenderedEvents rendered = renderedByShape[shape.ordinal()];
    if (rendered == null) {
      rendered = RenderedEvents.of(events, shape, usageInEveryChunk);
      renderedByShape[shape.ordinal()] = rendered;
    }
    return rendered;
  }

  private long stallBefore(int eventIndex) {
    long stall = 0;
    for (FaultPlan fault : faults) {
      if (fault.type() == FaultKind.STALL && fault.afterEvents() == eventIndex) {
        stall += fault.stallNanos();
      }
    }
    return stall;
  }

  @Override
  public String toString() {
    return "Profile" + events.stream().map(e -> e.kind().wireName()).toList() + " faults=" + faults;
  }

  public static final class Builder {
    private final List<ScriptedEvent> events = new ArrayList<>();
    private final List<Boolean> timed = new ArrayList<>();
    private final Deque<Long> queuedGaps = new ArrayDeque<>();
    private final List<FaultPlan> faults = new ArrayList<>();
    private boolean nextInSameWrite;
    private HttpReply httpReply;
    private String contentType;
    private boolean headersWithFirstEvent;
    private long replyDelayNanos;
    private String model;
    private ProfileSampler sampler;
    private boolean anyModel;
    private boolean honoursMaxTokens;
    private ServerTiming timing = ServerTiming.NONE;

    private Builder() {}

    /**
     * The server reads the prompt before its first token: every 1,000 prompt tokens it has not
     * cached (one a word, see {@link PromptWords}) delay the whole answer by {@code per1000Tokens};
     * the script's own first wait stays the fixed part.
     */
    public Builder prefill(Duration per1000Tokens) {
      timing = timing.withPrefill(Prefill.per1000Tokens(per1000Tokens));
      return this;
    }

    /**
     * The server caches prompts' leading blocks of {@code blockTokens} tokens: a prompt that starts
     * as an earlier one did has those tokens cached (no prefill for them) and its usage reports
     * them as {@code prompt_tokens_details.cached_tokens}.
     */
    public Builder prefixCache(int blockTokens) {
      timing = timing.withCache(new PrefixCache(blockTokens, PrefixCache.DEFAULT_MAX_BLOCKS));
      return this;
    }

    /**
     * The server runs requests in batches, one batch at a time: a batch starts {@code window} after
     * the request that opened it (or when the batch before ends), with at most {@code maxRequests}
     * requests, all starting together.
     */
    public Builder batching(Duration window, int maxRequests) {
      timing = timing.withBatching(new Batching(window, maxRequests));
      return this;
    }

    /**
     * The server's pace depends on the streams in flight (continuous batching): each request takes
     * the row with the greatest {@code streams} not above the streams in flight when it could
     * start, itself counted; its first wait and gaps between words are the row's.
     */
    public Builder inFlightTiming(List<InFlightTiming.Row> rows) {
      return inFlightTiming(new InFlightTiming(rows));
    }

    /**
     * The server's pace depends on the streams in flight, in any of its shapes: a table stepped or
     * interpolated, or linear ({@link InFlightTiming#linear}). The profile's server counts its own
     * streams, whoever else holds {@code pace}.
     */
    public Builder inFlightTiming(InFlightTiming pace) {
      timing = timing.withInFlight(pace.unstarted());
      return this;
    }

    /**
     * Served by default, the profile answers every model name, not only its own (without this a
     * named profile answers others with 404 {@code model_not_found}, as a real server does).
     */
    public Builder anyModel() {
      this.anyModel = true;
      return this;
    }

    /** The server stops each answer at the request's {@code max_tokens}, as real servers do. */
    public Builder honoursMaxTokens() {
      this.honoursMaxTokens = true;
      return this;
    }

    /**
     * The server sends every scripted token whatever {@code max_tokens} says, as a fresh builder
     * does: a scenario's own word over a shared script that honoured it.
     */
    public Builder ignoresMaxTokens() {
      this.honoursMaxTokens = false;
      return this;
    }

    /** The server's timing models, made whole (from {@link ProfileSpec}). */
    Builder timing(ServerTiming models) {
      this.timing = models;
      return this;
    }

    /** The model the fake lists for this profile when it serves it by default. */
    public Builder model(String name) {
      if (name == null || name.isBlank()) {
        throw new IllegalArgumentException("a model needs a name");
      }
      this.model = name;
      return this;
    }

    /**
     * Answer with this whole reply (any status) instead of streaming events; timing still delays
     * it.
     */
    public Builder httpReply(HttpReply reply) {
      this.httpReply = reply;
      return this;
    }

    /** A streamed response declares this Content-Type instead of {@code text/event-stream}. */
    public Builder contentType(String type) {
      this.contentType = type;
      return this;
    }

    /**
     * Holds the status line and headers back until the first event is written, so a stall before
     * the first event means no byte at all arrives (by default headers leave at once).
     */
    public Builder headersWithFirstEvent() {
      this.headersWithFirstEvent = true;
      return this;
    }

    /** The gap before the next event added (for the first: from the request's receipt). */
    public Builder after(Duration gap) {
      return gaps(gap);
    }

    /** Gaps before successive following events, consumed in order by the next events added. */
    public Builder gaps(Duration... gaps) {
      for (Duration gap : gaps) {
        int untimed = timed.indexOf(Boolean.FALSE);
        if (untimed >= 0) {
          events.set(untimed, events.get(untimed).withGap(gap.toNanos()));
          timed.set(untimed, true);
        } else {
          queuedGaps.addLast(gap.toNanos());
        }
      }
      return this;
    }

    public Builder role() {
      return add(ScriptedEvent.of(ChunkKind.ROLE, ""));
    }

    public Builder content(String text) {
      return add(ScriptedEvent.of(ChunkKind.CONTENT, text));
    }

    /**
     * A content event whose JSON string holds these bytes verbatim: lets a script put invalid
     * UTF-8, or half of a multi-byte character, inside an otherwise well-formed event. The bytes
     * must not need JSON escaping (no quote, backslash or control byte).
     */
    public Builder contentBytes(byte[] bytes) {
      return add(
          ScriptedEvent.of(
                  ChunkKind.CONTENT, new String(bytes, java.nio.charset.StandardCharsets.UTF_8))
              .withRaw(bytes));
    }

    public Builder reasoning(String text) {
      return add(ScriptedEvent.of(ChunkKind.REASONING, text));
    }

    public Builder usage(int promptTokens, int completionTokens) {
      return add(ScriptedEvent.of(ChunkKind.USAGE, "").withUsage(promptTokens, completionTokens));
    }

    public Builder finish(String reason) {
      return add(ScriptedEvent.of(ChunkKind.FINISH, reason));
    }

    public Builder comment(String text) {
      return add(ScriptedEvent.of(ChunkKind.COMMENT, text));
    }

    public Builder error(String message) {
      return add(ScriptedEvent.of(ChunkKind.ERROR, message));
    }

    public Builder malformedJson() {
      return add(ScriptedEvent.of(ChunkKind.MALFORMED, ""));
    }

    public Builder raw(byte[] bytes) {
      return add(ScriptedEvent.of(ChunkKind.RAW, "").withRaw(bytes));
    }

    /** {@code data: [DONE]}. */
    public Builder done() {
      return add(ScriptedEvent.of(ChunkKind.DONE, ""));
    }

    /** Splits the last added event into two writes at {@code atByte}, pausing in between. */
    public Builder splitLast(int atByte, Duration pause) {
      if (events.isEmpty() || atByte <= 0) {
        throw new IllegalStateException("splitLast needs an event before it and atByte > 0");
      }
      int last = events.size() - 1;
      events.set(last, events.get(last).split(atByte, pause.toNanos()));
      return this;
    }

    /** The next event added goes out in the same write as the one before it. */
    public Builder sameWrite() {
      nextInSameWrite = true;
      return this;
    }

    public Builder closeAfter(int events) {
      return fault(new FaultPlan(FaultKind.CLOSE, events, 0));
    }

    public Builder resetAfter(int events) {
      return fault(new FaultPlan(FaultKind.RESET, events, 0));
    }

    public Builder stallAfter(int events, Duration stall) {
      return fault(new FaultPlan(FaultKind.STALL, events, stall.toNanos()));
    }

    public Profile build() {
      if (events.isEmpty() && httpReply == null) {
        throw new IllegalStateException("a profile needs at least one event (or an HTTP reply)");
      }
      if (!queuedGaps.isEmpty() && httpReply != null && events.isEmpty()) {
        // A reply's delay: the gap given before it, kept as a timing-only event-free offset.
        replyDelayNanos = queuedGaps.removeFirst();
      }
      return new Profile(this);
    }

    private Builder fault(FaultPlan fault) {
      if (fault.afterEvents() < 0) {
        throw new IllegalArgumentException("a fault comes after 0 or more events: " + fault);
      }
      faults.add(fault);
      return this;
    }

    private void addAwaitingTiming(ScriptedEvent event) {
      events.add(event);
      timed.add(false);
    }

    private Builder add(ScriptedEvent event) {
      if (nextInSameWrite && !events.isEmpty()) {
        events.add(event.inSameWrite());
        timed.add(true);
      } else if (!queuedGaps.isEmpty()) {
        events.add(event.withGap(queuedGaps.removeFirst()));
        timed.add(true);
      } else {
        events.add(event);
        timed.add(true);
      }
      nextInSameWrite = false;
      return this;
    }
  }
}
