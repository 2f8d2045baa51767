package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.acceptance.world.ScenarioPrompts;
import dev.tokenpace.acceptance.world.World;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The load, as one sentence in a product owner's own order and words: "we run 100 requests with a
 * concurrency of 8", "the benchmark sends 20 requests with 4 in flight at a time, asking for at
 * most 50 tokens each". A sender, then clauses apart by commas or "and", each saying one thing: how
 * many requests, how many at once, at what rate, how long a prompt, how many tokens each asks for.
 * Read only when no glossary step reads the line; a sentence with a clause it cannot read is not
 * read.
 *
 * @param requests how many requests (0 with a rate: the rate and its time say)
 * @param concurrency how many at once (1: one after another); with a rate, the most in flight (0:
 *     no cap)
 * @param rate requests per second, or 0 for closed-loop
 * @param during how long a rate holds
 * @param maxTokens the most tokens each asks for, or 0 when not said
 * @param promptTokens the words of every prompt, or 0 when not said
 * @param timeout how long the benchmark waits for a request before giving up, or null when not said
 * @param noWarmUp whether the sentence says the run has no warm-up ("with no warm-up")
 * @param promptMix each request's prompt length in the order sent, where the sentence gives parts
 *     of the requests their own ("10 requests with 100-token prompts and 10 with 2000-token
 *     prompts"); empty otherwise
 * @param samePrompt every request sends the one prompt ("the same 2000-token prompt 3 times"),
 *     which a prompt cache has seen after the first
 */
public record LoadSentence(
    int requests,
    int concurrency,
    double rate,
    Duration during,
    int maxTokens,
    int promptTokens,
    Duration timeout,
    boolean noWarmUp,
    List<Integer> promptMix,
    boolean samePrompt) {

  public LoadSentence {
    promptMix = List.copyOf(promptMix);
  }

  private static final String N =
      "(\\d{1,3}(?:,\\d{3})+|\\d+|a single|just one|only one|a|an|" + NumberWords.CARDINALS + ")";
  private static final String D =
      "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(" + Durations.UNIT + ")\\b";

  /** "20 requests per second", "a rate of 20 per second": the requests said or not. */
  private static final String RATE =
      "(\\d+(?:\\.\\d+)?) (?:(?:requests?|reqs?) )?(?:per second|/s|a second|each second|/sec)";

  private static final Pattern SENDER =
      Pattern.compile(
          "(?:the benchmark(?: client| tool)?|the client|the load generator|the load[- ]testing"
              + " tool|the load tester|the tool|tokenpace|we|i)(?: run"
              + " (?:the benchmark|tokenpace)| benchmark the model| runs?(?= with))?(?: with)? ");

  /**
   * "3 separate benchmarks of 5 requests each", with as many prompt lengths said: one run here,
   * each length's requests in turn, which each length's numbers judge alike.
   */
  private static final String RUNS_OF =
      "(?:(?:sends?|runs?|does|do) )?"
          + N
          + " (?:separate |different |back-to-back |consecutive"
          + " )?(?:benchmarks?|runs?|rounds?|stages?|phases?) (?:of|with) "
          + N
          + " (?:streaming |chat )?requests?(?: each)?";

  private static final String COUNT =
      ("(?:(?:sends?|runs?|fires?|issues?|makes?|sends? out|benchmarks? with) )?(?:a total of"
          + " |another |the |all |those |these |that |this |the one |that one )?"
          + N
          + " (?:streaming |chat |completion )?requests?(?! per second| a second| each"
          + " second|/s)|for "
          + N
          + " requests?");
  private static final String AT_ONCE =
      ("(?:with |at |keeping |and )?(?:a concurrency of |a concurrency level of |concurrency |(?:a"
          + " )?(?:maximum|max) concurrency(?: of)? |concurrency (?:capped|limited) (?:at|to) )"
          + N
          + "|"
          + N
          + " (?:at a time|at once|concurrently|in parallel|simultaneously|in flight(?: at a"
          + " time| at once)?)|with "
          + N
          + " (?:at a time|at once)|(?:with |keeping )"
          + N
          + " (?:concurrent|parallel|simultaneous) (?:users|streams|connections|requests|"
          + "clients|workers)|(?:with |keeping )"
          + N
          + " (?:requests |streams )?(?:always )?in flight(?: at a time| at once| at all"
          + " times)?|(?:with |keeping )always "
          + N
          + " (?:requests |streams )?in flight|(?:with"
          + " |keeping )?(?:at most|up to|no more than|a maximum of) "
          + N
          + " (?:requests? )?(?:running |in flight |going |open )?(?:at once|at a time|concurrently"
          + "|in parallel|simultaneously|at the same time)|(?:with |keeping )?(?:at most|up to|no"
          + " more than|a maximum of) "
          + N
          + " (?:requests? )?(?:running|in flight|open|outstanding)|(?:with |keeping )"
          + N
          + " (?:requests? |streams? )?(?:running|going|open|active)(?: at once| at a time|"
          + " concurrently| in parallel| at the same time| at all times)?");

  /** "with no concurrency limit": no cap on the requests in flight. */
  private static final String NO_LIMIT =
      "(?:with )?(?:no concurrency limit|no limit on concurrency|unlimited concurrency|no cap on"
          + " (?:concurrency|the requests in flight)|no limit on the requests in flight)";

  private static final String ALL_AT_ONCE =
      ("(?:(?:sent|fired|started|sent off) )?(?:all )?(?:(?:sent|fired|started) )?(?:at"
          + " once|concurrently|in parallel|simultaneously|at the same time|at the same"
          + " (?:moment|instant)|together|in (?:one|a single) burst)");
  private static final String ONE_BY_ONE =
      ("one (?:request |prompt )?at a time|one (?:request |prompt )?after (?:another|the"
          + " other)|sequentially|in sequence|one by one|back to back|(?:each"
          + " )?(?:sent|starting|started|going out) (?:as soon as|when|once|right after|after) the"
          + " (?:previous|last|one before)(?: one)? (?:ends|finishes|completes|is done|has"
          + " finished)");
  private static final String AT_RATE =
      ("(?:sends? |runs? |fires? )?(?:at |with )?(?:a rate of )?" + RATE + "(?: for " + D + ")?");
  private static final String MAX_TOKENS =
      ("(?:with |and |(?:each )?(?:asking for|requesting|setting) )?(?:max_tokens|max tokens|a"
          + " max_tokens|a maximum of|a limit of)(?: of| set to| =|:)? (\\d+)(?: (?:output"
          + " )?tokens?)?|(?:each )?asking for (?:at most |up to |a maximum of )?(\\d+) (?:output"
          + " )?tokens?(?: each)?");
  private static final String PROMPT =
      ("(?:sends? |with |using |each with |each using |all using )?(an? |one |the same"
          + " )?(\\d{1,3}(?:,\\d{3})+|\\d+)[- ](?:token|word) prompts?|(?:with |using )?(?:an?"
          + " )?prompts? of (\\d{1,3}(?:,\\d{3})+|\\d+) (?:tokens|words)");

  private static final java.util.regex.Pattern PROMPT_AFTER_PROMPT =
      java.util.regex.Pattern.compile(
          "\\b(?:(?:one|a|1) request with )?(?:an? (\\d[\\d,]*)[- ](?:token|word) prompt|a prompt"
              + " of (\\d[\\d,]*) (?:tokens|words)),? (?:and then|then|and|followed by|and after"
              + " it (?:finishes|is done|has finished),?) (?:(?:one|another|a|one more)(?:"
              + " request)? with )?(?:an? (\\d[\\d,]*)[- ](?:token|word) prompt\\b|an?(?:other)?"
              + " prompt of (\\d[\\d,]*) (?:tokens|words)\\b)(?:,? one after (?:the"
              + " other|another))?",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** "the same 2000-token prompt 3 times": that many requests, each with that one prompt. */
  private static final String SAME_PROMPT_TIMES =
      "(?:sends? |runs? |fires? )?the same (?:(\\d{1,3}(?:,\\d{3})+|\\d+)[- ](?:token|word)"
          + " )?prompt (?:is |gets )?(?:sent |fired |run )?(?:(\\d+|"
          + NumberWords.CARDINALS
          + ") times|(twice))";

  /** "with prompts of 500, 1000 and 3000 tokens": one request each, in the order said. */
  private static final String PROMPTS_OF =
      "(?:(?:sends?|runs?|fires?) (?:requests? )?)?(?:(?:with |using )?prompts? of"
          + " |(?:whose|their|with) prompts (?:are|being)"
          + " )((?:(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:,? and |, ))+(?:\\d{1,3}(?:,\\d{3})+|\\d+))"
          + " (?:tokens|words)(?: long)?(?: each| respectively)?";

  /**
   * "with a 5-second request timeout", "with a request timeout of 5 s", "with a 10-second timeout
   * per request": the client's one timeout.
   */
  private static final String TIMEOUT =
      "(?:with |and |using )?(?:an? )?(\\d+(?:\\.\\d+)?)[- ](second|s|millisecond|ms) (?:request"
          + " |client )?time-?out(?: per request| for each request| on each request)?|(?:with |and"
          + " |using )?a (?:request |client )?time-?out of "
          + D
          + "(?: per request| for each request| on each request)?";

  /**
   * "all starting together": how a closed loop starts anyway, its first requests at once, so said
   * for the reader.
   */
  private static final String STARTING_TOGETHER =
      "(?:all |they all |the first ones )?(?:starting|start|beginning) (?:together|at once|at the"
          + " same time|at the same moment)";

  /**
   * "against the freshly started server": the scenario's one model, which a run only ever has,
   * started for the scenario; said for the reader.
   */
  private static final String AGAINST_THE_SERVER =
      "(?:against|on) (?:the|that|this) (?:(?:freshly|newly|just) (?:started|restarted|booted)"
          + " |fresh |new |same |cold )?(?:fake )?(?:model )?(?:server|model|endpoint)";

  /** "with no warm-up": the run as the suite plays it unless told to warm up. */
  private static final String NO_WARM_UP =
      "(?:with )?(?:no |without (?:a |any )?)warm-?ups?(?: requests?| phase)?|with (?:the"
          + " )?(?:benchmark's |client's |tool's )?warm-?ups?(?: requests?| phase)?"
          + " (?:turned|switched) off|with (?:the )?(?:benchmark's |client's |tool's"
          + " )?warm-?ups?(?: requests?| phase)? (?:off|disabled)";

  private static final Pattern SEPARATOR = Pattern.compile(",? (?:and |each )?|,");

  private static final SentenceClauses<Reading> SENTENCE =
      new SentenceClauses<>(
          SENDER,
          SEPARATOR,
          List.of(
              SentenceClauses.Clause.<Reading>of(
                  RUNS_OF,
                  (m, r) -> {
                    r.runs = SentenceClauses.count(m.group(1));
                    r.requests(SentenceClauses.count(m.group(2)));
                  }),
              SentenceClauses.Clause.<Reading>of(
                  COUNT,
                  (m, r) -> r.requests(SentenceClauses.count(SentenceClauses.firstGroup(m)))),
              SentenceClauses.Clause.<Reading>of(
                  AT_ONCE,
                  (m, r) -> r.concurrency = SentenceClauses.count(SentenceClauses.firstGroup(m))),
              SentenceClauses.Clause.<Reading>of(ALL_AT_ONCE, (m, r) -> r.allAtOnce = true),
              SentenceClauses.Clause.<Reading>of(NO_LIMIT, (m, r) -> r.noLimit = true),
              SentenceClauses.Clause.<Reading>of(STARTING_TOGETHER, (m, r) -> {}),
              SentenceClauses.Clause.<Reading>of(AGAINST_THE_SERVER, (m, r) -> {}),
              SentenceClauses.Clause.<Reading>of(NO_WARM_UP, (m, r) -> r.noWarmUp = true),
              SentenceClauses.Clause.<Reading>of(ONE_BY_ONE, (m, r) -> r.concurrency = 1),
              SentenceClauses.Clause.<Reading>of(
                  AT_RATE,
                  (m, r) -> {
                    r.rate = Double.parseDouble(m.group(1));
                    r.during =
                        m.group(2) == null ? null : Durations.parse(m.group(2) + " " + m.group(3));
                  }),
              SentenceClauses.Clause.<Reading>of(
                  MAX_TOKENS,
                  (m, r) -> r.maxTokens = Integer.parseInt(SentenceClauses.firstGroup(m))),
              SentenceClauses.Clause.<Reading>of(
                  TIMEOUT,
                  (m, r) ->
                      r.timeout =
                          m.group(1) != null
                              ? Durations.parse(m.group(1) + " " + m.group(2))
                              : Durations.parse(m.group(3) + " " + m.group(4))),
              // "each with a different 4,000-token prompt": a new prompt of that length each
              SentenceClauses.Clause.<Reading>of(
                  "(?:each )?with an? (?:different|new|distinct|fresh|unique)"
                      + " (\\d[\\d,]*)-(?:token|word) prompt(?: each)?",
                  (m, r) -> {
                    int length = Integer.parseInt(m.group(1).replace(",", ""));
                    r.alternating = List.of(length, length);
                  }),
              // "alternating 100-token and 2,000-token prompts": the two lengths in turn
              SentenceClauses.Clause.<Reading>of(
                  "alternating (?:between )?(\\d[\\d,]*)-(?:token|word) and"
                      + " (\\d[\\d,]*)-(?:token|word) prompts",
                  (m, r) ->
                      r.alternating =
                          List.of(
                              Integer.parseInt(m.group(1).replace(",", "")),
                              Integer.parseInt(m.group(2).replace(",", "")))),
              SentenceClauses.Clause.<Reading>of(
                  PROMPTS_OF,
                  (m, r) ->
                      r.promptsOf(
                          java.util.Arrays.stream(m.group(1).split(",? and |, "))
                              .map(NumberWords::cardinal)
                              .toList())),
              SentenceClauses.Clause.<Reading>of(
                  SAME_PROMPT_TIMES,
                  (m, r) -> {
                    // "sends the same 2000-token prompt 3 times": as many requests, one prompt
                    r.requests(m.group(3) != null ? 2 : NumberWords.cardinal(m.group(2)));
                    r.onePrompt = true;
                    r.samePrompt = true;
                    // "the same prompt 5 times": the scenario's prompt, its length unsaid
                    r.promptTokens(
                        m.group(1) == null
                            ? ScenarioPrompts.NAMED_PROMPT_WORDS
                            : Integer.parseInt(m.group(1).replace(",", "")));
                  }),
              SentenceClauses.Clause.<Reading>of(
                  PROMPT,
                  (m, r) -> {
                    // "sends a 2000-token prompt": one request, unless the sentence says how many
                    r.onePrompt = m.group(1) != null;
                    r.samePrompt = "the same ".equals(m.group(1));
                    r.promptTokens(
                        NumberWords.cardinal(m.group(2) != null ? m.group(2) : m.group(3)));
                  })));

  /** The load {@code text} says, or empty when any part of it is not a clause this reads. */
  /**
   * "alternating 1000-token and 4000-token prompts, starting with a 4000-token prompt": the turn
   * said to start (group 3), the two lengths (groups 1 and 2).
   */
  private static final Pattern ALTERNATING_FROM =
      Pattern.compile(
          "alternating (?:between )?(\\d[\\d,]*)-(?:token|word) and (?:an? )?(\\d[\\d,]*)-(?:token"
              + "|word) prompts,? (?:starting|beginning) with (?:an? |the )?(\\d[\\d,]*)-(?:token"
              + "|word) (?:prompt|one)\\b",
          Pattern.CASE_INSENSITIVE);

  /** Alternating prompts said with the one they start with: that one first. */
  private static String startingTurn(String said) {
    return ALTERNATING_FROM
        .matcher(said)
        .replaceFirst(m -> inTurn(m.group(3), m.group(1), m.group(2)));
  }

  /** The two lengths in turn from {@code first}; as said, when {@code first} is neither. */
  private static String inTurn(String first, String one, String other) {
    String second = first.equals(one) ? other : first.equals(other) ? one : null;
    return second == null
        ? "alternating "
            + one
            + "-token and "
            + other
            + "-token prompts, starting with a "
            + first
            + "-token prompt"
        : "alternating " + first + "-token and " + second + "-token prompts";
  }

  public static Optional<LoadSentence> read(String said) {
    // "a 1000-token prompt and then a 3000-token prompt", "a prompt of 1000 tokens and then a
    // prompt of 4000 tokens": one request a length, in that order
    String text =
        PROMPT_AFTER_PROMPT
            .matcher(
                startingTurn(said)
                    // "4 requests one after another - 2 with 200-token prompts, then 2 with …": a
                    // dash around an aside is a comma
                    .replaceAll("\\s+[-–—]\\s+", ", ")
                    // "…, each with a prompt of 2000 tokens as the server counts them": every
                    // prompt's length is the server's count
                    .replaceFirst(
                        "(?i)(\\d (?:tokens|words)),? (?:as|by) (?:the server|the model|the"
                            + " server's tokenizer|its tokenizer)(?: counts them)?\\b",
                        "$1")
                    // "… 2,000-token prompts (as the server counts tokens)": the server's count
                    .replaceFirst(
                        "(?i) ?\\((?:as|by) (?:the server|the model|its tokenizer|the server's"
                            + " tokenizer)(?: counts (?:them|tokens|it))?\\)",
                        "")
                    // "a prompt the server counts as 1,000 tokens and then one it counts as 9,000
                    // tokens": prompts that long
                    .replaceAll(
                        "(?i)\\b(?:an?|one) (?:prompt )?(?:that )?(?:the server|it|the model)"
                            + " counts as (\\d[\\d,]*) tokens\\b",
                        "a $1-token prompt")
                    // "2 requests one after another, the first with a 200-token prompt and the
                    // second with a 4,000-token prompt": one length each, in that order
                    .replaceFirst(
                        "(?i)\\b(?:2|two) requests (one after (?:another|the other)|one at a"
                            + " time|in sequence),? the first (?:one )?with an?"
                            + " (\\d[\\d,]*)-(?:token|word) prompt,? (?:and |then |and then )?the"
                            + " second (?:one )?with an? (\\d[\\d,]*)-(?:token|word) prompt\\b",
                        "a $2-token prompt and then a $3-token prompt, $1"))
            .replaceAll(
                m ->
                    "prompts of "
                        + (m.group(1) != null ? m.group(1) : m.group(2)).replace(",", "")
                        + " and "
                        + (m.group(3) != null ? m.group(3) : m.group(4)).replace(",", "")
                        + " tokens")
            // "…, with prompts of 200, 1000 and 4000 tokens in that order": one after another, so
            // the order said is the order sent
            .replaceFirst("(?i)(one after (?:another|the other).*),? in (?:that|this) order$", "$1")
            // "…, starting with an empty cache", "… to a freshly started server": what every
            // scenario's server is, a fresh one
            .replaceFirst(
                "(?i),? (?:starting (?:with|from) an? (?:empty|cold|clean) cache|(?:with|from) an?"
                    + " (?:empty|cold|clean) cache|to an? (?:freshly|newly|just) (?:started|booted)"
                    + " server|to an? (?:fresh|cold|new) server|(?:right )?after an? (?:fresh|cold)"
                    + " (?:start|restart))$",
                "")
            // "4 requests one after another: 2 with a 200-token prompt and 2 with a 1800-token
            // prompt": the parts, then how they go
            .replaceFirst(
                "(?i)\\b\\d+ requests (one after (?:another|the other)|one at a time|in sequence)"
                    + "(?::|,) (\\d+ (?:requests )?with .+)$",
                "$2, $1")
            .replaceAll(
                "(?i)(^|: |,? and |, |send |sends |,? then )(\\d+) (?:requests )?with (?:an? )?"
                    + "(\\d[\\d,]*)-(token|word) prompts?\\b",
                "$1$2 requests with $3-$4 prompts")
            // "2 requests with 200-token prompts, then 2 requests with 8,000-token prompts": the
            // parts in the order said
            .replaceAll(
                "(?i),? then (\\d+ requests with \\d[\\d,]*-(?:token|word) prompts)\\b", " and $1")
            // "…, the first one right after the server starts": what every scenario's server is
            .replaceFirst(
                "(?i),? (?:with )?the first(?: one| request)? (?:right |just |immediately )?after"
                    + " the server (?:starts|has started|comes up|boots)(?: up)?$",
                "")
            // "sends 4 streaming chat requests": the benchmark's requests, which all stream
            .replaceAll(
                "(?i)\\b(\\d+|one|a|an) (?:(?:streaming|streamed|chat|completion|completions) )+"
                    + "(requests?)\\b",
                "$1 $2")
            // "4 requests at exactly the same time": at once, as said without "exactly"
            .replaceFirst(
                "(?i)\\bat (?:exactly|precisely) the same (?=time|moment|instant)", "at the same ")
            // "at a steady rate of 1 per second": a rate said by its name
            .replaceFirst(
                "(?i)\\bat a (?:(?:steady|constant|fixed|uniform|regular) )?rate of (\\d[\\d.]*)"
                    + " (?:requests? )?(?:per|a|each) second\\b",
                "at $1 requests per second")
            // "at a steady 5 requests per second": a rate is steady unless said to vary
            .replaceFirst(
                "(?i)\\bat a (?:steady|constant|fixed|uniform|regular) (?=\\d[\\d.]* (?:requests?"
                    + " )?(?:per|a|each) second)",
                "at ")
            // "…, with no retries": the benchmark never retries a request
            .replaceFirst(
                "(?i),? (?:with no|without(?: any)?) retr(?:y|ies)$|,? with retries (?:turned"
                    + "|switched) off$|,? with retries disabled$",
                "")
            .replaceFirst(
                "(?i),? with no (?:pause|gap|delay|wait|break|think time)s? between"
                    + " (?:them|requests|each)$",
                "")
            // "2 requests with 1,000-token prompts and then 2 requests with 8,000-token prompts"
            .replaceFirst(
                "(?i)(\\d+ requests with [\\d,]+-token prompts) and then (\\d+) requests with ",
                "$1 and $2 with ")
            // "one request with a 100-token prompt is sent, and after it finishes one with a
            // 2000-token prompt": a length each, one after the other
            .replaceFirst(
                "(?i)^(?:one|a|1) request with an? (\\d+)-token prompt is sent,? (?:and )?(?:after"
                    + " it (?:finishes|is done|has finished)|then|once it (?:finishes|is done)),?"
                    + " (?:one|another) with an? (\\d+)-token prompt$",
                "the benchmark sends prompts of $1 and $2 tokens one after another")
            // "sends that prompt, waits for the answer, then sends the exact same prompt again"
            .replaceFirst(
                "(?i)\\bsends? (?:that|the|this|one) prompt,? (?:waits for (?:the|its)"
                    + " (?:answer|response),? )?(?:and )?then sends (?:the (?:exact |very )?same"
                    + " prompt|it) again$",
                "sends the same prompt twice, one after another")
            // "sends request 1 the moment the server starts, and request 2 after request 1
            // finishes": two, one after the other (the first meets a cold start, if one is said)
            .replaceFirst(
                "(?i)\\bsends? request 1 (?:the moment|as soon as|when|right when|right after) the"
                    + " server (?:starts|is started|comes up|is up),? and request 2"
                    + " (?:after|once|when|as soon as) request 1 (?:finishes|is done|has"
                    + " finished|ends)$",
                "sends 2 requests one after another")
            // "5 requests are sent, each after the previous one has finished": the sender unsaid,
            // and one at a time said by when each starts
            .replaceFirst(
                "(?i)^(\\d+|"
                    + NumberWords.CARDINALS
                    + ") requests((?:,? [^,]*?)*?),? are (?:sent|fired|made|issued)(?: off|"
                    + " out)?\\b",
                "the benchmark sends $1 requests$2")
            // "2 simultaneous requests": at once
            .replaceAll("(?i)\\b(\\d+) simultaneous requests\\b(?! at)", "$1 requests at once")
            // "a single request is sent"
            .replaceFirst(
                "(?i)^(?:a single|a|one|just one|only one|a lone) request is (?:sent|fired|made"
                    + "|issued)\\b",
                "the benchmark sends 1 request")
            .replaceFirst(
                "(?i)\\bwith concurrency (?:fixed|set|held|capped) at (\\d+)\\b",
                "with concurrency $1")
            .replaceFirst("(?i),? so (?:they|the requests) run in \\d+ waves of \\d+$", "")
            // "…, one after another, each waiting for the previous one to finish": said twice
            .replaceFirst(
                "(?i)(one after (?:another|the other)|one at a time),? each (?:one )?waiting for"
                    + " the (?:previous|last|one before)(?: one| request)? to (?:finish|complete"
                    + "|end)$",
                "$1")
            // "keeps exactly 4 requests in flight, …, until 40 requests are done": a closed loop
            // of 4 that sends 40
            .replaceFirst(
                "(?i)^the benchmark keeps (?:exactly )?(\\d+) requests (?:in flight|running|open)"
                    + "(,? .*?)?,? until (\\d+) requests (?:are done|have finished|are finished"
                    + "|complete|are complete|have completed|have been sent)$",
                "the benchmark sends $3 requests with $1 always in flight$2")
            .replaceFirst(
                "(?i)^the same (.*)prompt is (?:sent|fired|run)\\b",
                "the benchmark sends the same $1prompt")
            .replaceFirst(
                "(?i),? each (?:one )?(?:only )?(?:sent )?(?:as soon as|when|once|right"
                    + " after|after) the (?:previous|last|one before)(?: one| request)?"
                    + " (?:ends|finishes|completes|is done|is finished|has finished|has"
                    + " completed|has ended)$",
                " one after another");
    Reading reading = new Reading();
    if (!SENTENCE.readsAll(text, reading)) {
      return Optional.empty();
    }
    if (reading.saidTwice != null) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' says "
              + reading.saidTwice
              + " twice: say it once, or give each part of the requests its own prompts ('10"
              + " requests with 100-token prompts and 10 requests with 2000-token prompts')");
    }
    return reading.sentence();
  }

  /** Runs the load on the scenario's model, as the glossary's steps for the same words do. */
  public void runOn(World world) {
    if (maxTokens > 0) {
      world.askFor(maxTokens);
    }
    if (!promptMix.isEmpty()) {
      List<String> prompts = new java.util.ArrayList<>();
      for (int i = 0; i < promptMix.size(); i++) {
        prompts.add(ScenarioPrompts.of("p" + (i + 1), promptMix.get(i)));
      }
      world.settings().prompts(prompts);
    } else if (promptTokens > 0 && samePrompt && requests > 0) {
      world
          .settings()
          .prompts(Collections.nCopies(requests, ScenarioPrompts.of("a", promptTokens)));
    } else if (promptTokens > 0) {
      world.settings().promptWords(promptTokens);
    }
    if (timeout != null) {
      world.settings().requestTimeout(timeout);
    }
    if (noWarmUp) {
      world.settings().warmUp(false);
    }
    if (rate > 0) {
      if (concurrency > 0) {
        world.settings().maxInFlight(concurrency);
      }
      world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, List.of(new Stage(rate, during)));
    } else {
      world.benchmarkCurrentModel(requests, concurrency);
    }
  }

  /** What the clauses said so far. */
  private static final class Reading {
    int requests;

    /** Runs said apart, each of {@code requests} and one of the listed prompt lengths; 0 unsaid. */
    int runs;

    int concurrency;
    boolean allAtOnce;
    double rate;
    Duration during;
    int maxTokens;
    int promptTokens;
    boolean onePrompt;
    boolean samePrompt;
    boolean noLimit;
    boolean noWarmUp;
    Duration timeout;

    /** The parts said before the last, each its requests and their prompts' length. */
    final List<int[]> parts = new java.util.ArrayList<>();

    /** What a clause said again with nothing between to make it another part, if any. */
    String saidTwice;

    /**
     * "… and 10 requests with 2000-token prompts": a count after a part's prompts opens another.
     */
    void requests(int count) {
      if (requests > 0 && promptTokens > 0 && !onePrompt) {
        parts.add(new int[] {requests, promptTokens});
        promptTokens = 0;
      } else if (requests > 0) {
        saidTwice = "how many requests";
      }
      requests = count;
    }

    /** Prompts of these lengths, one request each, in the order said. */
    void promptsOf(List<Integer> lengths) {
      if (promptTokens > 0 || !listed.isEmpty()) {
        saidTwice = "the prompts' length";
      }
      listed = lengths;
    }

    /** Two lengths said to alternate over the requests, the first first; else null. */
    List<Integer> alternating;

    /** The lengths "prompts of 500, 1000 and 3000 tokens" said, one request each; else empty. */
    List<Integer> listed = List.of();

    void promptTokens(int tokens) {
      if (promptTokens > 0) {
        saidTwice = "the prompts' length";
      }
      promptTokens = tokens;
    }

    /** Each request's prompt length in the order sent, when the sentence said parts; else empty. */
    private List<Integer> promptMix() {
      if (parts.isEmpty()) {
        return List.of();
      }
      List<Integer> mix = new java.util.ArrayList<>();
      for (int[] part : parts) {
        mix.addAll(java.util.Collections.nCopies(part[0], part[1]));
      }
      mix.addAll(java.util.Collections.nCopies(requests, promptTokens));
      return mix;
    }

    Optional<LoadSentence> sentence() {
      if (rate > 0) {
        // "N requests at R per second" lasts N/R seconds; a rate alone needs its time
        Duration lasts =
            during != null
                ? during
                : requests > 0 ? Duration.ofMillis(Math.round(requests * 1000 / rate)) : null;
        // "at 20 per second, with at most 10 in flight": the open loop's cap
        return lasts == null
                || allAtOnce
                || (noLimit && concurrency > 0)
                || !parts.isEmpty()
                || !listed.isEmpty()
                || runs > 0
            ? Optional.empty()
            : Optional.of(
                new LoadSentence(
                    0,
                    concurrency,
                    rate,
                    lasts,
                    maxTokens,
                    promptTokens,
                    timeout,
                    noWarmUp,
                    List.of(),
                    false));
      }
      if (alternating != null) {
        if (requests < 2 || !listed.isEmpty() || !parts.isEmpty() || promptTokens > 0) {
          return Optional.empty();
        }
        List<Integer> inTurn = new java.util.ArrayList<>();
        for (int i = 0; i < requests; i++) {
          inTurn.add(alternating.get(i % 2));
        }
        listed = inTurn;
      }
      if (requests == 0 && onePrompt) {
        requests = 1;
      }
      if (requests == 0 && runs == 0 && parts.isEmpty() && !listed.isEmpty()) {
        // "sends prompts of 100, 500 and 1000 tokens": one request a length
        requests = listed.size();
      }
      if (runs > 0) {
        // one length a run, each run's requests in turn
        if (listed.size() != runs || !parts.isEmpty()) {
          return Optional.empty();
        }
        List<Integer> mix = new java.util.ArrayList<>();
        listed.forEach(length -> mix.addAll(java.util.Collections.nCopies(requests, length)));
        listed = mix;
        requests = mix.size();
      }
      if (!listed.isEmpty()) {
        if (!parts.isEmpty() || (requests > 0 && requests != listed.size())) {
          return Optional.empty();
        }
        requests = listed.size();
      }
      if (requests == 0 || (!parts.isEmpty() && promptTokens == 0)) {
        return Optional.empty();
      }
      List<Integer> mix = listed.isEmpty() ? promptMix() : listed;
      int all = mix.isEmpty() ? requests : mix.size();
      if (noLimit && concurrency > 0) {
        return Optional.empty();
      }
      // no limit and no rate: nothing holds a request back, so all start at once
      int atOnce = allAtOnce || noLimit ? all : Math.max(1, concurrency);
      return Optional.of(
          new LoadSentence(
              all,
              atOnce,
              0,
              Duration.ZERO,
              maxTokens,
              promptTokens,
              timeout,
              noWarmUp,
              mix,
              samePrompt));
    }
  }
}
