package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A Background's line that says what every scenario's fake and benchmark already are, in the
 * writer's own words: a server that is warm, has room for every request and no prompt cache,
 * streams server-sent events a token a chunk; a benchmark with its default settings that streams
 * chat requests over HTTP, sends no warm-up and measures from its send; and the suite's own
 * definition of time per output token. Such a line sets nothing. A line that says otherwise (a cold
 * server, a cache, another definition) is not one of these and is read, or refused, as what it
 * says.
 */
final class DefaultsSaid {

  private static final String SERVER =
      "(?:it|(?:the |a |an |our )?(?:fake |mock |simulated |pretend |stand-in |dummy |stub"
          + " |emulated )?(?:streaming )?(?:chat )?(?:llm |model |inference"
          + " )?(?:server|model|endpoint|backend))";

  /**
   * "however many requests are in flight", "regardless of the load": a pace said not to follow the
   * requests in flight, as no server's does until a line says it does.
   */
  static final String WHATEVER_IN_FLIGHT =
      "(?:(?:at|with) the same (?:speed|pace|rate|timing),? )?(?:(?:(?:no matter|regardless"
          + " of|irrespective of|independent(?:ly)? of) how many|however many|whatever (?:the"
          + " )?number of) (?:requests? )?(?:are |is |it has |it is (?:handling|serving) )?(?:in"
          + " flight|running|in progress|active|open|being (?:served|handled))?(?: at once| at the"
          + " same time| together| concurrently)?|(?:regardless of|no"
          + " matter|whatever|independent(?:ly)? of|irrespective of|unaffected by|not affected by)"
          + " (?:the )?(?:load|concurrency|how busy it is|other requests(?: in flight)?)|(?:even"
          + " )?under (?:any )?load)";

  private static final String BENCHMARK =
      "(?:the |our )?(?:benchmark(?:ing)? )?(?:client|tool|benchmark)";

