package dev.tokenpace.acceptance.script;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.script.Profile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * One scripted model, built up by the Given steps and played by the fake: its stream, the requests
 * that play a script of their own or a spoiled answer, and the timing models of its server.
 */
public final class ModelScript {

  private final String model;
  private final ScriptedStream stream = new ScriptedStream();
  private Integer dropAfterChunks;
  private final List<FaultRule> faults = new ArrayList<>();
  private final Map<Integer, RequestScript> perRequest = new TreeMap<>();

  /** The server's timing models (prefill, a prefix cache, batches), given to every profile. */
  private final List<Consumer<Profile.Builder>> serverModels = new ArrayList<>();

  /** Its server's pace by the requests in flight, given to every profile when there is one. */
  private final InFlightPace inFlight = new InFlightPace();

  /** The requests {@code which} get {@code fault} instead of their script. */
  private record FaultRule(RequestSet which, AnswerFault fault) {}

  /** A fault said of a count of the run's requests, waiting for the run's size. */
  private record CountOfTheRun(int count, AnswerFault fault) {}

  private final List<CountOfTheRun> ofTheRun = new ArrayList<>();

  /**
   * One request's own script, where a table or a rule sets it: its answer (null: the model's), its
   * wait before the first chunk and its gaps (null: the model's), or a wait added to the model's
   * ({@code extraFirst}, null: none).
   */
  public record RequestScript(
      String answer, Duration firstToken, List<Duration> gaps, Duration extraFirst) {

    public RequestScript(String answer, Duration firstToken, List<Duration> gaps) {
      this(answer, firstToken, gaps, null);
    }

    /**
     * The model's answer and pace, its first token {@code extra} later: a cold start's load, added
     * to whatever wait the model's script says.
     */
    public static RequestScript laterBy(Duration extra) {
      return new RequestScript(null, null, null, extra);
    }
  }

  public ModelScript(String model) {
    this.model = model;
  }

  public String model() {
    return model;
  }

  /** The chunks the model streams and their waits. */
  public ScriptedStream stream() {
    return stream;
  }

  public void dropConnectionAfter(int chunkCount) {
    dropAfterChunks = chunkCount;
  }

  /**
   * The {@code ordinal}-th request (1 = the first sent) gets this spoiled answer instead of the
   * script.
   */
  public void spoilAnswer(int ordinal, AnswerFault fault) {
    spoilAnswers(RequestSet.only("request " + ordinal, List.of(ordinal)), fault);
  }

  /**
   * The requests {@code which} names get this spoiled answer instead of their script; an explicit
   * request already faulty is refused, a rule ("every tenth request") yields to earlier faults.
   */
  public void spoilAnswers(RequestSet which, AnswerFault fault) {
    for (int ordinal = 1; ordinal <= 1000; ordinal++) {
      if (which.contains(ordinal) && isFaulty(ordinal) && !which.words().startsWith("every")) {
        throw new IllegalArgumentException(
            "answer " + ordinal + " of model " + model + " is already faulty; give it one fault");
      }
    }
    faults.add(new FaultRule(which, fault));
  }

  /**
   * {@code of} of every {@code every} requests get {@code fault}, spread evenly through each run of
   * {@code every} (4 of every 20: the 5th, 10th, 15th and 20th), moved earlier as far as needed to
   * miss requests an earlier fault took: "another 10 of every 100" are other requests. A rule over
   * every answer (a stall in each) plays on the requests the share leaves.
   */
  public void spoilShare(int of, int every, AnswerFault fault) {
    if (of < 1 || of > every) {
      throw new IllegalArgumentException(
          of + " of every " + every + " requests is not a share: say between 1 and " + every);
    }
    // a rule over every answer ("stalls after the 5th word") yields to a share, as to any fault
    List<FaultRule> taken =
        faults.stream().filter(f -> !f.which().words().startsWith("every")).toList();
    for (int shift = 0; shift < every; shift++) {
      RequestSet share = RequestSet.share(of, every, shift);
      boolean free = true;
      for (int ordinal = 1; ordinal <= 1000 && free; ordinal++) {
        int o = ordinal;
        free = !(share.contains(o) && taken.stream().anyMatch(f -> f.which().contains(o)));
      }
      if (free) {
        int firstRule =
            faults.indexOf(
                faults.stream().filter(f -> !taken.contains(f)).findFirst().orElse(null));
        faults.add(firstRule < 0 ? faults.size() : firstRule, new FaultRule(share, fault));
        return;
      }
    }
    throw new IllegalArgumentException(
        of
            + " of every "
            + every
            + " requests cannot all be other requests than those the earlier faults took: the"
            + " shares add up to more than every request");
  }

  /**
   * {@code count} of the run's requests get {@code fault}, spread as {@link #spoilShare} spreads a
   * share of however many the run sends: placed by {@link #settleCountsOf} once the load is known.
   */
  public void spoilOfTheRun(int count, AnswerFault fault) {
    ofTheRun.add(new CountOfTheRun(count, fault));
  }

  /**
   * Places the faults said as counts of the run as shares of its {@code requests}, once: a later
   * run of the same model plays the same shares.
   */
  public void settleCountsOf(int requests) {
    int said = ofTheRun.stream().mapToInt(CountOfTheRun::count).sum();
    if (said > requests) {
      throw new IllegalArgumentException(
          "the server spoils "
              + said
              + " requests in all, but the run sends "
              + requests
              + ": say fewer, or send more");
    }
    for (CountOfTheRun spoiled : ofTheRun) {
      spoilShare(spoiled.count(), requests, spoiled.fault());
    }
    ofTheRun.clear();
  }

