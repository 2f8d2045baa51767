package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.script.ScriptedStream;
import dev.tokenpace.acceptance.verdict.Durations;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an answer streams, as one sentence in a product owner's own order and words: "a model that
 * starts answering after 100 ms and streams 5 words 20 ms apart", "the server takes 200 ms to the
 * first token, then emits 10 tokens at 30 ms intervals". A subject, then clauses apart by commas,
 * "and" or "then", each saying one thing: when the first word comes, how many words, how far apart,
 * empty chunks before the first word, and what each other request in flight adds to a wait ("plus
 * 20 ms for every other request in flight", the server's pace by the requests in flight, linear).
 * Read only when no glossary step reads the line, so it never competes with one; a sentence with a
 * clause it cannot read is not read at all.
 *
 * @param first the wait before the first word, from the request; null when not said
 * @param words how many words, counting the first; 0 when not said
 * @param gap the gap between two words; null when not said
 * @param empties how many empty chunks come before the first word
 * @param emptiesWithin the time the empty chunks are spread over ("in the first 300 ms"), the last
 *     at its end; null when not said (they then all go out at once)
 * @param firstPerOther what each other request in flight adds to the first word's wait; null when
 *     not said
 * @param gapPerOther what each other request in flight adds to the gap; null when not said
 * @param traits what the sentence says of the server beyond its stream ({@link ServerTrait})
 * @param leading chunks without a word said at their moment before the first word ("100 ms after a
 *     request arrives, sends a chunk that only announces the assistant role")
 * @param frame how many requests its counts of requests are of ("out of 20 requests"), said here or
 *     in a line before; null when none was said
 */
public record ServerSentence(
    Duration first,
    int words,
    Duration gap,
    int empties,
    Duration emptiesWithin,
    Duration firstPerOther,
    Duration gapPerOther,
    List<ServerTrait> traits,
    List<LeadingChunks> leading,
    Integer frame,
    boolean firstOnArrival) {

  /**
   * "… for every other request it is already handling", "… in flight when it arrives": the first
   * word takes the pace of the requests a request finds; said otherwise, the requests in flight at
   * each moment of its wait pace it, as they do its gaps.
   */
  private static final Pattern ON_ARRIVAL =
      Pattern.compile(
          "\\b(?:already|on arrival|when it arrives|when (?:the|a|each) request arrives|it"
              + " finds)\\b",
          Pattern.CASE_INSENSITIVE);

  private static final String D =
      "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(" + Durations.UNIT + ")\\b";
  private static final String N = "(\\d+|a|an|" + NumberWords.CARDINALS + ")";
  private static final String UNITS =
      "(?:one-word |single-word |single-token |output |generated |completion"
          + " )?(?:token|word|chunk)s?";
  private static final String FIRST_UNIT =
      "(?:its |the |a )?first (?:real |actual )?(?:text |content )?(?:token|word|chunk)(?: with"
          + " (?:real |actual )?(?:text|content|words?))?";

  /**
   * A chunk without a word: "a chunk that only announces the assistant role and has no text", "a
   * role-only chunk" (group 1 says the role), "a chunk whose text is empty", "an empty chunk".
   */
  private static final String WORDLESS_CHUNK =
      "(?:an? |one )(?:(role-only chunk|chunk (?:that|which) (?:only"
          + " )?(?:announces|carries|gives|says|names) (?:only )?the (?:assistant(?:'s)? )?role(?:"
          + " and (?:has|carries) no (?:text|content))?|chunk with (?:only )?the"
          + " (?:assistant(?:'s)? )?role(?: (?:and|but) no (?:text|content))?(?:"
          + " only)?)|(?:empty|blank|text-less) chunk|chunk (?:whose (?:text|content) is empty|with"
          + " (?:empty|no) (?:text|content)|without (?:text|content)))";

  /** "a keep-alive comment line": a line the stream sends that is no event. */
  private static final String KEEP_ALIVE =
      "(?:an? |one )(?:keep-alive(?: comment)?(?: line| comment| chunk| event| ping)?|(?:sse"
          + " )?comment line|ping)";

  /** Wordless chunks said in a row, with no moment: each right away, before the first word. */
  private static final String WORDLESS_IN_A_ROW =
      "(?:first )?(?:sends|streams|emits) (?:first )?(?:"
          + WORDLESS_CHUNK
          + "|"
          + KEEP_ALIVE
          + ")(?:(?:,? and (?:then )?|, (?:then )?)(?:"
          + WORDLESS_CHUNK
          + "|"
          + KEEP_ALIVE
          + "))*(?: first)?(?: before (?:its|the) first (?:word|token))?";

  private static final String GAP_WORDS =
      "(?:,? ?(?:with |at |and )?(?:a gap of |gaps of |a delay of |a pause of |an interval of |an?"
          + " )?)";
  private static final String BETWEEN =
      "(?:apart|between (?:them|each (?:token|word|chunk)|each(?:"
          + " one)?|(?:two|consecutive|successive|adjacent)"
          + " (?:tokens|words|chunks)|tokens|words|chunks)|in between|intervals?|gaps? between"
          + " (?:them|tokens|words|chunks)|gaps?|spacing)";

  /**
   * "for every other request in flight", "per concurrent request", "for each additional request it
   * is handling": every request in flight besides the one timed.
   */
  private static final String PER_OTHER =
      "(?:(?:for|with) (?:every|each)|per|each|a)"
          + " (?:other|additional|extra|further|more|concurrent|simultaneous|parallel)(?:"
          + " concurrent| simultaneous| parallel| active| running)?"
          + " (?:request|stream|call|user|connection)s?(?: (?:already |also |currently )?(?:in"
          + " flight|in progress|running|active|at once|at the same time|alongside(?:"
          + " it)?|concurrently|(?:that |which )?(?:it|the server|the model) (?:is (?:already"
          + " )?(?:handling|serving|running|processing|working on)|(?:already"
          + " )?(?:handles|serves|runs|processes|works on|has)(?: in flight| open| running)?)(?: at"
          + " once| at the same time| concurrently| in flight| at that moment| at the time| right"
          + " now)?))?|per (?:request|stream)s? in flight (?:beyond|after|above|over|besides) the"
          + " first";

  /** "plus 20 ms for every other request in flight", said after the wait it adds to. */
  private static final String GROWTH =
      "(?:plus|adding|rising by|growing by|increasing by|going up by|\\+) (?:another )?"
          + D
          + "(?: more| extra| longer)?(?: (?:per|to each|to every|on each|on every)"
          + " (?:gap|token|word|chunk))? (?:"
          + PER_OTHER
          + ")";

  /**
   * Words before "server" that say how it behaves, so they are never taken for its name: "a cold
   * server", "an overloaded server that …".
   */
  static final String NOT_A_NAME =
      "(?!(?:[a-z-]+ )*?(?:cold|warm(?:ing)?|busy|overloaded|slow|slower|fast|flaky|failing|broken"
          + "|misbehaving|caching|cached|batching|queueing|queuing|throttled|rate-limited|stalling"
          + "|unhealthy|loaded|full|saturated|crashing|erroring|lagging|degraded)\\b)";

  private static final Pattern SUBJECT =
      Pattern.compile(
          // not "a server that, with a single request in flight, …": the pace alone, below
          "(?:an? |the )?(?:(?:freshly|newly|just) (?:started|restarted|booted|launched) )?(?:fake"
              + " |mock |simulated |pretend |stand-in |dummy |stub |emulated )?(?:openai-compatible"
              + " |openai-style )?(?:streaming )?(?:chat )?(?:batching |continuously batching"
              + " )?(?:llm |model |inference )?(?:server|model|endpoint|backend)(?!"
              + " (?:server|endpoint|backend)\\b)(?!(?: that| which)?,? with (?:a single|one|only"
              + " one|just one) request in flight)(?: that| which| whose)?,? (?:normally |usually"
              + " |otherwise )?(?=\\w)"
              // "a stand-in model server that …", "our local test endpoint which …": the server
              // named with words of the writer's own, said with "that" or "which"
              + "|(?:an? |the |our )"
              + NOT_A_NAME
              + "(?:[a-z-]+ ){1,3}(?:server|model|endpoint|backend)(?: that|"
              + " which),? (?=\\w)|(?:the |its"
              + " )?(?:server|model)'s |its |it (?:then |also |still )?(?:normally |usually"
              + " |otherwise )?|then (?:it )?|(?:after|following) (?:the|its) first"
              + " (?:token|word|chunk),? (?:it"
              + " )?(?=(?:sends|streams|emits|produces|generates|writes|outputs|delivers)"
              + " )|(?=(?:on|for|in) (?:(?:another |a further )?\\d+ (?:out )?(?:of|in) (?:every"
              + " |each )?\\d+ requests?|every \\w+ request|requests \\d+(?:, \\d+)+,? (?:and so"
              + " on|and so forth|etc\\.?)),? it )|(?=(?:after|following) the \\w+"
              + " (?:token|word|chunk),? it )"
              // "And ends with a usage chunk", "And first sends a keep-alive": the line goes on
              // with the
              // server the line before named
              + "|(?=(?:ends|closes|finishes) with |first (?:sends|streams|emits) )"
              // "with a single request in flight it takes …": the pace alone, the linear model's
              // base
              + "|(?:(?:an? |the )?(?:fake |mock |simulated )?(?:llm |model |inference"
              + " )?(?:server|model|endpoint|backend)(?: that| which)?,? )?(?:with (?:a"
              + " single|one|only one|just one) request in flight|when it (?:handles|serves|runs)"
              + " (?:a single|one|only one|just one) request(?: alone| on its own| at a time)?),?"
              + " (?:it )?"
              // "every other request in flight adds 20 ms …": what each other request adds
              + "|(?=(?:for )?(?:every|each) (?:other|additional|extra|further)"
              + " (?:request|stream)s?(?: (?:already )?in flight| it is (?:already )?handling)?(?:"
              + " at the same time| in the same batch)?,? (?:it )?adds )"
              // "on requests 2 and 4 it waits …": which requests, said first
              + "|(?=(?:on|for|in) (?:"
              + RequestSet.NAMED
              + ")(?: only)?,? it )"
              // "for a prompt it has seen before it sends …": which prompts, said first
              + "|(?=(?:for|on) (?:an? |the )(?:\\d+-token )?prompt it (?:has|hasn't|had) )"
              + "|(?=(?:for|on) (?:an? |the )(?:repeat(?:ed)?|seen|cached) prompt,? (?:its|the)"
              + " usage )"
              // "And streams 10 tokens …" under a Given about the server: the subject left out
              + "|(?=(?:streams|sends|emits|spaces|answers|responds|replies|waits|takes|starts|begins"
              + "|produces|returns|generates|writes|outputs|delivers|pauses|stalls|stops|goes|closes|drops|cuts|resets|never|refuses|rejects|fails|always|normally|accepts)"
              + " )"
              // "at 300 ms it sends the first real token": the time said before the subject
              + "|(?=(?:at|after) \\d[\\d,.]* ?(?:"
              + Durations.UNIT
              + ")\\b,? it )"
              // "once warm it sends …": the server's pace after a cold start said before
              + "|once (?:warm|warmed up|it is warm|it has warmed up|loaded|it is loaded|it has"
              + " loaded(?: (?:its|the) model)?),? (?:it )?"
              // "And whose tokens are 10 ms apart", "And which then sends …": the server's again
              + "|(?:which|that|whose) (?:then |also |still )?(?=\\w)"
              // "out of every 20 requests it answers 2 with HTTP 503, …": shares of a frame
              + "|(?="
              + ShareFaultClauses.FRAME
              + "[ ,])"
              // "every answer is exactly 100 tokens long": the answer's length said of the answer
              // "each answer starts after 50 ms and has 8 tokens …": every answer, said of it
              + "|(?:every|each|all(?: the)?) (?:answers?|responses?|repl(?:y|ies)) (?=(?:starts?"
              + "|begins?|has|have|contains?) )"
              + "|(?:every|each|all(?: the)?|its|the) answers? (?:is|are|has|have|contains?)"
              + " (?:exactly |always |just )?(?=\\w+ (?:tokens|words))");

  private static final List<SentenceClauses.Clause<Reading>> STREAM_CLAUSES =
      List.of(
          // what the fake always does, said of it in a Background: "streams one token per chunk
          // over server-sent events and ends each answer with "[DONE]""
          SentenceClauses.Clause.<Reading>of(
              "(?:streams |sends )?(?:exactly )?one (?:output )?(?:token|word) (?:per|in each|in"
                  + " every) chunk(?: over (?:server-sent events|sse))?|(?:streams |answers )?over"
                  + " (?:server-sent events|sse)|ends (?:each|every) (?:answer|stream|response)"
                  + " with (?:a |the )?\"?\\[done\\]\"?(?: marker| line|"
                  + " event)?|(?:reports|sends|includes|gives|returns) (?:the |its )?usage(?:"
                  + " figures| counts)? (?:at the end of|in the last chunk of|after)"
                  + " (?:each|every|its|the) (?:answer|stream|response)"
                  // "answers every prompt the same way": no answer depends on its prompt, as none
                  // does unless a prefill or a cache is said
                  + "|(?:answers|treats|handles) (?:every|each|all|any)(?: the)?"
                  + " (?:prompts?|requests?) (?:(?:in )?the same way|alike|identically)",
              (m, r) -> r.declared = true),
          // when the first word comes
          SentenceClauses.Clause.<Reading>of(
              "(?:starts?|begins?)(?: to)? ?(?:answer(?:ing)?|respond(?:ing)?|stream(?:ing)?|repl"
                  + "(?:y|ying))? (?:every request |each request )?(?:after|in) "
                  + D,
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:answers|responds|replies)(?: to)? (?:every request |each request |each "
                  + "|every )?(?:after|in) "
                  + D,
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:waits|takes|needs|spends|thinks|pauses)(?: for)? "
                  + D
                  + "(?: "
                  + GROWTH
                  + ",?)? (?:before|to|until|ahead of)(?: \\w+){0,3} (?:"
                  + FIRST_UNIT
                  + "|answer\\w*|respon\\w*|stream\\w*|start\\w*|repl\\w*|output\\w*)",
              (m, r) -> {
                r.first(duration(m, 1));
                if (m.group(3) != null) {
                  r.grows(duration(m, 3));
                }
              }),
          SentenceClauses.Clause.<Reading>of(
              FIRST_UNIT + " (?:takes|needs|is|comes in) " + D, (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:sends|streams|emits|produces|returns|gives|delivers|has|(?:answers|responds|"
                  + "replies|starts) with) "
                  + FIRST_UNIT
                  + " (?:after|at|in) "
                  + D,
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              FIRST_UNIT + " (?:comes |arrives |appears |goes out |is sent )?(?:after|at|in) " + D,
              (m, r) -> r.first(duration(m, 1))),
          // "its first token comes 100 ms after the request", "sends its first token 100 ms after
          // a request arrives"
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:sends|streams|emits|returns|gives|delivers) "
                  + FIRST_UNIT
                  + " |"
                  + FIRST_UNIT
                  + " (?:comes|arrives|appears|goes out|is sent) )"
                  + D
                  + " after (?:the|its|each|every|a|any) request(?: arrives| is received| comes in|"
                  + " reaches it| lands)?",
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:has |with )?(?:a |its )?(?:time to first token|time-to-first-token|ttft|first"
                  + "[- ]token (?:latency|delay|time))(?: is| of)? "
                  + D,
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:after|following) (?:a |an )?" + D + "(?: delay| wait| pause)?",
              (m, r) -> r.first(duration(m, 1))),
          // empty chunks before the first word
          SentenceClauses.Clause.<Reading>of(
              "(?:sends |streams |emits )?(?:first )?"
                  + N
                  + " (?:empty|blank|role-only|text-less) chunks?(?: before "
                  + FIRST_UNIT
                  + ")?",
              (m, r) -> r.empties = SentenceClauses.count(m.group(1))),
          // how many words, and how far apart
          SentenceClauses.Clause.<Reading>of(
              // "whose answers always have 11 tokens": the answer's length, the server named
              "(?:always |normally |usually )?(?:(?:(?:answers|responses) (?:always |all"
                  + " )?(?:have|has|are|contain)(?:"
                  + " exactly)?|has|have|contains?|streams|sends|emits|produces|returns|delivers|generates|writes|outputs|gives|answers"
                  + " (?:every request |each request |each |every )?with|responds with|replies"
                  + " with|answers in|answers|with|for) )?(?:exactly |just |only )?"
                  + N
                  + " (?:(more|further|other)(?= \\d|,)|(more |further |other )?"
                  + UNITS
                  + ")(?: in (?:all|total)| long| (?:per|an?|each|every|in (?:every|each))"
                  + " (?:answer|request|response|reply))?(?:"
                  + GAP_WORDS
                  + D
                  + " ?"
                  + BETWEEN
                  + "|,? (?:one )?every "
                  + D
                  + "|,? each "
                  + D
                  + " after the (?:last|previous|one before)|,? at "
                  + D
                  + " intervals)?(?: in (?:every|each) (?:answer|response|reply))?",
              (m, r) -> {
                // "a token every 10 ms" is a pace, not an answer of one token
                boolean pace = m.group(1).matches("an?|one") && m.group().contains(" every ");
                if (!pace) {
                  r.words = SentenceClauses.count(m.group(1));
                  r.more = m.group(2) != null || m.group(3) != null;
                }
                Duration gap = firstDuration(m, 4);
                if (gap != null) {
                  r.gap(gap);
                }
              }),
          // "streams the rest of a 50-token answer", "an answer of 12 words": the answer's length
          // said of the answer ("the rest of" it: the first word is one of them)
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:streams|sends|emits|produces|returns|delivers|generates|writes|outputs|gives"
                  + "|with) )?(?:the rest of )?(?:an? |the |its |each |every )?(?:(\\d+)[-"
                  + " ](?:token|word)"
                  + " (?:answer|response|reply|stream)|(?:answer|response|reply|stream) of (\\d+)"
                  + " (?:tokens|words))",
              (m, r) -> r.words = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2))),
          // "at one token every 20 ms", "at a pace of one word per 15 ms", "at 20 ms a token": the
          // gap said as a rate
          SentenceClauses.Clause.<Reading>of(
              "(?:at|with) (?:a (?:rate|pace|speed|cadence) of )?(?:(?:one|a|1)"
                  + " (?:token|word|chunk) (?:every|per|each) "
                  + D
                  + "|"
                  + D
                  + " (?:per|a|each|for each|for every) (?:token|word|chunk))",
              (m, r) -> r.gap(firstDuration(m, 1))),
          // "20 ms plus 5 ms for each other request in flight between tokens": a gap that grows
          SentenceClauses.Clause.<Reading>of(
              D + " " + GROWTH + ",? " + BETWEEN,
              (m, r) -> {
                r.gap(duration(m, 1));
                r.grows(duration(m, 3));
              }),
          // the gap alone
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:sends |streams |emits )?(?:one |a )?(?:token|word|chunk) every "
                  + D
                  + "|(?:with |takes |waits |leaves |needs |spends )?"
                  + D
                  + " "
                  + BETWEEN
                  + "|(?:with |at )?(?:an? )?(?:inter-token latency|itl|gap between"
                  + " (?:tokens|words|chunks)|gap) of "
                  + D
                  + ")",
              (m, r) -> r.gap(firstDuration(m, 1))),
          // "100 ms after a request arrives, sends a chunk that only announces the assistant role",
          // "at 200 ms it sends a chunk whose text is empty": a wordless chunk at its moment
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:at|after) "
                  + D
                  + "|"
                  + D
                  + " after (?:the|a|its|each|every) request(?: arrives| is received| comes in)?),?"
                  + " (?:it )?(?:sends|streams|emits) "
                  + WORDLESS_CHUNK,
              (m, r) -> r.leading(firstDuration(m, 1), m.group(5) != null)),
          // "sends a role-only chunk at 50 ms, a chunk with empty content at 80 ms and a
          // keep-alive comment at 120 ms": each wordless chunk at its own moment
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:then |first )?(?:sends|streams|emits) )?("
                  + WORDLESS_CHUNK
                  + "|"
                  + KEEP_ALIVE
                  + ") at "
                  + D
                  + "(?: after (?:the|a|its|each|every) request(?: arrives| is received| comes"
                  + " in)?)?",
              (m, r) -> r.leadingAt(m.group(1), duration(m, 3))),
          SentenceClauses.Clause.<Reading>of(
              "(?:sends|streams|emits) "
                  + WORDLESS_CHUNK
                  + " (?:at|after) "
                  + D
                  + "(?: after (?:the|a|its|each|every) request(?: arrives| is received| comes"
                  + " in)?)?",
              (m, r) -> r.leading(duration(m, 2), m.group(1) != null)),
          // "first sends a keep-alive comment line and a chunk with the assistant role but no
          // text": wordless chunks right away, in the order said
          SentenceClauses.Clause.<Reading>of(
              WORDLESS_IN_A_ROW, (m, r) -> r.leadingInARow(m.group())),
          // "and then ends the stream", "ends normally", "ends with a chunk that carries only usage
          // figures, then the done marker": how every answer of the fake ends (its usage as the
          // request asks for it), said for the reader
          SentenceClauses.Clause.<Reading>of(
              "(?:ends|closes|finishes|completes)(?: (?:the|its) (?:stream|answer|response)(?:"
                  + " normally| cleanly| as usual| (?:right |immediately |just |straight )?after"
                  + " the last (?:token|word|chunk))?| normally| cleanly| as usual| with (?:a|the)"
                  + " (?:usage chunk|chunk (?:that|which) carries only (?:the )?usage(?: figures|"
                  + " numbers| counts)?(?: and no (?:text|content))?)(?:,? (?:then|and"
                  + " then|followed by) (?:the )?(?:done marker|\\[done\\](?:"
                  + " marker)?|end-of-stream marker))?)",
              (m, r) -> r.declared = true),
          // "at 300 ms it sends the first real token": the time said first
          SentenceClauses.Clause.<Reading>of(
              "(?:at|after) "
                  + D
                  + ",? (?:it )?(?:sends|streams|emits|delivers|produces|writes) "
                  + FIRST_UNIT,
              (m, r) -> r.first(duration(m, 1))),
          // "immediately followed by a closing chunk with no text, finish reason "stop" and usage
          // of 10 completion tokens": how every answer of the fake ends
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:and )?(?:immediately |then |directly )?followed by|(?:and )?(?:then"
                  + " )?(?:ends|closes) with) an? (?:closing|final|last|finishing) chunk(?: with no"
                  + " text| without text| carrying no text)?(?:,? (?:with )?(?:a )?finish(?:_|"
                  + " )reason \"?stop\"?)?(?:,? and usage(?: of| counting| reporting)? (\\d+)"
                  + " (?:completion |output )?tokens)?",
              ServerSentence::usageSaidByTheWay),
          // "sends the first of 20 tokens 100 ms after the request": how many, and when they start
          SentenceClauses.Clause.<Reading>of(
              "(?:sends|streams|emits|delivers) the first of "
                  + N
                  + " "
                  + UNITS
                  + " (?:after |at )?"
                  + D
                  + "(?: after (?:the|its|each|every|a|any) request(?: arrives| is received| comes"
                  + " in)?)?",
              (m, r) -> {
                r.words = SentenceClauses.count(m.group(1));
                r.first(duration(m, 2));
              }),
          // "…, each with 10 tokens": every answer's length
          SentenceClauses.Clause.<Reading>of(
              "each (?:with|of|having) (?:exactly )?" + N + " " + UNITS,
              (m, r) -> r.words = SentenceClauses.count(m.group(1))),
          // "10 tokens, the first after 300 ms and then one every 20 ms": when the first comes, and
          // the pace of the rest
          SentenceClauses.Clause.<Reading>of(
              "the first(?: one)? (?:comes |arrives )?(?:after|at|in) " + D,
              (m, r) -> r.first(duration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              // "…, every 20 ms, 50 tokens in total": the pace said alone
              "(?:the (?:others|rest) |one )?(?:come |arrive |follow )?every " + D,
              (m, r) -> r.gap(duration(m, 1))),
          // "and the others 10 ms apart": the gap of the words after the first
          SentenceClauses.Clause.<Reading>of(
              "(?:the (?:others|rest|remaining ones|following ones)) (?:come |arrive |follow )?"
                  + D
                  + " "
                  + BETWEEN,
              (m, r) -> r.gap(firstDuration(m, 1))),
          // "reporting 80 completion tokens in its usage": what the fake's usage always says
          SentenceClauses.Clause.<Reading>of(
              "(?:and )?(?:reporting|reports|saying|says|counting|counts|with) (?:(\\d+)"
                  + " (?:completion |output |generated )?tokens|the prompt(?:'s)?"
                  + " (?:length|tokens)|(?:its |the )?prompt tokens) (?:in|through|as) (?:its |the"
                  + " )?usage",
              ServerSentence::usageSaidByTheWay),
          // "its usage says 80 completion tokens": what the fake's usage always says, by the way
          SentenceClauses.Clause.<Reading>of(
              "(?:and )?(?:(?:its|the) )?usage (?:says|reports|counts|shows|gives|lists) (\\d+)"
                  + " (?:completion |output |generated )?tokens",
              ServerSentence::usageSaidByTheWay),
          // "then continues every 20 ms" after a stall: the pace again, which must be the answer's
          SentenceClauses.Clause.<Reading>of(
              "(?:continues|carries on|resumes|goes on)(?: streaming| sending(?: tokens)?)?"
                  + " (?:(?:one |a token )?every "
                  + D
                  + "|at "
                  + D
                  + " intervals|"
                  + D
                  + " apart)",
              (m, r) -> r.gap(firstDuration(m, 1))),
          // "streams each following token after 10 ms"
          SentenceClauses.Clause.<Reading>of(
              "(?:sends |streams |emits )?(?:each|every) (?:following|next|subsequent|further|later"
                  + "|other) (?:token|word|chunk) (?:comes |arrives )?(?:after|in) "
                  + D,
              (m, r) -> r.gap(firstDuration(m, 1))),
          SentenceClauses.Clause.<Reading>of(
              "(?:(?:tokens|words|chunks) (?:are|come|arrive|go out|are sent) "
                  + D
                  + " "
                  + BETWEEN
                  + "|(?:the )?(?:inter-token latency|itl|gap between (?:tokens|words|chunks)|gap)"
                  + " is "
                  + D
                  + ")",
              (m, r) -> r.gap(firstDuration(m, 1))),
          // the gap alone, said of the tokens without their count
          SentenceClauses.Clause.<Reading>of(
              "(?:sends|streams|emits|spaces|spreads) (?:the |its |out )?(?:following |other"
                  + " |remaining |subsequent |later )?(?:tokens|words|chunks)"
                  + "(?: out)?"
                  + GAP_WORDS
                  + D
                  + " "
                  + BETWEEN
                  + "|(?:sends|streams|emits) each (?:following|further|later|next) (?:token|word"
                  + "|chunk) "
                  + D
                  + " after the (?:previous|last|one before)(?: one)?",
              (m, r) -> r.gap(firstDuration(m, 1))),
          // "when it handles one request alone": the pace alone, the linear model's base
          SentenceClauses.Clause.<Reading>of(
              "(?:when|while|if) it (?:handles|serves|runs|processes|has) (?:a single|one|only"
                  + " one|just one) request(?: alone| on its own| at a time| in flight)?|with (?:a"
                  + " single|one|only one|just one) request in flight|on its own|when alone",
              (m, r) -> {}),
          // "works on all its requests together": batching, which the fake does unless capped
          SentenceClauses.Clause.<Reading>of(
              "(?:works on|serves|handles|processes|runs|batches) (?:all (?:of )?(?:its |the )?|its"
                  + " )?requests (?:together|at once|in one batch|in a single batch|in parallel)",
              (m, r) -> {}),
          // "whatever the prompt": the pace holds for every prompt, which it does unless said
          SentenceClauses.Clause.<Reading>of(
              "(?:whatever|regardless of|no matter) (?:the )?(?:prompt|prompt's)(?: length| size)?"
                  + "|(?:for|with) (?:any|every) prompt(?: length)?",
              (m, r) -> {}),
          // "every other request in flight adds 20 ms to the first token and 2 ms between tokens"
          SentenceClauses.Clause.<Reading>of(
              "(?:for )?(?:every|each) (?:other|additional|extra|further) (?:request|stream)s?(?:"
                  + " (?:already )?in flight| in the same batch| it is (?:already )?handling)?(?:"
                  + " at the same time)?,? (?:it )?adds "
                  + D
                  + " (?:to|before|on|onto) (?:the |its )?(?:first (?:token|word|chunk)|time to"
                  + " (?:the )?first (?:token|word|chunk)|ttft|first-(?:token|word)"
                  + " (?:delay|wait|latency)|(?:wait|delay) (?:for|before) (?:the"
                  + " )?first (?:token|word|chunk))(?:,? and "
                  + D
                  + " (?:between (?:tokens|words|chunks)|to (?:each|every) gap(?: between"
                  + " (?:tokens|words|chunks))?|per gap|to the gap between"
                  + " (?:tokens|words|chunks)|to (?:the )?(?:token |inter-token"
                  + " )?(?:interval|gap)|to (?:the )?inter-token latency))?",
              (m, r) -> {
                r.firstPerOther = duration(m, 1);
                if (m.group(3) != null) {
                  r.gapPerOther = duration(m, 3);
                }
              }),
          // what each other request in flight adds to the wait said before
          SentenceClauses.Clause.<Reading>of(
              "(?:, )?" + GROWTH + "|" + D + " (?:more|extra|longer) (?:" + PER_OTHER + ")",
              (m, r) -> r.grows(firstDuration(m, 1))));

  /**
   * The stream's clauses, then those that say more of the server ({@link ServerTraitClauses}) and
   * those that spoil a share of its requests ({@link ShareFaultClauses}).
   */
  private static final List<SentenceClauses.Clause<Reading>> CLAUSES =
      java.util.stream.Stream.of(
              STREAM_CLAUSES, ServerTraitClauses.CLAUSES, ShareFaultClauses.CLAUSES)
          .flatMap(List::stream)
          .toList();

  private static final Pattern SEPARATOR =
      Pattern.compile(
          ",? (?:followed by|after which) |,? ?(?:and )?(?:then )?(?:that |which )?(?:it )?"
              // "…, each answer being 10 tokens 20 ms apart": what follows is said of every answer
              + "(?:(?:with )?(?:each|every) answer (?:being|having|is|has) )?");

  /**
   * "unless a scenario says otherwise", "unless said otherwise", "by default": what makes a line a
   * default that a scenario's own line replaces, as any line said later does.
   */
  static final String OTHERWISE =
      "(?:unless (?:(?:a|the|this|another) (?:scenario|step) (?:says|states|specifies|sets)"
          + " (?:otherwise|something else|differently)|(?:stated|said|specified|told|noted|set)"
          + " otherwise|otherwise (?:stated|said|specified|noted))|by default|as a default)";

  static final Pattern UNLESS_SAID_OTHERWISE =
      Pattern.compile(
          "^" + OTHERWISE + ",? |,? " + OTHERWISE + "\\.?$|(?<=\\w), " + OTHERWISE + ",(?= \\w)",
          Pattern.CASE_INSENSITIVE);

  /**
   * Where one sentence says two things of the server, each with its subject again: "…, and its gap
   * between tokens is …", "…, for the 8th request it sends …", "…, and the 10th request …".
   */
  private static final Pattern PARTS =
      Pattern.compile(
          ",? and (?=(?:its|it|the server|the model|every (?:later|other) request|the first"
              + " (?:token|word|chunk)|(?:for|on|in) (?:the \\d+(?:st|nd|rd|th)|request \\d+)) )|,"
              + " (?=(?:its|it|the server|the model|every (?:later|other) request|the first"
              + " (?:token|word|chunk)|(?:for|on|in) (?:the \\d+(?:st|nd|rd|th)|request \\d+)) )",
          Pattern.CASE_INSENSITIVE);

  /** Each part of a sentence {@link #PARTS} splits read as a sentence of its own, all into one. */
  private static boolean readsInParts(String said, Reading reading) {
    String[] parts = PARTS.split(said);
    if (parts.length < 2) {
      return false;
    }
    for (String part : parts) {
      if (!SENTENCE.readsAll(ServerRewrites.said(part), reading)) {
        return false;
      }
    }
    return true;
  }

  private static final SentenceClauses<Reading> SENTENCE =
      new SentenceClauses<>(SUBJECT, SEPARATOR, CLAUSES);

  /** The answer {@code text} says, or empty when any part of it is not a clause this reads. */
  /** What the fake does anyway, said by the way; a usage count (group 1) must be the answer's. */
  private static void usageSaidByTheWay(Matcher m, Reading r) {
    r.declared = true;
    if (m.group(1) != null) {
      r.usageTokens = Integer.parseInt(m.group(1));
    }
  }

  public static Optional<ServerSentence> read(String text) {
    return read(text, null);
  }

  /**
   * The same, the counts of requests in {@code text} of {@code frame} when it says no frame of its
   * own: "of 20 requests the server answers 12 normally", then "it rejects 3 with HTTP 500" (3 of
   * those 20).
   */
  public static Optional<ServerSentence> read(String text, Integer frame) {
    Reading reading = new Reading();
    reading.sharesOfEvery = frame;
    // "unless a scenario says otherwise, it sends …" in a Background: a scenario's own line, read
    // after it, says otherwise
    String said = ServerRewrites.said(UNLESS_SAID_OTHERWISE.matcher(text).replaceAll(""));
    if (!SENTENCE.readsAll(said, reading)) {
      reading = new Reading();
      reading.sharesOfEvery = frame;
      if (!readsInParts(said, reading)) {
        return Optional.empty();
      }
    }
    reading.traits.replaceAll(trait -> ShareFaultClauses.quotedAsWritten(trait, text));
    reading.firstOnArrival = ON_ARRIVAL.matcher(text).find();
    return reading.sentence();
  }

  /**
   * Scripts the answer on {@code model}'s stream, as the glossary's steps for the same words do,
   * and a wait said to grow with the requests in flight as its server's linear pace.
   */
  public void scriptOn(ModelScript model) {
    ScriptedStream stream = model.stream();
    if (first != null) {
      stream.firstWait(first);
    }
    boolean gapSaid = !gap.isZero();
    if (words > 0 && stream.hasWords()) {
      // a length said again, as a scenario says otherwise than its Background: not more words
      stream.recountWords(words, gapSaid ? gap : null);
    } else if (words > 0 && gapSaid) {
      stream.streamWords(words, gap);
    } else if (words > 0) {
      stream.countWords(words);
    } else if (gapSaid) {
      stream.gapBetweenWords(gap);
    }
    if (empties > 0) {
      List<Duration> at = new java.util.ArrayList<>();
      for (int i = 1; i <= empties; i++) {
        at.add(
            emptiesWithin == null
                ? Duration.ZERO
                : emptiesWithin.multipliedBy(i).dividedBy(empties));
      }
      stream.emptyChunksBeforeFirstWord(at);
    }
    leading.forEach(chunks -> chunks.addTo(stream));
    if (firstPerOther != null || gapPerOther != null) {
      // a growth said with its base is a part of the linear pace; said alone ("every other
      // request in flight adds 20 ms to the first token"), it adds to the script's own wait
      Duration firstBase = firstPerOther == null ? null : first;
      Duration gapBase = gapPerOther == null || !gapSaid ? null : gap;
      model.inFlight().linear(firstBase, firstPerOther, gapBase, gapPerOther);
      if (firstPerOther != null && !firstOnArrival) {
        model.inFlight().firstWordAtEachMoment();
      }
      model
          .inFlight()
          .grows(firstBase == null ? firstPerOther : null, gapBase == null ? gapPerOther : null);
    }
  }

  /** What the clauses said so far. */
  static final class Reading {
    Duration first;
    int words;
    boolean more;
    Duration gap;
    int empties;
    Duration emptiesWithin;
    final List<ServerTrait> traits = new java.util.ArrayList<>();
    Duration firstPerOther;
    Duration gapPerOther;
    final List<LeadingChunks> leading = new java.util.ArrayList<>();

    /** Wordless chunks said in a row, each sent right away, a keep-alive, a role or empty text. */
    void leadingInARow(String said) {
      String chunks = said.replaceFirst("^(?:first )?(?:sends|streams|emits) (?:first )?", "");
      for (String chunk : chunks.split(",? and (?:then )?|, (?:then )?")) {
        leadingAt(chunk, Duration.ZERO);
      }
    }

    /** A wordless chunk, said in words, {@code at} its moment from the request. */
    void leadingAt(String chunk, Duration at) {
      ChunkKind kind =
          chunk.contains("keep-alive") || chunk.contains("comment") || chunk.contains("ping")
              ? ChunkKind.KEEP_ALIVE
              : chunk.contains("role") ? ChunkKind.ROLE : ChunkKind.CONTENT;
      leading.add(new LeadingChunks(kind, List.of(at)));
    }

    /** A chunk without a word {@code at} from the request, a role alone or empty text. */
    void leading(Duration at, boolean role) {
      leading.add(new LeadingChunks(role ? ChunkKind.ROLE : ChunkKind.CONTENT, List.of(at)));
    }

    /**
     * "… and 100 tokens on the others": the answer's length for every request no share of a length
     * names.
     */
    void lengthOfTheRest(int tokens) {
      words = tokens;
    }

    /** Something the fake always does was said ("streams one token per chunk"). */
    boolean declared;

    /** The first word's growth is by the requests found on arrival ({@link #ON_ARRIVAL}). */
    boolean firstOnArrival;

    /** "reporting 80 completion tokens in its usage": what its usage says, by the way. */
    Integer usageTokens;

    /** "out of every 20 requests": what a bare count of requests after it is a share of. */
    Integer sharesOfEvery;

    /** "answers 85 normally": the requests of the frame no fault spoils, said to add up. */
    private Integer normally;

    void answersNormally(int requests) {
      if (sharesOfEvery == null) {
        throw new IllegalArgumentException(
            "'answers "
                + requests
                + " normally' says how many requests but not of how many: write e.g. 'out of 100"
                + " requests it answers 85 normally, returns HTTP 500 for 5, …'");
      }
      normally = requests;
    }

    /** The normal answers and the spoiled ones must make the frame, or the counts were misread. */
    private void requireTheFrameAddsUp() {
      if (normally == null || traits.isEmpty()) {
        // the spoiled requests may come in the lines after ("it rejects 3 with HTTP 500")
        return;
      }
      java.util.OptionalInt spoiled = ShareFaultClauses.spoiledOf(traits, sharesOfEvery);
      if (spoiled.isPresent() && normally + spoiled.getAsInt() != sharesOfEvery) {
        throw new IllegalArgumentException(
            "the counts do not add up: "
                + normally
                + " answered normally and "
                + spoiled.getAsInt()
                + " spoiled make "
                + (normally + spoiled.getAsInt())
                + ", not the "
                + sharesOfEvery
                + " requests the sentence counts from");
      }
    }

    /** Which wait was said last: what a growth said after it adds to. */
    private boolean lastWasGap;

    private boolean growthWithoutAWait;

    void first(Duration said) {
      first = said;
      lastWasGap = false;
    }

    void gap(Duration said) {
      gap = said;
      lastWasGap = true;
    }

    /** Each other request in flight adds {@code perOther} to the wait said last. */
    void grows(Duration perOther) {
      if (lastWasGap && gap != null) {
        gapPerOther = perOther;
      } else if (!lastWasGap && first != null) {
        firstPerOther = perOther;
      } else {
        growthWithoutAWait = true;
      }
    }

    Optional<ServerSentence> sentence() {
      requireTheFrameAddsUp();
      boolean saysSomething =
          first != null
              || words > 0
              || gap != null
              || empties > 0
              || firstPerOther != null
              || gapPerOther != null
              || !traits.isEmpty()
              || !leading.isEmpty()
              || normally != null
              || declared;
      // "5 more words" counts the first word the wait was for; a count and a gap may come in
      // lines of their own ("it answers with 50 tokens", "it sends tokens 10 ms apart")
      int total = more ? words + 1 : words;
      if (!saysSomething || growthWithoutAWait) {
        return Optional.empty();
      }
      if (usageTokens != null && total > 0 && usageTokens != total) {
        // "streams 80 tokens … and ends with usage saying 50 completion tokens": the line says
        // the usage is not the answer's length, so it is a usage of its own
        traits.add(new ServerTrait.UsageSays(usageTokens));
      }
      return Optional.of(
          new ServerSentence(
              first,
              total,
              gap == null ? Duration.ZERO : gap,
              empties,
              emptiesWithin,
              firstPerOther,
              gapPerOther,
              List.copyOf(traits),
              List.copyOf(leading),
              sharesOfEvery,
              firstOnArrival));
    }
  }

  private static Duration duration(Matcher m, int group) {
    return Durations.parse(m.group(group) + " " + m.group(group + 1));
  }

  /** The first duration the match captured from group {@code from} on. */
  private static Duration firstDuration(Matcher m, int from) {
    for (int g = from; g + 1 <= m.groupCount(); g += 2) {
      if (m.group(g) != null) {
        return duration(m, g);
      }
    }
    return null;
  }
}