  private static final List<Pattern> SAID =
      java.util.stream.Stream.of(
              // the server's state before a scenario says otherwise
              SERVER
                  + " (?:is|stays|starts) (?:already )?(?:warm|warmed up|idle|healthy|ready|not"
                  + " overloaded|not under load|unloaded)",
              SERVER + " has (?:already )?loaded (?:its|the) model",
              // said before the wait of its first request, which says the cold start
              SERVER + " has just (?:started|booted|come up|been started)",
              // a fresh fake every scenario, its cache empty
              SERVER
                  + ",? (?:that is |which is |is )?(?:started|restarted|reset|new)(?: fresh| anew|"
                  + " clean)?(?:,? (?:with|and) an? (?:empty|cold|clean) (?:prompt |prefix |kv"
                  + " )?cache)?(?: (?:for|before|in|at the start of) (?:each|every) scenario)?",
              "(?:" + SERVER + "'s|its) (?:prompt |prefix |kv )?cache (?:starts|is) (?:empty|cold)",
              SERVER
                  + " has (?:unlimited|unbounded|infinite|ample|enough) capacity(?: for every"
                  + " request)?",
              SERVER + " (?:has no|does not have a|keeps no) (?:prompt |prefix |kv )?cache",
              // its pace said not to follow the load
              "(?:"
                  + SERVER
                  + "(?:'s)?|its) (?:speed|pace|timing|latency|behaviou?r) (?:does not|doesn't"
                  + "|never)"
                  + " (?:depend on|change with|vary with|change) (?:how many requests are in"
                  + " flight|the load|the number of requests(?: in flight)?|concurrency)",
              SERVER
                  + " (?:does not|doesn't|never) slow(?:s)? down(?: (?:under|with) (?:any )?load|"
                  + " when (?:it is )?busy| when (?:several|more|other|many) requests are in"
                  + " flight| with more requests)?",
              SERVER + " (?:is|stays) (?:just )?as fast,? " + WHATEVER_IN_FLIGHT,
              SERVER + " has room for (?:every|each|all|any) requests?(?: at once)?",
              SERVER
                  + "(?: that| which)? (?:handles|serves|takes|accepts|works on) (?:any number of"
                  + " requests|every request|all requests|as many requests as it gets|(?:parallel"
                  + "|concurrent|simultaneous) requests)(?: at once|"
                  + " in parallel| concurrently| together)?(?:,? (?:at full speed|at (?:that|the"
                  + " same|its|its usual|its normal|the usual|the normal|its full) (?:same"
                  + " )?(?:speed|pace|timing)|without slowing down|without queu(?:e?ing)))?",
              SERVER
                  + "(?: that| which)? streams (?:openai-compatible |openai-style )?(?:chat"
                  + " )?(?:completions?(?: chunks)?|answers|responses|tokens)(?:,? (?:with"
                  + " )?(?:exactly )?(?:one|a|a single) token (?:per|a|in each|in every) chunk)?",
              SERVER
                  + " (?:never|does not|doesn't) (?:queues?|refuses?|rejects?)(?: or"
                  + " (?:queues?|refuses?|rejects?))? (?:one|a request|requests|any requests?"
                  + "|anything)",
              SERVER + " (?:does not|doesn't|never) caches? (?:prompts|anything)",
              SERVER + " has no (?:cold[- ]start|warm-?up|start-?up) (?:delay|penalty|wait)",
              SERVER
                  + " has no (?:limit|cap) on (?:parallel|concurrent|simultaneous) requests"
                  + "|"
                  + SERVER
                  + " has no (?:concurrency|parallel(?:ism)?) limit",
              // how it streams, which every answer does
              SERVER
                  + " streams (?:its |every |each |all )?(?:answers?|responses?|tokens|completions)"
                  + " (?:as|over|using|with) (?:server-sent events|sse)",
              "(?:each|every) (?:output )?(?:token|word) (?:is sent|comes|arrives|goes out|is"
                  + " streamed) (?:in|as) (?:its own|a separate|one) (?:chunk|event)",
              SERVER
                  + " (?:streams|sends|emits) (?:each|every) (?:output )?(?:token|word) (?:in|as)"
                  + " (?:its own|a separate|one) (?:chunk|event)",
              SERVER
                  + " (?:sends|reports|includes) (?:the )?usage only (?:when|if) (?:asked|the"
                  + " client asks(?: for it)?|requested)",
              // the usage the benchmark asks for, counting what was streamed: the fake's own
              SERVER
                  + " ends (?:each|every|its) (?:complete |whole |full )?(?:answer|stream|response)"
                  + " with (?:a|the|its) usage (?:chunk|block|event)(?:,? (?:whose|with) counts"
                  + " (?:that )?match(?:ing)? (?:what it streamed|the stream|the tokens"
                  + " streamed))?",
              "(?:every|each) (?:answer|stream|response) ends with (?:a usage chunk(?: and| then|,"
                  + " then)? )?(?:a |the )?(?:\\[done\\]|done marker|end(?:-of-stream)? marker)",
              SERVER
                  + "(?: that| which)? (?:emits|streams|sends) (?:exactly )?one (?:output"
                  + " )?(?:token|word) (?:per|in each|in every) (?:non-empty |sse |server-sent"
                  + " )?(?:event|chunk)",
              // where the fake runs, which adds no network delay
              SERVER
                  + ",? (?:that |which )?(?:runs |is |running |sitting |lives )?on the same"
                  + " (?:machine|host|box|computer) as the (?:benchmark|client|tool)(?:"
                  + " tool| client)?",
              BENCHMARK
                  + " (?:runs|is|sits) on the same (?:machine|host|box|computer) as the"
                  + " (?:pretend |fake |mock )?(?:model )?server",
              "(?:so )?(?:the )?network (?:delay|latency)(?: between them)? is"
                  + " (?:negligible|zero|nil|(?:under|below|less than) \\d+ ?ms)",
              // the report's own rules, said again
              "(?:the )?report (?:gives|shows|states|reports|lists) (?:all )?(?:the"
                  + " )?(?:times|numbers|durations|latencies) in (?:milliseconds|ms)",
              "(?:the )?report (?:leaves|keeps) (?:the )?failed requests out of (?:the )?[a-z ,]*"
                  + "(?:figures|numbers|metrics|statistics)",
              "there is no (?:network )?(?:delay|latency) between (?:the )?(?:client|benchmark) and"
                  + " (?:the )?(?:server|model)",
              SERVER + " adds no network (?:delay|latency)",
              // the benchmark as every scenario runs it
              BENCHMARK + " (?:is configured|runs|is set up) with (?:its )?default settings",
              BENCHMARK + " (?:streams|reads) (?:the )?(?:responses|answers)(?: as they arrive)?",
              BENCHMARK
                  + " streams from (?:it|the (?:pretend |fake )?(?:model )?server) (?:through|over"
                  + "|via) (?:the |its |an? )?(?:openai-compatible |openai-style )?(?:streaming"
                  + " )?(?:chat(?:/| )?completions? )?(?:endpoint|api)",
              BENCHMARK + " (?:talks|connects|speaks) to the (?:fake )?(?:model )?server over http",
              BENCHMARK
                  + " (?:sends|runs|does|makes) no warm-?up(?: requests?| round| phase)?(?:"
                  + " first)?",
              BENCHMARK + " has no warm-?up(?: requests?| round| phase)?",
              "(?:the )?warm-?up is (?:off|disabled|turned off|switched off)",
              // the suite's definitions, said again
              "(?:all |every |each )?(?:timings?|times|latencies|durations|metrics|numbers)(?:"
                  + " below| here)? (?:are|is) measured (?:by the (?:client|benchmark)|on the"
                  + " client|client-side|at the client)(?: from (?:the moment|when) (?:it|the"
                  + " client|the benchmark) sends (?:the|a|each) request| from (?:sending|the"
                  + " send of) (?:the|a|each) request)?",
              "(?:the )?(?:time per output token|tpot) is (?:computed|calculated|defined|worked"
                  + " out) as \\(?(?:the )?(?:request )?latency ?[-−] ?(?:the )?(?:ttft|time to"
                  + " first token)\\)? ?/ ?\\(?(?:the )?(?:number of )?output tokens ?[-−]"
                  + " ?1\\)?")
          .map(regex -> Pattern.compile(regex, Pattern.CASE_INSENSITIVE))
          .toList();

