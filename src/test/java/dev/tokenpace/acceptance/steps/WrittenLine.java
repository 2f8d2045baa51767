package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.ScriptedStream;
import dev.tokenpace.acceptance.support.UnknownStep;
import dev.tokenpace.acceptance.world.World;
import java.util.List;
import java.util.Optional;

/**
 * A line in the writer's own words that no glossary step reads as written: before the run, how the
 * model answers or the load ({@link ServerSentence}, {@link LoadSentence}, {@link
 * StagedLoadSentence}, {@link LoadAndAnswer}) or the feature's tolerance ({@link
 * FeatureTolerance#saidInOtherWords}); after it, claims about the report ({@link ClaimSentence});
 * else refused with the nearest glossary steps.
 */
public class WrittenLine {

  private final World world;
  private final ServerTraitSteps traits;
  private final ReportClaimJudge judge;
  private final NamedPromptSteps prompts;
  private final ServerTimingSteps timing;
  private final FeatureTolerance tolerance;
  private final InFlightSteps inFlight;

  /**
   * "it then streams 6 tokens 30 ms apart" after a prefill: its first token as the prefill ends.
   */
  private static final java.util.regex.Pattern THEN =
      java.util.regex.Pattern.compile(
          "^(?:it |the server |the model )?then (?:streams|sends) ",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * "…, and the benchmark's request timeout is 5000 ms" closing a line about the server: the
   * benchmark's setting, said by the way, as its own line says it.
   */
  private static final java.util.regex.Pattern BENCHMARK_TIMEOUT =
      java.util.regex.Pattern.compile(
          ",? and (?:the )?(?:benchmark|client)(?:'s)? (?:request )?timeout is (\\d[\\d,.]*"
              + " ?(?:ms|milliseconds?|s|seconds?))$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * The frame a line before said ("of 20 requests the server answers 12 normally"), which the
   * counts of the lines after it are of ("it rejects 3 with HTTP 500").
   */
  private Integer frame;

  public WrittenLine(
      World world,
      ServerTraitSteps traits,
      ReportClaimJudge judge,
      NamedPromptSteps prompts,
      ServerTimingSteps timing,
      FeatureTolerance tolerance,
      InFlightSteps inFlight) {
    this.inFlight = inFlight;
    this.world = world;
    this.tolerance = tolerance;
    this.timing = timing;
    this.traits = traits;
    this.judge = judge;
    this.prompts = prompts;
  }

  /** Whether the run has happened, after which a line is about the report. */
  boolean afterTheRun() {
    return !world.runs().isEmpty();
  }

  /**
   * "a fake streaming model server", "the model server is running": the fake every scenario has,
   * named, which says nothing of how it answers.
   */
  private static final java.util.regex.Pattern THE_SERVER_NAMED =
      java.util.regex.Pattern.compile(
          "^(?:there is )?(?:an? |the |our )?"
              + ServerSentence.NOT_A_NAME
              + "(?:[a-z-]+ ){0,4}(?:server|endpoint|backend)(?:"
              + " (?:is running|is up|is started|has started|is available|runs|is ready))?$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * A Background's setting of every request said as a sentence: its max_tokens (group 1), its
   * prompt's length (group 2).
   */
  private static final java.util.regex.Pattern SETTING =
      java.util.regex.Pattern.compile(
          "^(?:every|each|all(?: the)?) requests? (?:asks?|ask) for (?:at most |up to |a maximum of"
              + " )?(\\d+) (?:output )?tokens?(?: each)?$|^(?:every|each|all(?: the)?) requests?"
              + " (?:uses?|has|have|sends?|carr(?:y|ies)) an? (\\d[\\d,]*)-(?:token|word)"
              + " prompts?$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  private static java.util.regex.Matcher settingOf(String text) {
    return SETTING.matcher(
        ServerSentence.UNLESS_SAID_OTHERWISE
            .matcher(text.trim())
            .replaceAll("")
            .replaceFirst(
                "(?i)\\b(?:asks? for|sets?) max_tokens (?:of |set to |to |at |= ?)?(\\d+)$",
                "asks for at most $1 tokens")
            // "the benchmark tool sends every request with max_tokens set to 100": every request's
            // ask
            .replaceFirst(
                "(?i)^(?:the )?(?:benchmark|client|tool)(?: tool| client)? (?:sends|makes|issues)"
                    + " (?:every|each|all) requests? with max_tokens (?:of |set to |= ?)?(\\d+)$",
                "every request asks for at most $1 tokens")
            // "the benchmark asks for 50 tokens per request": every request's ask
            .replaceFirst(
                "(?i)^(?:the )?(?:benchmark|client|tool) asks for (.+?) (?:per|in each|for each|on"
                    + " every|with every|in every) (?:request|answer|response)$",
                "every request asks for $1")
            // "uses a short prompt of about 100 tokens": a prompt that long
            .replaceFirst(
                "(?i)\\ban? (?:short |long |fixed |single )?prompt of (?:about |around |roughly"
                    + " |exactly )?(\\d[\\d,]*) (?:tokens|words)$",
                "a $1-token prompt"));
  }

  /**
   * Where one line says two things, each with its own subject: "every request asks for max_tokens
   * 100 and the server stops after 100 tokens".
   */
  private static final java.util.regex.Pattern TWO_SUBJECTS =
      java.util.regex.Pattern.compile(
          ",? and (?=(?:the server|the model|it|every request|each request|all requests|the"
              + " client|the benchmark|gets|receives|is answered with|comes back with) )| with"
              + " (?=max_tokens )",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * "a pretend model server serving model "pretend-1" through an OpenAI-compatible streaming chat
   * completions endpoint": the model's name (group 1), as "a model named …" says it.
   */
  private static final java.util.regex.Pattern SERVES_A_MODEL =
      java.util.regex.Pattern.compile(
          "^(?:an? |the |our )?(?:pretend |fake |mock |simulated |stand-in )?(?:model )?server"
              + " (?:serving|that serves|which serves|for) (?:the |a )?model (?:named |called"
              + " )?\"([^\"]+)\"(?:,? (?:through|over|via|behind|on|at) (?:an? |its |the"
              + " )?(?:openai-compatible |openai-style )?(?:streaming )?(?:chat(?:/| )?completions?"
              + " )?(?:endpoint|api))?$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** Whether {@code part} is a sentence a reader here takes whole, read without telling anyone. */
  private static boolean readsWhole(String part, Integer frame) {
    return setsNothing(part)
        || SERVES_A_MODEL.matcher(part.trim()).matches()
        || settingOf(part).matches()
        || ServerSentence.read(part, frame).isPresent()
        || LoadSentence.read(part).isPresent();
  }

  /** Whether {@code text} is a line of two subjects, each part of which reads whole. */
  public static boolean readsInTwoParts(String text) {
    return twoParts(text, null).isPresent();
  }

  /**
   * The parts of a line of two subjects, or of one subject and several verbs, when each reads
   * whole.
   */
  private static Optional<String[]> twoParts(String text, Integer frame) {
    return java.util.stream.Stream.of(partsOf(text), clausesOf(text), headAndRest(text))
        .filter(
            parts ->
                parts.length > 1
                    && java.util.Arrays.stream(parts).allMatch(part -> readsWhole(part, frame)))
        .findFirst()
        .or(() -> segments(text, frame));
  }

  /** Where a line may be cut: each comma and each "and" before a word. */
  private static final java.util.regex.Pattern CUT =
      java.util.regex.Pattern.compile(
          // "…, and 10 ms plus 5 ms for every other request in flight between tokens": a growth's
          // second part, said from its number
          ",? and (?=\\d[\\d,.]* ?ms plus )|,? and (?=[a-z])|, (?=[a-z])|; ",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** Who a line's first clause is about, said again for a later clause that names no one. */
  private static final java.util.regex.Pattern ANY_SUBJECT =
      java.util.regex.Pattern.compile(
          "^(?:(?:an? |the |our )?(?:[a-z-]+"
              + " ){0,4}(?:server|model|endpoint|backend)|it|(?:every|each|all(?: the)?)(?:"
              + " other)? requests?|(?:the )?(?:report|benchmark(?: tool)?|client|tool))\\b",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * "every request sends a 100-token prompt and asks for max_tokens 50, and gets exactly 50 tokens
   * back", "a pretend model server on the same machine as the benchmark tool, streaming exactly one
   * token per chunk": a line cut at every comma and "and", read as the fewest runs of its pieces
   * that each read whole, the longest first; a piece that names no one is of the first piece's
   * subject. Empty when any piece reads in no run.
   */
  private static Optional<String[]> segments(String text, Integer frame) {
    String said =
        ServerSentence.UNLESS_SAID_OTHERWISE
            .matcher(text.trim())
            .replaceAll("")
            .replaceAll("(?i)(,? and|,) " + ServerSentence.OTHERWISE + ",? ", "$1 ")
            // "sends 4 requests at once, each answered with 50 tokens": how long every answer is
            .replaceAll(
                "(?i),? each (?:answered with|getting|receiving|given) (\\d+) (tokens|words)\\b",
                " and every answer has $1 $2")
            // "…, however many are in flight": the pace every answer keeps, a default
            .replaceAll("(?i),? " + DefaultsSaid.WHATEVER_IN_FLIGHT + "$", "")
            .trim();
    List<int[]> cuts = new java.util.ArrayList<>();
    java.util.regex.Matcher cut = CUT.matcher(said);
    while (cut.find()) {
      cuts.add(new int[] {cut.start(), cut.end()});
    }
    int pieces = cuts.size() + 1;
    if (pieces < 2 || pieces > 10) {
      return Optional.empty();
    }
    java.util.regex.Matcher first = ANY_SUBJECT.matcher(said);
    String subject =
        !first.lookingAt()
            ? ""
            : first.group().matches("(?i)it") ? "the server " : first.group() + " ";
    if (subject.matches("(?i)(?:an? |our ).*")) {
      subject = "the server ";
    } else if (!subject.isEmpty()
        && !subject.matches(
            "(?i)(?:every|each|all|the report|report|the benchmark|benchmark|the client|client|the"
                + " tool|tool).*")) {
      subject = "the server ";
    }
    List<String> parts = new java.util.ArrayList<>();
    int i = 0;
    while (i < pieces) {
      String read = null;
      for (int j = pieces - 1; j >= i && read == null; j--) {
        if (i == 0 && j == pieces - 1) {
          continue;
        }
        int from = i == 0 ? 0 : cuts.get(i - 1)[1];
        int to = j == pieces - 1 ? said.length() : cuts.get(j)[0];
        String piece = said.substring(from, to).trim();
        if (readsWhole(piece, frame)) {
          read = piece;
        } else if (i > 0 && !subject.isEmpty() && !ANY_SUBJECT.matcher(piece).lookingAt()) {
          String ofTheSubject = subject + finite(piece);
          String ofTheServer = "the server " + finite(piece);
          // "every request asks for … and gets 100 tokens back, one token per chunk": a piece
          // of how the server streams, said among the request's
          read =
              readsWhole(ofTheSubject, frame)
                  ? ofTheSubject
                  : readsWhole(ofTheServer, frame) ? ofTheServer : null;
        }
        if (read != null) {
          parts.add(read);
          i = j + 1;
        }
      }
      if (read == null) {
        return Optional.empty();
      }
    }
    return Optional.of(parts.toArray(String[]::new));
  }

  /**
   * "stops at the requested max_tokens of 100": what every request asks for, and where every answer
   * ends.
   */
  private static final java.util.regex.Pattern STOPS_AT_THE_ASK =
      java.util.regex.Pattern.compile(
          "\\b(?:stops|ends|finishes) (?:at|after) (?:the |their |its )?(?:requested |asked-for"
              + " )?max_tokens(?: (?:of|=|:|value of))? (\\d+)(?: tokens)?\\b",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** The server said as the line's subject, that a part with a verb and no subject is about. */
  private static final java.util.regex.Pattern SERVER_SUBJECT =
      java.util.regex.Pattern.compile(
          "^(?:(?:an? |the |our )?(?:[a-z-]+ ){0,4}(?:server|model|endpoint|backend)(?:'s|"
              + " that| which)?|it|its) ",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * "a pretend model server that streams one token per chunk and stops at the requested max_tokens
   * of 100": a line of one subject and several verbs, cut at each "and" or comma before a word,
   * each later part said of the server when the first part is.
   */
  private static String[] clausesOf(String text) {
    String said =
        STOPS_AT_THE_ASK
            .matcher(
                ServerSentence.UNLESS_SAID_OTHERWISE.matcher(text.trim()).replaceAll("").trim())
            .replaceAll("stops at $1 tokens and every request asks for max_tokens $1");
    String[] parts = said.split("(?i),? and (?=[a-z])|, (?=[a-z])");
    boolean ofTheServer = SERVER_SUBJECT.matcher(parts[0]).lookingAt();
    for (int i = 1; i < parts.length; i++) {
      parts[i] = finite(parts[i]);
      if (ofTheServer
          && !SERVER_SUBJECT.matcher(parts[i]).lookingAt()
          && !parts[i].matches("(?i)(?:every|each|all) .*")) {
        parts[i] = "the server " + parts[i];
      }
    }
    return parts;
  }

  /**
   * "a pretend model server that streams chat completions, sending the first token 200 ms after a
   * request arrives and then one token every 20 ms": the first clause, then the rest as one
   * sentence of the same server, whose own "and" joins one timeline, not two sentences.
   */
  private static String[] headAndRest(String text) {
    String said = ServerSentence.UNLESS_SAID_OTHERWISE.matcher(text.trim()).replaceAll("").trim();
    java.util.regex.Matcher cut =
        java.util.regex.Pattern.compile(
                ",? and (?=[a-z])|, (?=[a-z])", java.util.regex.Pattern.CASE_INSENSITIVE)
            .matcher(said);
    if (!cut.find() || !SERVER_SUBJECT.matcher(said).lookingAt()) {
      return new String[] {said};
    }
    String rest = finite(said.substring(cut.end()));
    return new String[] {
      said.substring(0, cut.start()),
      SERVER_SUBJECT.matcher(rest).lookingAt() ? rest : "the server " + rest
    };
  }

  /** A clause said with its verb's -ing form ("sending the first token …"), said as it does. */
  private static String finite(String clause) {
    java.util.regex.Matcher verb =
        java.util.regex.Pattern.compile(
                "^(send|stream|emit|return|produc|tak|wait|answer|start|stop|pause|stall|deliver"
                    + "|add|respond)(?:ping|ting|ing) ",
                java.util.regex.Pattern.CASE_INSENSITIVE)
            .matcher(clause);
    if (!verb.lookingAt()) {
      return clause;
    }
    String stem = verb.group(1).toLowerCase(java.util.Locale.ROOT);
    String said = stem.endsWith("c") || stem.endsWith("k") ? stem + "es" : stem + "s";
    return said + " " + clause.substring(verb.end());
  }

  /** "every request" of a line's first part, said again for a later part that has no subject. */
  private static final java.util.regex.Pattern FIRST_SUBJECT =
      java.util.regex.Pattern.compile(
          "^(?:every|each|all(?: the)?) requests? ", java.util.regex.Pattern.CASE_INSENSITIVE);

  // "unless a scenario says otherwise" is said of both parts, as every reader here takes it;
  // "every request asks for max_tokens 50 and gets 50 tokens back": the second part is of the
  // first's subject
  private static String[] partsOf(String text) {
    String[] parts =
        TWO_SUBJECTS.split(
            ServerSentence.UNLESS_SAID_OTHERWISE.matcher(text.trim()).replaceAll(""));
    java.util.regex.Matcher subject = FIRST_SUBJECT.matcher(parts[0]);
    if (subject.lookingAt()) {
      for (int i = 1; i < parts.length; i++) {
        if (parts[i].matches("(?i)(?:gets|receives|is answered with|comes back with) .*")) {
          parts[i] = subject.group() + parts[i];
        } else if (parts[i].matches("(?i)max_tokens .*")) {
          // "each request sends a 100-token prompt with max_tokens set to 51"
          parts[i] = subject.group() + "asks for " + parts[i];
        }
      }
    }
    return parts;
  }

  /** Whether {@code text} names the fake or says what every scenario already is. */
  public static boolean setsNothing(String text) {
    return THE_SERVER_NAMED.matcher(text.trim()).matches() || DefaultsSaid.said(text);
  }

  /**
   * "…, and its usage summary claims 100 completion tokens" closing a line about the answer: a
   * usage count of its own (group 2), which need not be the tokens sent, after the rest (group 1).
   */
  private static final java.util.regex.Pattern USAGE_OF_ITS_OWN =
      java.util.regex.Pattern.compile(
          "^(.+?),? (?:and|but) (?:its|the server's|the) usage(?: summary| chunk| block)?"
              + " (?:claims|says|reports|shows|gives|counts) (?:only )?(\\d+) (?:completion"
              + " |output )?tokens$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * "the server adds 10 ms to every gap between tokens for each other request in flight, but does
   * not delay the first token", "adds 10 ms to the first-token time and 1 ms to every token gap for
   * each other request in flight": what each other request adds (to the first token: group 1; to
   * each gap: group 2), to the script's own waits.
   */
  private static final java.util.regex.Pattern GROWTH_SAID_ALONE =
      java.util.regex.Pattern.compile(
          "^(?:(?:the )?server |it )?adds (?:(\\d[\\d,.]* ?(?:ms|milliseconds)) to (?:the|its)"
              + " first[- ]token (?:time|wait|delay|latency) and )?(\\d[\\d,.]*"
              + " ?(?:ms|milliseconds)) to (?:every|each|the) (?:gap between (?:tokens|words)|token"
              + " gap|gap) (?:for|per) (?:each|every) (?:(?:other|additional|extra|further) request"
              + " (?:in flight|it is (?:already )?handling)|in-flight request beyond the"
              + " first|request in flight beyond the first)(?:,? but (?:does not|doesn't) delay the"
              + " first token|,? but (?:still |always )?(?:sends (?:its|the) first token"
              + " after|waits) (\\d[\\d,.]* ?(?:ms|milliseconds))(?: before the first token)?)?$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * Whether {@code text} is read here before any sentence reader: a pace past a number in flight
   * said with the count last, prompts said in turn, or a Background's setting of every request.
   */
  public static boolean readsFirstHere(String text) {
    return InFlightSteps.PAST_A_COUNT_LAST.matcher(text.trim()).matches()
        || GROWTH_SAID_ALONE.matcher(text.trim()).matches()
        || InFlightSteps.GAPS_AT_TWO_COUNTS.matcher(text.trim()).matches()
        || PromptsInTurn.read(text).isPresent()
        || settingOf(text).matches();
  }

  public void say(String text) {
    // after the run a sentence is about the report: read whole as claims and judged, or
    // refused; read as the model's or the load's, an unread Then would pass unjudged
    if (afterTheRun()) {
      List<ReportClaim> claims;
      try {
        claims = ClaimSentence.read(text);
      } catch (IllegalArgumentException notClaims) {
        throw new UnknownStep(notClaims.getMessage() + "\n" + UnknownSteps.hint(text));
      }
      judge.judgeAll(claims);
      return;
    }
    java.util.regex.Matcher serves = SERVES_A_MODEL.matcher(text.trim());
    if (serves.matches()) {
      // "a pretend model server serving model "pretend-1"": the scenario's model, by that name
      world.models().named(serves.group(1));
      return;
    }
    if (setsNothing(text)) {
      return;
    }
    // "every request asks for at most 50 tokens unless the scenario says otherwise": a
    // Background's setting, which a scenario's own line sets again
    java.util.regex.Matcher setting = settingOf(text);
    if (setting.matches()) {
      if (setting.group(1) != null) {
        world.askFor(Integer.parseInt(setting.group(1)));
      } else {
        world.settings().promptWords(Integer.parseInt(setting.group(2).replace(",", "")));
      }
      return;
    }
    java.util.regex.Matcher usage = USAGE_OF_ITS_OWN.matcher(text.trim());
    if (usage.matches()) {
      say(usage.group(1));
      world.models().current().stream().reportUsage(Integer.parseInt(usage.group(2)));
      return;
    }
    java.util.regex.Matcher growth = GROWTH_SAID_ALONE.matcher(text.trim());
    if (growth.matches()) {
      if (growth.group(1) != null) {
        inFlight.addsToTheFirstToken(
            dev.tokenpace.acceptance.verdict.Durations.parse(growth.group(1)));
        // each first word waits at the pace of the requests in flight at each moment, as a
        // sentence's growing wait does
        world.models().current().inFlight().firstWordAtEachMoment();
      }
      inFlight.addsToEachGap(dev.tokenpace.acceptance.verdict.Durations.parse(growth.group(2)));
      if (growth.group(3) != null) {
        // "…, but still sends its first token after 100 ms": its first wait, whatever the load
        world.models().current().stream()
            .firstWait(dev.tokenpace.acceptance.verdict.Durations.parse(growth.group(3)));
      }
      return;
    }
    java.util.regex.Matcher twoCounts = InFlightSteps.GAPS_AT_TWO_COUNTS.matcher(text.trim());
    if (twoCounts.matches()) {
      inFlight.gapsAtTwoCounts(twoCounts);
      return;
    }
    java.util.regex.Matcher pastACount = InFlightSteps.PAST_A_COUNT_LAST.matcher(text.trim());
    if (pastACount.matches() && ServerSentence.read(text, frame).isEmpty()) {
      inFlight.pacedPast(InFlightSteps.pastOf(pastACount), pastACount.group(1));
      return;
    }
    Optional<PromptSaidFirst> prompt = PromptSaidFirst.of(text);
    if (prompt.isPresent()) {
      world.settings().promptWords(prompt.get().words());
      say(prompt.get().rest());
      return;
    }
    java.util.regex.Matcher timeout = BENCHMARK_TIMEOUT.matcher(text);
    if (timeout.find() && timeout.start() > 0) {
      world
          .settings()
          .requestTimeout(dev.tokenpace.acceptance.verdict.Durations.parse(timeout.group(1)));
      say(text.substring(0, timeout.start()));
      return;
    }
    Optional<List<String>> inTurn = PromptsInTurn.read(text);
    if (inTurn.isPresent()) {
      prompts.sendInTurn(inTurn.get());
      return;
    }
    Optional<ServerSentence> answer = ServerSentence.read(text, frame);
    Optional<LoadSentence> load = LoadSentence.read(text);
    Optional<StagedLoadSentence> stages = StagedLoadSentence.read(text);
    Optional<LoadAndAnswer> both = LoadAndAnswer.read(text, frame);
    if (answer.isPresent()) {
      frame = answer.get().frame();
      ScriptedStream stream = world.models().current().stream();
      if (answer.get().first() == null
          && !stream.firstWaitSaid()
          && timing.prefillSaid()
          && THEN.matcher(text).find()) {
        stream.firstWait(java.time.Duration.ZERO);
      }
      answer.get().scriptOn(world.models().current());
      traits.apply(answer.get().traits());
    } else if (load.isPresent()) {
      sameAgain(load.get());
      load.get().runOn(world);
    } else if (stages.isPresent()) {
      stages.get().runOn(world);
    } else if (both.isPresent()) {
      both.get().answer().scriptOn(world.models().current());
      traits.apply(both.get().answer().traits());
      sameAgain(both.get().load());
      both.get().load().runOn(world);
    } else if (FeatureTolerance.saidInOtherWords(text)) {
      tolerance.state(text);
    } else if (inParts(text)) {
      // each part said in turn
    } else {
      throw new UnknownStep(
          ServerTraitNearMiss.why(text).map(why -> why + "\n").orElse("")
              + UnknownSteps.hint(text));
    }
  }

  /** Says each part of a line of two subjects when each reads whole; whether it did. */
  private boolean inParts(String text) {
    Optional<String[]> parts = twoParts(text, frame);
    parts.ifPresent(each -> java.util.Arrays.stream(each).forEach(this::say));
    return parts.isPresent();
  }

  /** "the same 1000-token prompt 3 times": a cache said as two waits, over prompts that long. */
  private void sameAgain(LoadSentence load) {
    if (load.samePrompt()) {
      prompts.samePromptIsOfLength(load.promptTokens());
    }
  }
}
