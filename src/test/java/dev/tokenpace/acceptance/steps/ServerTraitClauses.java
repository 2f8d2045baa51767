package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Durations;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clauses of a server sentence that say more than its stream's timing ({@link ServerTrait}):
 * "takes 20 ms plus 1 ms per 10 prompt tokens before the first token", "goes quiet for 2 s after
 * the 25th token before carrying on", "always writes 300 tokens whatever maximum is requested",
 * "caches prompts it has already seen", "400 ms to the first token for a new prompt and 50 ms for a
 * cached one", "3 empty chunks in the first 300 ms". Faults on a share of the requests are {@link
 * ShareFaultClauses}'.
 */
final class ServerTraitClauses {

  private static final String D =
      "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(" + Durations.UNIT + ")\\b";
  private static final String COUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+|" + NumberWords.CARDINALS + ")";
  private static final String ORD = "(" + RequestSet.ORDINAL + ")";
  private static final String UNIT = "(?:tokens?|words?|chunks?)";

  /**
   * "for a new prompt", "for an uncached 4000-token prompt", "for a prompt it has not seen before"
   * (its length, group 3 after a duration's two, only in the first form).
   */
  private static final String NEW_PROMPT =
      "(?:for|on|with) (?:(?:an? |the )?(?:new|fresh|unseen|uncached|cold)(?: "
          + COUNT
          + "-(?:token|word))? prompt|an? (?:"
          + COUNT
          + "-(?:token|word) )?prompt it (?:has not|hasn't|has never|did not|didn't)"
          + " (?:seen|see)(?: before)?)";

  private static final String FIRST_UNIT =
      "(?:its |the )?(?:very )?first (?:real |actual |non-empty )?(?:text |content )?(?:token|word"
          + "|chunk)";

  /** ", it sends the first token after 60 ms", after which prompts it is said of. */
  private static final String FIRST_AT =
      ",? (?:it )?(?:(?:sends|gives|delivers|streams|emits) )?"
          + FIRST_UNIT
          + " (?:comes |arrives )?(?:after|at|in) "
          + D;

  private static final String BEFORE_FIRST =
      "(?:,? (?:before|to|until|ahead of)(?: \\w+){0,3} (?:"
          + FIRST_UNIT
          + "|answer\\w*|respon\\w*|stream\\w*|start\\w*|repl\\w*|output\\w*))?";
  private static final String PLUS =
      ",? (?:plus|\\+|and) (?:an extra |another |a further |an additional )?";
  private static final String PER_PROMPT_TOKENS =
      "(?:per|for every|for each|every|each|a|for) (?:"
          + COUNT
          + " )?(?:(?:uncached |new |extra )?(?:prompt|input) tokens?(?: of (?:the"
          + " )?prompt)?|tokens? (?:of|in) (?:the |its )?(?:prompt|input))"
          // "… that is not in its cache": what a prefill always reads, the prompt it has not cached
          + "(?: (?:that|which) (?:is|are) not (?:already )?(?:in (?:its|the) cache|cached)| not"
          + " (?:already )?(?:in (?:its|the) cache|cached)| (?:outside|missing from) (?:its|the)"
          + " cache)?(?: (?:to read the prompt|of prefill|for prefill|to prefill))?";

  private static final String MAX_TOKENS =
      "(?:the )?(?:requested |asked-for |client's |benchmark's |request's )?(?:max_tokens|max"
          + " tokens|maximum(?: number of)?(?: output)? tokens|maximum(?: length)?|max(?:imum)?"
          + " length|token limit|limit)";
  private static final String RESUMES =
      "(?:,? (?:and |then |and then |before |before then )?(?:carrying on|carries"
          + " on|continuing|continues|resuming|resumes|going on|goes on|picking up again|picks up"
          + " again|finishing|finishes|sending the rest|streaming the rest|sending the"
          + " (?:next|following|(?<resumesAt>\\d+)(?:st|nd|rd|th)) (?:token|word|chunk)|sending the"
          + " remaining (?:tokens|words)|the rest follows)(?: (?:the answer|streaming|as"
          + " before|where it left off|normally|with the rest(?: of the answer)?|of the answer|at"
          + " the same (?:pace|rate|speed)|at its (?:usual|normal|old) (?:pace|rate|speed)))?)?";

  /** "to load its model", "loading the model", "warming up": what a cold start's time is for. */
  private static final String WARMING =
      "(?:to (?:warm up|load (?:its|the) model|start up|wake up|boot)|while (?:it loads|loading)"
          + " (?:its|the) model|loading (?:its|the) model|warming up|starting up|booting)";

  /** "instead of 10 ms": the gap a pause replaces, said by the way (the script's is used). */
  private static final String INSTEAD_OF =
      "(?: instead of (?:the (?:usual|normal) )?\\d+(?:\\.\\d+)? ?(?:" + Durations.UNIT + ")\\b)?";

  /** "between the 50th and 51st token": a pause after the first of two neighbours. */
  private static final String BETWEEN_NEIGHBOURS =
      " between (?:the |its )?" + ORD + " and (?:the |its )?(?:\\d+(?:st|nd|rd|th)|\\w+) " + UNIT;

  private static final String MID =
      "(?: mid-answer| mid-stream| in the middle of (?:the |its |each |every )?(?:answer|stream))?";
  private static final String STALLS =
      "(?:stalls|pauses|goes quiet|goes silent|falls silent|freezes|hangs|halts|stops|waits"
          + "|sleeps)";

  static final List<SentenceClauses.Clause<ServerSentence.Reading>> CLAUSES =
      List.of(
          // prefill that grows with the prompt
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:takes|spends|needs|waits)(?: for)? "
                  + D
                  + PLUS
                  + D
                  + " "
                  + PER_PROMPT_TOKENS
                  + BEFORE_FIRST,
              (m, r) -> {
                r.first(duration(m, 1));
                r.traits.add(prefill(m, 3, 5));
              }),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:has |with )?(?:a |its )?(?:time to first token|time-to-first-token|ttft|"
                  + FIRST_UNIT
                  + ")(?: is| of| comes after| comes| after| at)? "
                  + D
                  + PLUS
                  + D
                  + " "
                  + PER_PROMPT_TOKENS,
              (m, r) -> {
                r.first(duration(m, 1));
                r.traits.add(prefill(m, 3, 5));
              }),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:plus |and |with |adds? |takes |spends )?(?:an extra |a further |another |a "
                  + "prefill of )?"
                  + D
                  + " (?:more |extra )?(?:of prefill )?"
                  + PER_PROMPT_TOKENS
                  + BEFORE_FIRST,
              (m, r) -> r.traits.add(prefill(m, 1, 3))),
          // "adds 1 ms to the first-token wait for every 10 prompt tokens"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "adds "
                  + D
                  + " to (?:the|its|each) (?:first[- ]token (?:wait|delay|time)|wait (?:for|before)"
                  + " (?:the|its) first (?:token|word|chunk)|time to first token) "
                  + PER_PROMPT_TOKENS,
              (m, r) -> r.traits.add(prefill(m, 1, 3))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:reads|processes|prefills|ingests) (?:it|them|(?:the |its |each |every )?prompts?)"
                  + " at "
                  + D
                  + " (?:per|for every|for each|every|a) (?:"
                  + COUNT
                  + " )?(?:prompt )?tokens?"
                  + BEFORE_FIRST,
              (m, r) -> r.traits.add(prefill(m, 1, 3))),
          // a stall mid-answer
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              STALLS
                  + "(?: for)? "
                  + D
                  + MID
                  + " (?:after|following) (?:the |its )?"
                  + ORD
                  + " "
                  + UNIT
                  + "(?: of (?:every|each) answer)?"
                  + RESUMES,
              (m, r) -> r.traits.add(stall(m, ordinal(m, 3), duration(m, 1)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              STALLS
                  + "(?: for)? "
                  + D
                  + MID
                  + " (?:after|following) (?:"
                  + COUNT
                  + " "
                  + UNIT
                  + "|(?:token|word|chunk) (\\d+))"
                  + RESUMES,
              (m, r) ->
                  r.traits.add(
                      stall(
                          m, count(m.group(3) != null ? m.group(3) : m.group(4)), duration(m, 1)))),
          // "pauses for 2000 ms between the 10th and 11th token": that gap becomes the pause
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              STALLS
                  + "(?: for)? "
                  + D
                  + MID
                  + INSTEAD_OF
                  + BETWEEN_NEIGHBOURS
                  + INSTEAD_OF
                  + RESUMES,
              (m, r) -> r.traits.add(pauseBetween(m, ordinal(m, 3), duration(m, 1), null))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              STALLS
                  + "(?: for)? "
                  + D
                  + MID
                  + INSTEAD_OF
                  + " between "
                  + UNIT
                  + " (\\d+) and "
                  + UNIT
                  + " \\d+"
                  + RESUMES,
              (m, r) -> r.traits.add(pauseBetween(m, count(m.group(3)), duration(m, 1), null))),
          // "on requests 2 and 4 it waits 500 ms between token 10 and token 11": those answers'
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:except (?:that )?|but )?(?:on|for|in) (?<named>"
                  + RequestSet.NAMED
                  + ")(?: only)?,? (?:it )?"
                  + STALLS
                  + "(?: for)? "
                  + D
                  + MID
                  + INSTEAD_OF
                  + " between (?:(?:the |its )?"
                  + ORD
                  + " and (?:the |its )?(?:\\d+(?:st|nd|rd|th)|\\w+) "
                  + UNIT
                  + "|"
                  + UNIT
                  + " (\\d+) and "
                  + UNIT
                  + " \\d+)"
                  + RESUMES,
              (m, r) ->
                  r.traits.add(
                      pauseBetween(
                          m,
                          m.group(4) != null ? ordinal(m, 4) : count(m.group(5)),
                          duration(m, 2),
                          new ServerTrait.Named(RequestSet.parse(m.group("named")))))),
          // "on every 4th request it goes quiet after the 10th token, so the gap before the 11th
          // token is 1,000 ms instead of 20 ms", "it stalls between the 10th and the 11th token, so
          // that gap is 2,000 ms": that gap becomes the pause, said as its result
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:on|for|in) (?<some>"
                  + RequestSet.NAMED
                  + ")(?: only)?,? (?:it )?)?"
                  + STALLS
                  + MID
                  + " (?:(?:after|following) (?:the |its )?(?<after>"
                  + RequestSet.ORDINAL
                  + ") "
                  + UNIT
                  + ",? (?:so|so that|which means|meaning)(?: that)? the (?:gap|pause|wait)"
                  + " (?:before|to) (?:the |its )?(?<next>"
                  + RequestSet.ORDINAL
                  + ") "
                  + UNIT
                  + "|between (?:the |its )?(?<from>"
                  + RequestSet.ORDINAL
                  + ") and (?:the |its )?(?<to>"
                  + RequestSet.ORDINAL
                  + ") "
                  + UNIT
                  + ",? (?:so|so that|which means|meaning)(?: that)? (?:that|this|the)"
                  + " (?:gap|pause|wait)) (?:is|becomes|lasts|grows to)"
                  + " (?<pause>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(?<unit>"
                  + Durations.UNIT
                  + ")\\b"
                  + INSTEAD_OF,
              (m, r) -> {
                boolean after = m.group("after") != null;
                int word = RequestSet.ordinal(m.group(after ? "after" : "from"));
                PauseWords.requireAdjacent(
                    word, RequestSet.ordinal(m.group(after ? "next" : "to")));
                r.traits.add(
                    new ServerTrait.PauseBetween(
                        word,
                        Durations.parse(m.group("pause") + " " + m.group("unit")),
                        m.group("some") == null
                            ? null
                            : new ServerTrait.Named(RequestSet.parse(m.group("some")))));
              }),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:except for|but for|apart from|save for|with|but with) an? "
                  + D
                  + " (?:gap|pause|stall|break|silence|wait)(?:"
                  + BETWEEN_NEIGHBOURS
                  + "| (?:after|following) (?:the |its )?"
                  + ORD
                  + " "
                  + UNIT
                  + ")"
                  + RESUMES,
              (m, r) ->
                  r.traits.add(
                      m.group(3) != null
                          ? pauseBetween(m, ordinal(m, 3), duration(m, 1), null)
                          : stall(m, ordinal(m, 4), duration(m, 1)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:after|following) (?:the |its )?"
                  + ORD
                  + " "
                  + UNIT
                  + ",? (?:it )?"
                  + STALLS
                  + "(?: for)? "
                  + D
                  + RESUMES,
              (m, r) -> r.traits.add(stall(m, ordinal(m, 1), duration(m, 2)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:has |makes |takes )?an? "
                  + D
                  + " (?:pause|stall|break|silence|hiccup) (?:after|following) (?:the |its )?"
                  + ORD
                  + " "
                  + UNIT
                  + RESUMES,
              (m, r) -> r.traits.add(stall(m, ordinal(m, 3), duration(m, 1)))),
          // max_tokens not heeded
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:ignores|ignoring|disregards|disregarding|(?:never|does not|doesn't) (?:stops?"
                  + " at|heeds?|honou?rs?|respects?|obeys?|follows?|cares? about|looks? at)) "
                  + MAX_TOKENS
                  + "(?: (?:setting|parameter|field|value))?(?: (?:it is|it's) (?:asked for|given)|"
                  + " (?:asked for|requested|in the request))?",
              (m, r) -> r.traits.add(new ServerTrait.IgnoresMaxTokens())),
          // "always sends 80 tokens, even when the client asks for at most 50"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:even )?(?:when|if|though) (?:the client|the benchmark|the request|a request|it"
                  + " is|it's|they are|they)? ?(?:asks?|asked|is asked|are asked) for (?:at most"
                  + " |only |no more than )?(?:\\d+|fewer|less)(?: (?:output )?tokens)?",
              (m, r) -> r.traits.add(new ServerTrait.IgnoresMaxTokens())),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:whatever|regardless of|no matter|irrespective of)(?: (?:the |what |which |how"
                  + " many tokens )?"
                  + MAX_TOKENS
                  + ")?(?: (?:is |was |are |it is |it's |the request |the client |the benchmark"
                  + " |each request |a request )?(?:asked for|requested|set(?:"
                  + " to)?|given|says|said|asks for|sent|is|are asked for))?",
              (m, r) -> r.traits.add(new ServerTrait.IgnoresMaxTokens())),
          // "stops at max_tokens", as real servers do
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:always )?(?:stops|ends (?:each |every |its )?answers?|cuts (?:each |every |its"
                  + " )?answers?) at (?:the |each request's |its request's"
                  + " )?(?:max_tokens|requested maximum|limit|maximum)(?: (?:it is |each request"
                  + " )?asked for)?(?: number of tokens)?",
              (m, r) -> r.traits.add(new ServerTrait.HonoursMaxTokens())),
          // a prefix cache, and its two first waits
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:caches|remembers|keeps) (?:the |every |all |each )?(?:prompts?|prompt prefixes"
                  + "|prefixes)(?: it has (?:already )?(?:seen|read|processed)(?: before)?)?,? in"
                  + " blocks of "
                  + COUNT
                  + " tokens?(?:,? so (?:a|the|any|each) (?:repeated|seen|cached|second) "
                  + COUNT
                  + "-token prompt (?:has|gets|keeps|finds) "
                  + COUNT
                  + " (?:of its )?(?:prompt )?tokens? (?:cached|from the cache|in the cache))?",
              (m, r) -> {
                cache(r);
                r.traits.add(cacheBlocks(m));
              }),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:caches|remembers|keeps) (?:the |every |all |each )?(?:prompts?|prompt"
                  + " prefixes|prefixes)(?: it has (?:already )?(?:seen|read|processed|answered)(?:"
                  + " before)?)?",
              (m, r) -> cache(r)),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:has |with |uses |does |keeps |runs |maintains )?(?:a )?(?:prefix|prompt|kv)"
                  + " cach(?:e|ing)",
              (m, r) -> cache(r)),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:reporting|reports|saying|says|counting|counts) (?:the |how many )?(?:cached"
                  + " (?:prompt )?tokens|prompt tokens (?:it )?cached)(?: (?:in|through|as) (?:its"
                  + " |the )?usage)?|(?:the |its )?usage(?: at the end)?"
                  + " (?:says|reports|shows|gives|counts) how many (?:of the )?prompt tokens"
                  + " (?:came|come|were served|are served|were read) from (?:the |its )?cache",
              (m, r) -> cache(r)),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:takes |needs |waits |spends )?"
                  + D
                  + "(?: (?:to|before|until) "
                  + FIRST_UNIT
                  + ")? "
                  + NEW_PROMPT,
              ServerTraitClauses::newPromptWait),
          // "sends the first token after 2000 ms for the first 2 requests it ever receives and
          // after 100 ms for every later request": a cold start, and the first wait of the rest
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:sends|gives|delivers|streams|emits) )?"
                  + FIRST_UNIT
                  + " (?:comes |arrives )?(?:after|at|in) "
                  + D
                  + " (?:for|on) (?:each of )?(?:its|the) (?:very )?first "
                  + COUNT
                  + " requests?(?: it (?:ever )?(?:receives|gets|serves))?(?: after (?:it"
                  + " )?(?:starts|starting|started|boots|booting|start-?up|a"
                  + " restart|restarting))?(?:,? and (?:after|at|in) "
                  + D
                  + " (?:for|on) (?:(?:every|each|all(?: the)?)"
                  + " (?:other|later|subsequent|following) (?:request|one)s?|(?:every|each|all(?:"
                  + " the)?) (?:request|one)s? (?:after that|afterwards|after those|after them)))?",
              (m, r) -> {
                r.traits.add(new ServerTrait.FirstRequestsWait(count(m.group(3)), duration(m, 1)));
                if (m.group(4) != null) {
                  r.first(duration(m, 4));
                }
              }),
          // "needs an extra 2000 ms to warm up before answering its very first request": a cold
          // start added to the model's own wait
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:needs|takes|waits|spends|adds)(?: for)? (?:an? (?:extra|additional|further) "
                  + D
                  + "(?: "
                  + WARMING
                  + ")?|"
                  + D
                  + " "
                  + WARMING
                  + "),? (?:before|on|for|when) (?:it (?:can )?(?:works?"
                  + " on|answers?|serves?|handles?) )?(?:answering |serving |handling )?(?:its|the)"
                  + " (?:very )?(?:first|first-ever) (?:answer|request|response)(?: it (?:ever"
                  + " )?(?:receives|gets|serves))?(?: (?:ever )?(?:arrives|comes in))?(?:,?"
                  + " (?:while|as) (?:it loads (?:its|the) model|(?:its|the) model loads))?",
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.FirstRequestsExtra(
                          1, duration(m, m.group(1) != null ? 1 : 3)))),
          // "adds 2000 ms to the first-token delay of its first 3 requests": a cold start added to
          // the model's own wait of each of those requests
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:adds|needs|takes|waits|spends)(?: for)? (?:an? (?:extra|additional|further) )?"
                  + D
                  + "(?: (?:extra|more))? (?:to|before|on|for) (?:the|its) first[- ]token(?:"
                  + " (?:delay|wait|time))? (?:of|on|for) (?:each of )?(?:its|the) first "
                  + COUNT
                  + " requests?",
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.FirstRequestsExtra(count(m.group(3)), duration(m, 1)))),
          // "it sends the first token after 200 ms for every request after that": the first wait of
          // the requests after a cold start, in a line of its own
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:sends|gives|delivers|streams|emits) )?"
                  + FIRST_UNIT
                  + " (?:comes |arrives )?(?:after|at|in) "
                  + D
                  + " (?:for|on) (?:(?:every|each|all(?: the)?) (?:other|later|subsequent|following"
                  + "|remaining) (?:request|one)s?|(?:every|each|all(?: the)?) (?:request|one)s?"
                  + " (?:after that|afterwards|after those|after them|that follows?))",
              (m, r) -> r.first(duration(m, 1))),
          // "sends its first token after 400 ms for a prompt it has not seen before"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:sends|gives|delivers|streams|emits) )?"
                  + FIRST_UNIT
                  + " (?:comes |arrives )?(?:after|at|in) "
                  + D
                  + " "
                  + NEW_PROMPT,
              ServerTraitClauses::newPromptWait),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:but |only |just )*(?:takes |needs |waits |spends )?(?:only |just )?(?:after )?"
                  + D
                  + "(?: (?:to|before|until) "
                  + FIRST_UNIT
                  + ")? (?:(?:for|on|with) (?:an? |the )?(?:cached|seen|repeated|known|warm)(?:"
                  + " one| prompt)?|(?:for|on|with) (?:an? |the )?(?:prompt|one) it has (?:already"
                  + " )?seen(?: before)?|when (?:the|a|its) prompt (?:was|has been|is)"
                  + " (?:seen|cached|sent) (?:before|already)|when (?:the|that|this|a|its) prompt"
                  + " (?:is|was|has been) already (?:seen|cached)|(?:when|once|if) it has"
                  + " (?:already )?seen (?:the|that|this) prompt(?: before)?|(?:for|on) a"
                  + " repeat(?:ed)? prompt)",
              (m, r) -> r.traits.add(new ServerTrait.SeenPromptWait(duration(m, 1)))),
          // a capped server said in its sentence: "works on only 2 requests at a time, queues the
          // rest, and gives 10-token answers" (ServerParameterTypes' words for each part)
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:only |just )?(?:can"
                  + " )?(?:serves?|handles?|process(?:es)?|runs?|accepts?|takes?|works?"
                  + " on|holds?|allows?) (?:at most |only |up to |no more than )*"
                  + COUNT
                  + " requests? (?:at once|at a time|at the same time|concurrently|in parallel)",
              (m, r) -> r.traits.add(new ServerTrait.Capacity(count(m.group(1))))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              ServerParameterTypes.QUEUES_THE_REST, (m, r) -> r.declared = true),
          // "starts a queued request as soon as a running one finishes": what a queue is
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:starts|serves|takes|runs|starting|serving|running) (?:(?:a|the next|the"
                  + " oldest|each) (?:queued|waiting) (?:request|one)|each|it|them|the next|one)"
                  + " (?:as soon as|when|once|whenever) (?:a|one) (?:running |busy |active"
                  + " )?(?:request|one|slot) (?:finishes|completes|ends|is done|frees up)",
              (m, r) -> r.declared = true),
          // "starts the 100 ms wait only when it picks a request up": a queued request's wait
          // runs from leaving the queue, as the fake's does
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:starts|begins|starting) (?:the|its|each request's) (?:\\d+ ?ms )?(?:first-token"
                  + " )?(?:wait|delay|clock|timer) (?:only )?(?:when|once|as soon as) it (?:picks"
                  + " (?:a|the|each) request up|picks up (?:a|the|each) request|takes (?:a|the"
                  + "|each) request (?:off|out of|from) the queue|starts (?:on|working on) (?:a|the"
                  + "|each) request|starts (?:on|working on) it)",
              (m, r) -> r.declared = true),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              ServerParameterTypes.QUEUES_UP_TO,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.QueueUpTo(
                          Integer.parseInt(
                              m.group(1) != null
                                  ? m.group(1)
                                  : m.group(2) != null ? m.group(2) : m.group(3))))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?i)" + ServerParameterTypes.REFUSES_THE_REST,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.RefuseRest(
                          m.group(2) != null ? 503 : Integer.parseInt(m.group(1))))),
          // "starts 70 ms sooner for a prompt it has already seen": the cache's saving
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:starts|begins|answers|responds|sends (?:its|the) first (?:token|word|chunk))"
                  + " "
                  + D
                  + " (?:sooner|earlier|faster|quicker) (?:for|on|with) (?:an? |the )?(?:prompt"
                  + " (?:that )?it has (?:already )?seen(?: before)?|(?:cached|seen|repeated|known)"
                  + " prompt)",
              (m, r) -> r.traits.add(new ServerTrait.SeenPromptSooner(duration(m, 1)))),
          // "for a prompt it has seen before, it sends the first token after 60 ms": said first
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:for|on) (?:an? |the )prompt it has (?:already )?seen(?: before)?" + FIRST_AT,
              (m, r) -> r.traits.add(new ServerTrait.SeenPromptWait(duration(m, 1)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:for|on) (?:an? |the )prompt it (?:has not|hasn't|has never) seen(?: before)?"
                  + FIRST_AT,
              (m, r) -> r.traits.add(new ServerTrait.NewPromptWait(duration(m, 1), 0))),
          // "its usage reports 900 of the 1000 prompt tokens as cached": of a seen prompt
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:for|on) (?:an? |the )(?:prompt it has (?:already )?seen(?:"
                  + " before)?|repeat(?:ed)? prompt|seen prompt|cached prompt),? )?(?:(?:its|the)"
                  + " usage )?(?:reports|says|shows|counts|gives|lists|reporting|saying) (?:that )?"
                  + COUNT
                  + " of (?:the |its |all )?"
                  + COUNT
                  + " prompt tokens (?:(?:as|were|are|being|came from the cache|from the cache)"
                  + " ?)?(?:cached)?(?: (?:for|on) (?:a|the) (?:seen|repeated|cached) prompt)?",
              (m, r) -> {
                cache(r);
                r.traits.add(new ServerTrait.CachedOfSeen(count(m.group(1)), count(m.group(2))));
              }),
          // "its usage reports 1800 prompt tokens as cached": of the prompt said before
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:its|the) usage )?(?:reports|says|shows|counts) (?:that )?"
                  + COUNT
                  + " (?:cached prompt tokens|prompt tokens (?:as cached|were cached|came from the"
                  + " cache|from the cache))",
              (m, r) -> {
                cache(r);
                r.traits.add(new ServerTrait.CachedOfSeen(count(m.group(1)), 0));
              }),
          // empty chunks in a window before the first word, and the first word's time
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:sends |streams |emits |starts with )?(?:first )?"
                  + COUNT
                  + " (?:empty|blank|role-only|text-less|wordless) (?:content )?chunks?"
                  + " (?:in|within|during|over) the first "
                  + D
                  + "(?: before "
                  + FIRST_UNIT
                  + ")?",
              (m, r) -> {
                r.empties = count(m.group(1));
                r.emptiesWithin = duration(m, 2);
              }),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:(?:sends|streams|emits|gives|delivers|produces) )?"
                  + FIRST_UNIT
                  + " (?:comes |arrives |goes out )?"
                  + D
                  + " after (?:the request(?: arrives| is sent| came in)?|it is asked|receiving"
                  + " the request|the start)",
              (m, r) -> r.first(duration(m, 1))));

  private ServerTraitClauses() {}

  private static ServerTrait prefill(Matcher m, int perGroup, int tokensGroup) {
    int tokens = m.group(tokensGroup) == null ? 1 : count(m.group(tokensGroup));
    return new ServerTrait.Prefill(duration(m, perGroup).multipliedBy(1000).dividedBy(tokens));
  }

  /**
   * A stall after {@code word}, held to the word it says the answer resumes with, which can only be
   * the next. Said of a word by its place ("after the 10th token", "… before sending the 101st
   * token") the stall is the time between that word and the next, as every blind writer's sums made
   * it; said after a count ("freezes for 300 ms after 5 tokens") it adds to that word's gap, as the
   * glossary's steps read them.
   */
  private static ServerTrait stall(Matcher m, int word, Duration stall) {
    checkResumesWithTheNext(m, word);
    if (BEFORE_THE_NEXT.matcher(m.group()).find() || AFTER_A_PLACE.matcher(m.group()).find()) {
      return new ServerTrait.PauseBetween(word, stall, null);
    }
    return new ServerTrait.Stall(word, stall);
  }

  /** "after the 10th token", "after the fourth word": a word by its place, not a count. */
  private static final Pattern AFTER_A_PLACE =
      Pattern.compile(
          "\\bafter (?:the|its)"
              + " (?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
              + " (?:output )?(?:token|word|chunk)\\b",
          Pattern.CASE_INSENSITIVE);

  /** "before sending the 101st token", "before resuming with the next word": the next one named. */
  private static final Pattern BEFORE_THE_NEXT =
      Pattern.compile(
          "\\bbefore (?:sending|streaming|resuming with|going on with) the (?:next|following|\\d+"
              + "(?:st|nd|rd|th)) (?:token|word|chunk)\\b");

  private static void checkResumesWithTheNext(Matcher m, int word) {
    String resumesAt = m.group("resumesAt");
    if (resumesAt != null && Integer.parseInt(resumesAt) != word + 1) {
      throw new IllegalArgumentException(
          "'"
              + m.group()
              + "' stalls after word "
              + word
              + " and resumes with word "
              + resumesAt
              + ": the next word is "
              + (word + 1));
    }
  }

  private static ServerTrait.PauseBetween pauseBetween(
      Matcher m, int word, Duration pause, ServerTrait.Portion portion) {
    checkResumesWithTheNext(m, word);
    return new ServerTrait.PauseBetween(word, pause, portion);
  }

  private static void newPromptWait(Matcher m, ServerSentence.Reading r) {
    r.traits.add(
        new ServerTrait.NewPromptWait(
            duration(m, 1),
            m.group(3) != null ? count(m.group(3)) : m.group(4) != null ? count(m.group(4)) : 0));
  }

  /**
   * Blocks of the cache, and what the writer worked out from them ("…, so a repeated 1000-token
   * prompt has 992 tokens cached"), which must be what the fake's cache keeps.
   */
  private static ServerTrait.CacheBlocks cacheBlocks(Matcher m) {
    ServerTrait.CacheBlocks blocks = new ServerTrait.CacheBlocks(count(m.group(1)));
    if (m.group(2) != null) {
      int prompt = count(m.group(2));
      int said = count(m.group(3));
      int kept = blocks.cachedOf(prompt);
      if (said != kept) {
        throw new IllegalArgumentException(
            "a cache of "
                + blocks.tokens()
                + "-token blocks keeps "
                + kept
                + " tokens of a repeated "
                + prompt
                + "-token prompt, not "
                + said
                + ": it keeps the prompt's whole blocks, and computes again the one holding its"
                + " last token");
      }
    }
    return blocks;
  }

  private static void cache(ServerSentence.Reading r) {
    if (!r.traits.contains(new ServerTrait.PromptCache())) {
      r.traits.add(new ServerTrait.PromptCache());
    }
  }

  private static int ordinal(Matcher m, int group) {
    return RequestSet.ordinal(m.group(group));
  }

  private static int count(String word) {
    return SentenceClauses.count(word.replace(",", ""));
  }

  private static Duration duration(Matcher m, int group) {
    return Durations.parse(m.group(group) + " " + m.group(group + 1));
  }
}