  /** Whether the scenario spoiled the answer to the {@code ordinal}-th request (1 = first sent). */
  public boolean isFaulty(int ordinal) {
    return faults.stream().anyMatch(f -> f.which().contains(ordinal));
  }

  public boolean hasFaults() {
    return !faults.isEmpty();
  }

  /**
   * Whether every request gets the one script, whole: nothing spoiled, no connection dropped, no
   * request with a script of its own. Then only the server's capacity or the client can make a
   * request fail.
   */
  public boolean answersAllAlike() {
    return faults.isEmpty() && dropAfterChunks == null && perRequest.isEmpty();
  }

  /** The {@code ordinal}-th request plays its own script (see {@link RequestScript}). */
  public void scriptRequest(int ordinal, RequestScript script) {
    if (perRequest.putIfAbsent(ordinal, script) != null) {
      throw new IllegalArgumentException(
          "request " + ordinal + " of model " + model + " already has its own script");
    }
  }

  /** Which requests play their own script: their numbers, in order. */
  public java.util.Set<Integer> scriptedRequests() {
    return java.util.Collections.unmodifiableSet(perRequest.keySet());
  }

  /**
   * What the fake plays to the requests that do not get the model's script, first match first: each
   * request with its own script (spoiled by its fault, if it has one), then each fault.
   */
  public Map<RequestSet, Profile> perRequestProfiles() {
    stream.settle();
    Map<RequestSet, Profile> profiles = new java.util.LinkedHashMap<>();
    perRequest.forEach(
        (ordinal, own) -> {
          ModelScript script = scriptOf(ordinal);
          AnswerFault fault =
              faults.stream()
                  .filter(f -> f.which().contains(ordinal))
                  .map(FaultRule::fault)
                  .findFirst()
                  .orElse(null);
          profiles.put(
              RequestSet.only("request " + ordinal, List.of(ordinal)),
              fault == null ? script.toProfile() : fault.spoil(script));
        });
    faults.forEach(f -> profiles.put(f.which(), f.fault().spoil(this)));
    return profiles;
  }

  /** The script the {@code ordinal}-th request plays: its own, or the model's. */
  public ModelScript scriptOf(int ordinal) {
    stream.settle();
    RequestScript own = perRequest.get(ordinal);
    if (own == null) {
      return this;
    }
    ModelScript script = new ModelScript(model);
    boolean counted =
        own.answer() != null
            && own.answer().trim().matches("\\d+ (?:one-word )?(?:chunks?|words?|tokens?)");
    if (own.answer() == null || own.answer().isBlank()) {
      script.stream.addAsIs(stream.chunks());
    } else if (counted) {
      script.stream.addCountedWords(Integer.parseInt(own.answer().trim().split(" ")[0]));
    } else {
      script.stream.addWords(own.answer());
    }
    if (script.stream.tokenChunkPositions().isEmpty()) {
      throw new IllegalArgumentException(
          "request "
              + ordinal
              + " has no answer to time: give the model one, or the row an answer");
    }
    List<Duration> gaps = own.gaps();
    Duration first = own.firstToken();
    if (own.extraFirst() != null) {
      Duration modelsFirst = stream.firstWordAt();
      first = (modelsFirst == null ? Duration.ZERO : modelsFirst).plus(own.extraFirst());
    }
    if (first == null && gaps == null && counted && stream.firstWordAt() != null) {
      // an answer of its own length keeps the model's pace: its first wait and its gap
      first = stream.firstWordAt();
      gaps = List.of(stream.gapsBetweenWords().get(0));
    }
    if (first != null || gaps != null) {
      script.stream.time(
          first != null ? first : script.stream.firstWordAt(),
          gaps != null ? gaps : script.stream.gapsBetweenWords());
    }
    script.dropAfterChunks = dropAfterChunks;
    return script;
  }

  /** The server behind this model has {@code model} (a timing model of the fake's Profile). */
  public void serverModel(Consumer<Profile.Builder> model) {
    serverModels.add(model);
  }

  /** The pace by the requests in flight its server has, as the scenario's lines gave it. */
  public InFlightPace inFlight() {
    return inFlight;
  }

  /** That pace as the fake plays it, a growth said alone adding to the script's own wait. */
  public Optional<InFlightTiming> inFlightTiming() {
    return inFlight.timing(stream);
  }

  public Profile toProfile() {
    stream.settle();
    if (dropAfterChunks != null) {
      return withServerModels(FakeProfiles.of(stream.chunks(), 0, null).closeAfter(dropAfterChunks))
          .build();
    }
    return asProfile(0, null).build();
  }

  private Profile.Builder withServerModels(Profile.Builder profile) {
    serverModels.forEach(model -> model.accept(profile));
    inFlightTiming().ifPresent(profile::inFlightTiming);
    return profile;
  }

  /**
   * The script as the fake plays it, with {@code extra} added right after its first {@code at}
   * chunks (nothing when null), ended with the end-of-stream marker unless a script row already
   * sends it.
   */
  public Profile.Builder asProfile(int at, Consumer<Profile.Builder> extra) {
    stream.settle();
    Profile.Builder profile = FakeProfiles.of(stream.chunks(), at, extra);
    if (stream.chunks().stream().noneMatch(c -> c.kind() == ChunkKind.END_OF_STREAM)) {
      profile.after(Duration.ZERO).done();
    }
    return withServerModels(profile);
  }

  /** Only the chunks whose kind {@code keep} accepts, with no end-of-stream marker added. */
  public Profile.Builder asProfile(Predicate<ChunkKind> keep) {
    stream.settle();
    return withServerModels(
        FakeProfiles.of(
            stream.chunks().stream().filter(c -> keep.test(c.kind())).toList(), 0, null));
  }
}