  private DefaultsSaid() {}

  /** Whether {@code text} says only what every scenario's fake and benchmark already are. */
  static boolean said(String text) {
    String line = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    String said =
        (line.endsWith(".") ? line.substring(0, line.length() - 1) : line)
            .replaceFirst("^" + ServerSentence.OTHERWISE + ",? ", "")
            .replaceFirst(",? " + ServerSentence.OTHERWISE + "$", "");
    if (says(said)) {
      return true;
    }
    // "the server is warm and has unlimited capacity": each part, the later ones of the first's
    // subject
    String[] parts = said.split(",? and |, ");
    java.util.regex.Matcher subject =
        Pattern.compile("^(?:" + SERVER + "|" + BENCHMARK + ") ").matcher(parts[0]);
    if (parts.length < 2 || !subject.lookingAt() || !says(parts[0])) {
      return false;
    }
    // "…, has no prompt cache and unlimited capacity": a part may also leave out the verb before it
    java.util.regex.Matcher firstVerb =
        Pattern.compile("^(\\w+) ").matcher(parts[0].substring(subject.end()));
    String verb = firstVerb.lookingAt() ? firstVerb.group() : "";
    for (String part : java.util.Arrays.asList(parts).subList(1, parts.length)) {
      if (!says(part) && !says(subject.group() + part) && !says(subject.group() + verb + part)) {
        return false;
      }
      java.util.regex.Matcher itsVerb = Pattern.compile("^(\\w+) ").matcher(part);
      verb = itsVerb.lookingAt() ? itsVerb.group() : verb;
    }
    return true;
  }

  private static boolean says(String said) {
    return SAID.stream().anyMatch(pattern -> pattern.matcher(said).matches());
  }
}
