package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Durations;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ways product owners say a server's behaviour that {@link ServerSentence}'s clauses read once said
 * in their words: a batching formula ("100 + 50 x (N - 1) ms"), a model loaded on the first
 * request, the answer's length said through a relative clause, what a server answers past the
 * max_tokens it was asked for. Each is said as the clause that means the same; nothing here adds a
 * behaviour.
 */
final class ServerRewrites {

  private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";

  /** "100 + 50 x (N - 1) ms": a base, and what each request in flight besides this one adds. */
  private static final String FORMULA =
      NUMBER + " ?\\+ ?" + NUMBER + " ?[x×*] ?\\(N ?- ?1\\) ?(?:ms|milliseconds)";

  private static final String D = "(\\d[\\d,.]* ?(?:" + Durations.UNIT + "))";

  private record Rewrite(Pattern pattern, String replacement) {
    static Rewrite of(String regex, String replacement) {
      return new Rewrite(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), replacement);
    }

    String applyTo(String text) {
      return pattern.matcher(text).replaceAll(replacement);
    }
  }

  /** A request's place: "3rd", or "third", which the ordinal words after make a numeral of. */
  private static final String PLACE =
      "(\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)";

  /**
   * Said before the rest, as each changes words the others read: the writer's working in brackets,
   * "normally", "otherwise", "rejects", and a request named on its own ("on the 2nd request it …").
   */
  /** Said before a token's place is read off "instead of the 11th token". */
  private static final List<Rewrite> BEFORE_ALL =
      List.of(
          // "… when it has seen the exact same prompt before": a prompt it has seen
          Rewrite.of(
              "^(?=.*\\binstead of\\b)(.*?)\\b(?:when|if|once) it has (?:already )?seen the"
                  + " (?:exact |very )?same prompt(?: before)?\\b",
              "$1for a prompt it has seen before"),
          // "…, and every other gap is 20 ms": the pace of the rest
          Rewrite.of(",? and every other gap is " + D + "$", " and sends a token every $1"),
          // "the pretend server sends …": the scenario's one server, however it is named
          Rewrite.of(
              "^(?:the|our) (?:pretend|fake|mock|simulated|stand-in|dummy|stub) (?:model )?server"
                  + " (?=(?:sends|streams|emits|waits|takes) )",
              "the server "),
          // "3 empty chunks with no text, at 10 ms and at 50 ms, before the first real token at
          // 100 ms": the moments listed once, then the first token at its own
          Rewrite.of("\\b(empty chunks?) with no (?:text|content|tokens?)\\b", "$1"),
          // "sends chunks with no text at 50 ms, 100 ms and 150 ms": empty chunks, as many as the
          // moments listed below
          Rewrite.of(
              "\\b(?<!empty )chunks (?:with no|without) (?:text|content)(?= at )", "empty chunks"),
          // "after 400 ms for a prompt it has not seen before and after 80 ms for one it has": a
          // new prompt, and one it has seen
          Rewrite.of(
              "\\bfor (?:a|any) prompt it has(?: not|n't| never) seen(?: before)?\\b",
              "for a new prompt"),
          Rewrite.of("\\bfor one it has(?=,|$)", "for one it has seen"),
          // "the first request it gets after starting waits 2000 ms more before its first token":
          // a cold start's extra wait
          Rewrite.of(
              "^the (?:very )?first request (?:it|the server) (?:gets|receives|serves) after"
                  + " (?:starting|it starts|it has started|start-?up)\\b",
              "the first request after the server starts"),
          Rewrite.of("\\bwaits " + D + " (?:more|longer|extra)\\b", "waits an extra $1"),
          // "…, except for one 1000 ms pause after the 20th token", "…, except that the gap between
          // the 15th and 16th tokens is 1000 ms": a pause
          Rewrite.of("\\bexcept for one " + D + " pause\\b", "except for a $1 pause"),
          Rewrite.of(
              "\\bexcept that the (?:gap|pause|wait) between the (\\d+(?:st|nd|rd|th)) and (?:the"
                  + " )?(\\d+(?:st|nd|rd|th)) (tokens?|words?) is "
                  + D,
              "except for a $4 pause between the $1 and the $2 $3"),
          // "and ends with usage saying 50 completion tokens", "and whose usage chunk says
          // completion_tokens is 50": a usage of its own
          Rewrite.of(
              "\\b(?:and )?(?:it )?ends (?:each answer |every answer )?with (?:a )?usage"
                  + " (?:chunk |block )?(?:saying|that says|claiming|reporting) (\\d+)"
                  + " (?:completion|output) tokens\\b",
              "and it reports $1 completion tokens in its usage"),
          Rewrite.of(
              "\\b(?:and )?whose usage (?:chunk |block )?(?:says|claims|reports) (?:that"
                  + " )?completion_tokens (?:is|=) ?(\\d+)\\b",
              "and it reports $1 completion tokens in its usage"),
          // "on its own the server sends …", before a line of what each request in flight adds
          Rewrite.of("^(?:on its own|by itself|alone),? (?=the server |it )", ""),
          // "every other request gets 30 tokens …" after a line of the ones that fail: the answer
          // the rest get
          Rewrite.of("^every other request (?=gets |receives )", "every request "),
          // "closes the connection … after streaming 40 tokens, without an end-of-stream marker":
          // what a connection cut after its tokens is (a stream that closes with every token and
          // no marker is another fault, and keeps its words)
          Rewrite.of(
              "\\b(after (?:sending |streaming |writing )?\\d+ (?:tokens|words)),? without"
                  + " (?:sending )?(?:an? |the |any )?(?:normal |usual |proper"
                  + " )?(?:(?:end-of-stream|final|finish|closing|done|end|stop|\\[done\\])"
                  + " (?:marker|event|chunk|message|signal)\\b|finish_reason\\b|\\[done\\](?:"
                  + " marker| event)?)",
              "$1"),
          Rewrite.of(
              "\\bat (\\d+) ?ms, (?:at )?(\\d+) ?ms,? and (?:at )?(\\d+) ?ms\\b",
              "at $1, $2 and $3 ms"),
          // "sends empty chunks at 50, 100 and 150 ms": as many as the moments listed
          Rewrite.of("(?<!\\d )\\b(empty chunks) (at \\d+, \\d+,? and \\d+ ?ms)\\b", "3 $1 $2"),
          Rewrite.of("(?<!\\d )\\b(empty chunks) (at \\d+ and \\d+ ?ms)\\b", "2 $1 $2"),
          // "before sending the first token": before the first token
          Rewrite.of(
              "\\bbefore (?:sending|streaming|emitting) (the|its) first (token|word)\\b",
              "before $1 first $2"),
          // "…, except for one 1,000 ms pause between the 10th and 11th token": a pause with the
          // pace
          Rewrite.of(
              ",? except (?:for )?(?:one |a single |a )(\\d[\\d,.]* ?(?:ms|s|seconds?))"
                  + " (pause|stall|gap) between\\b",
              ", with a $1 $2 between"),
          // "works on only 1 request at a time, holds 1 more in a waiting line, and refuses any
          // others": its room, its queue and its refusals
          Rewrite.of(
              "\\bworks on (?:only )?(\\d+) (requests?) at a time\\b",
              "works on at most $1 $2 at a time"),
          Rewrite.of("\\bqueues (\\d+) more\\b", "queues up to $1 more"),
          // "sends 150 tokens to every request even though it asked for max_tokens 100, and its
          // usage summary claims 100 completion tokens": every answer that long, past its ask, and
          // the usage it reports
          Rewrite.of(
              "\\b((?:sends|streams|returns) \\d+ tokens) to (?:every|each) request(?: it"
                  + " (?:completes|answers|serves|finishes))?\\b",
              "$1"),
          Rewrite.of(
              "\\b(asked|asks|asking) for max_tokens (?:of |= ?)?(\\d+)\\b", "$1 for $2 tokens"),
          Rewrite.of("\\beven though it (asked|asks) for\\b", "even when $1 for"),
          // "first sends 3 chunks with no text, at 0 ms, 50 ms and 100 ms, and only then the first
          // token at 200 ms": empty chunks, then the first token
          Rewrite.of(
              "\\b(\\d+) chunks with no (?:text|content)(?: in them)?\\b", "$1 empty chunks"),
          // "…, except that it goes silent for 2000 ms between token 50 and token 51": that gap
          Rewrite.of(
              ",? except that it (?:goes silent|goes quiet|stalls|pauses|waits|freezes) (?:for )?"
                  + D
                  + " between token (\\d+) and token (\\d+)\\b",
              ", with a $1 pause between the $2th and $3th tokens"),
          // "either way it then sends one token every 20 ms": whatever the first wait was
          Rewrite.of("^either way,? ", ""),
          // "has just started, so its very first request waits an extra 3000 ms": the cold start
          Rewrite.of(
              "^(?:the )?(?:[a-z-]+ ){0,3}(?:server|model) (?:has just (?:started|booted|come"
                  + " up)|is (?:freshly|just) started|is cold),? so (?=its )",
              ""),
          // "and one token every 10 ms after that": then that pace
          Rewrite.of("\\band ((?:one|a) token every " + D + ") after that$", "and then $1"),
          Rewrite.of(",? and only then (?=(?:the|its) first )", ", then "),
          Rewrite.of(
              "\\b(empty chunks),? (at \\d+(?:, \\d+)*,? and \\d+ ?ms),? and (?:then )?sends"
                  + " (?:its|the) first (real |actual )?(token|word) at\\b",
              "$1 $2, then the first $3$4 at"),
          Rewrite.of("\\bstarts (?:each|every) answer with (\\d+ empty chunks)\\b", "sends $1"),
          // "a request it is working on waits 100 ms before the first token": the server's wait
          Rewrite.of(
              "^(?:a|each|every|any) request (?:it is|the server is) (?:working on|serving"
                  + "|handling|processing) (?:waits|gets) ",
              "the server waits "),
          // "later requests wait the usual 100 ms": every request after the first's wait
          Rewrite.of(
              "^(?:the server )?(?:later|other|subsequent|all other|the other) requests wait"
                  + " (?:the usual |the normal |its usual )?"
                  + D
                  + "(?: before the first token)?$",
              "the server sends the first token after $1"),
          // "answers the 3rd and 13th requests it receives with HTTP 500, and drops the connection
          // of the 7th and 17th after their 10th token"
          Rewrite.of("\\b(\\d+(?:st|nd|rd|th) requests?) it receives\\b", "$1"),
          Rewrite.of(
              "\\b(?:closes|drops|cuts) the connection of the (\\d+(?:st|nd|rd|th)) and"
                  + " (\\d+(?:st|nd|rd|th))(?: requests)? after their (\\d+)(?:st|nd|rd|th)"
                  + " token\\b",
              "drops the connection after $3 tokens on the $1 and $2 requests"),
          // "each answer is 10 tokens: the first 200 ms after work on it starts, then one every 50
          // ms": its length, its wait and its pace
          Rewrite.of(
              "^(?:each|every) answer (?:is|has) (\\d+) tokens(?: long)?: the first (?:one )?"
                  + D
                  + " after (?:work on it starts|it starts|the server starts on it|the request"
                  + " arrives|it arrives),? then one every "
                  + D
                  + "$",
              "the server sends $1 tokens, the first after $2 and then one every $3"),
          // "… and drops the connection after 5 tokens on the 10th": the 10th request
          Rewrite.of("\\b(on|for) the (\\d+(?:st|nd|rd|th))$", "$1 the $2 request"),
          // "sends token 51 2000 ms after token 50": the gap before that token
          Rewrite.of(
              "\\bsends token (\\d+) "
                  + D
                  + " after token (\\d+)(?: (?:in|of) (?:every|each) answer)?$",
              "pauses $2 between the $3th and $1th tokens"),
          // "closes the connection of the 5th request right after its 40th token, without ending
          // the stream": a connection cut after that many tokens
          Rewrite.of(
              "\\b(?:closes|drops|cuts) the connection of the (\\d+(?:st|nd|rd|th)) request"
                  + " (?:right |just |immediately )?after its (\\d+)(?:st|nd|rd|th) token(?:,?"
                  + " without (?:ending|finishing|closing) the stream)?$",
              "drops the connection on the $1 request after $2 tokens"),
          Rewrite.of(
              "\\b(?:holds|keeps|parks) (?:up to )?(\\d+) (?:more|others|extra)(?: requests?)?"
                  + " (?:in a (?:waiting line|queue|waiting list)|waiting(?: in (?:line|a queue|the"
                  + " queue))?)\\b",
              "queues up to $1 more"),
          Rewrite.of("\\b(refuses|rejects) (?:any|all) others\\b", "$1 any beyond that"),
          Rewrite.of("\\bat (\\d+) ?ms and at (\\d+) ?ms\\b", "at $1 and $2 ms"),
          Rewrite.of(
              "\\b(empty chunks),? (at \\d+(?:, \\d+)*,? and \\d+ ?ms),? before (?:the|its) first"
                  + " ((?:real |actual )?(?:token|word)) at\\b",
              "$1 $2, then the first $3 at"),
          // "sends the first token after 20 ms instead of 100 ms for a prompt it has already
          // seen": the usual wait is a new prompt's
          Rewrite.of(
              "^(?=.*\\b(?:a|any|the) prompt (?:it|the server) has (?:already"
                  + " )?seen\\b)(?!.*\\bplus )(?!.* per )(?!.* for every ).*?"
                  + D
                  + " (?:instead of|rather than) (?:the usual |the normal |its usual |its normal"
                  + " )?"
                  + D
                  + "(?: it takes| it needs)?(?: for a new (?:one|prompt))?(?: for a prompt it has"
                  + " (?:already )?seen(?: before)?)?$",
              "the server takes $2 to the first token for a new prompt and $1 for a cached one"),
          // "after 50 ms instead of 200 ms", "…, instead of 200 ms": the usual wait named beside
          // the new one, which a scenario's own line already set (or the Background did)
          Rewrite.of(
              "(\\d ?(?:ms|s|milliseconds|seconds?)\\b)((?: [a-z0-9-]+){0,12}?),? (?:instead"
                  + " of|rather than) (?:the usual |the normal |its usual |its normal |the"
                  + " )?\\d[\\d,.]* ?(?:ms|s|milliseconds|seconds?)\\b",
              "$1$2"),
          // "100 ms after it starts on a request", "… after receiving a request": from the
          // moment the server takes the request, which is its arrival unless a queue holds it
          Rewrite.of(
              "\\bafter (?:it (?:starts|begins) (?:on|work on|working on|processing|handling"
                  + "|serving)|it (?:receives|gets|accepts|takes on)|(?:receiving|getting"
                  + "|accepting) ?|the server (?:receives|gets|starts on)) (a|the|each|every)"
                  + " request\\b(?! up)",
              "after $1 request arrives"),
          // "answers the 3rd request with a server error": the status a server gives its own
          // failure
          Rewrite.of(
              "\\bwith an? (?:internal |generic |plain )?server error\\b(?! (?:event|chunk|message"
                  + "|in the stream))",
              "with HTTP 500"),
          // "with "500 Internal Server Error"": a status line quoted whole, its code and its words
          Rewrite.of("\"(\\d{3}) ([^\"]+)\"", "HTTP $1 \"$2\""),
          Rewrite.of(
              "\\bsends an? (?:malformed|invalid|broken|corrupt),? non-JSON (?:event|chunk) in"
                  + " place of\\b",
              "sends unreadable data instead of"));

  private static final List<Rewrite> FIRST =
      List.of(
          // a server named by how it usually is: "a healthy server that …", "a baseline server:
          // first token after 100 ms, …"
          Rewrite.of(
              "^(an?|the)"
                  + " (?:healthy|baseline|normal|default|standard|typical|well-behaved|reference)"
                  + " (?=(?:fake |mock |simulated )?(?:llm |model |inference )?(?:server|model))",
              "$1 "),
          Rewrite.of(
              "^((?:an?|the) (?:fake |mock |simulated )?(?:llm |model |inference"
                  + " )?(?:server|model)) ?(?::|—|-) ?(?:the )?first (token|word|chunk) ",
              "the server sends the first $2 "),
          // "the server's default TTFT is 100 ms": its TTFT, which a scenario may say otherwise
          Rewrite.of(
              "'s (?:default|normal|usual|baseline|typical) (?!(?:behaviou?r|answer|pattern|timing)"
                  + " is)(?=\\w)",
              "'s "),
          // what an answer is, said of the answers: "responses are 20 tokens long", "the default
          // answer has 20 tokens", "tokens are streamed 20 ms apart"
          Rewrite.of(
              "^(?:the |all )?(?:responses|answers|replies|completions) (?:are|have) (\\d+)"
                  + " (tokens|words)(?: long)?$",
              "every answer is $1 $2 long"),
          Rewrite.of(
              "^the (?:default|normal|usual|baseline|typical) (?:answer|response|reply|completion)"
                  + " (is|has) ",
              "every answer $1 "),
          Rewrite.of(
              "^(?:the )?(?:output )?tokens are (?:streamed|sent|emitted|delivered) ",
              "the server sends tokens "),
          // "tokens then arrive 20 ms apart", "the later tokens come 15 ms apart": the pace said
          // of the tokens
          Rewrite.of(
              "(?:^|(?<=, )|(?<=and )|(?<=then ))(?:the |its )?(?:later |next |following"
                  + " |remaining |other |subsequent |output"
                  + " )?(?:tokens|words) (?:then |after that )?(?:arrive|come|follow|are sent|go"
                  + " out|are streamed|are spaced)(?: then| after that)? "
                  + D
                  + " apart\\b",
              "sends a token every $1"),
          // "each request normally gets its first token after 200 ms": the wait said of what the
          // request gets
          Rewrite.of(
              "^(?:each|every|a|any) request (?:normally |usually |otherwise"
                  + " )?(?:gets|receives|sees) (?:its|the|a) first (token|word|chunk) (?:after|in)"
                  + " ",
              "the server sends the first $1 after "),
          // "once it starts working on a request, the first token comes 100 ms later": from when
          // the server takes the request
          Rewrite.of(
              "^once (?:it|the server) (?:starts|begins) (?:working on|on|processing|handling"
                  + "|serving) (?:a|the|each) request,? (?:the|its) first (token|word|chunk)"
                  + " (?:comes|arrives|is sent|goes out|follows) "
                  + D
                  + " later\\b",
              "sends the first $1 after $2"),
          Rewrite.of(
              "^(?:the|its) first (token|word|chunk) (?:comes|arrives|is sent|goes out|follows) "
                  + D
                  + " later\\b",
              "sends the first $1 after $2"),
          // "a new prompt gets its first token after 400 ms, a repeated prompt after 50 ms": the
          // two waits said of the prompts
          Rewrite.of(
              "^(?:an?|any) (?:new|unseen|fresh|first-time|uncached|never-seen) prompt"
                  + " (?:gets|receives|sees) (?:its|the|a) first (?:token|word) (?:after|in) "
                  + D
                  + ",? (?:and |while |but )?(?:an?|any) (?:repeated|seen|cached|known|remembered)"
                  + " prompt (?:after|in) "
                  + D
                  + "\\b",
              "the server takes $1 to the first token for a new prompt and $2 for a cached one"),
          // "the first request after the server starts gets its first token after 3,000 ms, every
          // later request after 100 ms": a cold start said of the requests
          Rewrite.of(
              "^the (?:very )?first request(?: (?:after|since) the server (?:starts|started|boots)"
                  + "| it (?:ever )?(?:receives|gets|serves))? (?:gets|receives|sees) (?:its|the|a)"
                  + " first (token|word) (?:after|in) "
                  + D
                  + ",? (?:and )?(?:every|each|all(?: the)?) (?:later|other|subsequent|following)"
                  + " (?:request|one)s? (?:after|in) "
                  + D
                  + "\\b",
              "sends the first $1 after $2 for its first 1 request and after $3 for every later"
                  + " request"),
          // "answers in 100 ms to first token and 20 ms per token": its wait and its gap
          Rewrite.of(
              "\\b(?:answers|responds|replies) in "
                  + D
                  + " to (?:the |its )?first (token|word|chunk)",
              "takes $1 to the first $2"),
          Rewrite.of(
              "(,|\\band|\\bwith) "
                  + D
                  + " (?:to|before|until) (?:the |its )?first (token|word|chunk)\\b",
              "$1 the first $3 after $2"),
          Rewrite.of(
              "(,|\\band) " + D + " per (?:output |generated |decoded )?(token|word)\\b",
              "$1 $2 between $3s"),
          // "after an initial delay of 100 ms", "needs 100 ms of prefill before the first token"
          Rewrite.of(
              "\\bafter an? (?:initial |first |start-up |startup )?(?:delay|wait|pause) of " + D,
              "after $1"),
          Rewrite.of(
              "\\b(?:needs|takes|spends) "
                  + D
                  + " (?:of|for) (?:prefill|prompt processing|thinking)(?= (?:before|to) )",
              "waits $1"),
          // blind set BU: lines whose subject is not the server
          // "every 1000 prompt tokens add 40 ms before the first token": a prefill
          Rewrite.of(
              "^(?:every|each|any) (\\d[\\d,]*) (?:extra |additional |more )?(?:prompt|input)"
                  + " tokens (?:adds?|costs?) "
                  + D
                  + " (?:before|to) (?:the |its )?(?:wait for the )?first (?:token|word|chunk)\\b",
              "the server takes $2 per $1 prompt tokens before its first token"),
          Rewrite.of(
              "^(?:every|each|any) (?:extra |additional )?(?:prompt|input) token (?:adds|costs) "
                  + D
                  + " (?:before|to) (?:the |its )?(?:wait for the )?first (?:token|word|chunk)\\b",
              "the server takes $1 per prompt token before its first token"),
          // "a prompt the server has already seen starts 70 ms sooner": the cache's saving
          Rewrite.of(
              "^(?:an?|any|every|each) (?:(?:repeated|cached|seen|known) prompt|prompt (?:that"
                  + " |which )?(?:the server|the model|it) has (?:already )?seen(?: before)?)"
                  + " (?:starts|begins|gets its first (?:token|word|chunk)|is answered)(?: its"
                  + " answer)? "
                  + D
                  + " (sooner|earlier|faster|quicker)\\b",
              "the server starts $1 $2 for a prompt it has already seen"),
          // "a prompt the server has never seen takes 400 ms to its first token, and a prompt it
          // has
          // seen before takes 50 ms": a cache by its two waits
          Rewrite.of(
              "^an? (?:new |fresh )?prompt (?:that |which )?(?:the server|the model|it) has"
                  + " (?:never|not) seen(?: before)? takes "
                  + D
                  + " (?:to|before) (?:its|the) first (?:token|word|chunk),? and an? prompt (?:that"
                  + " |which )?(?:the server|the model|it) has (?:already )?seen(?: before)? takes "
                  + D
                  + "$",
              "the server takes $1 to the first token for a prompt it has not seen before, and it"
                  + " takes $2 for a prompt it has already seen"),
          // "the first token is delayed by an extra 20 ms for every 1,000 prompt tokens"
          Rewrite.of(
              "^(?:the|its|each answer's|every answer's) first (?:token|word|chunk) is delayed by"
                  + " (?:an extra |another |a further )?"
                  + D
                  + " (for (?:every|each) (?:\\d[\\d,]* )?(?:prompt|input) tokens?|per"
                  + " (?:\\d[\\d,]* )?(?:prompt|input) tokens?)$",
              "the server takes an extra $1 $2 before its first token"),
          // "streams answers of 50 tokens", "gives 10-token answers": each answer's length
          Rewrite.of(
              "\\b(?:streams|sends|gives|returns) (?:answers|responses|replies) of (\\d+)"
                  + " (tokens|words)\\b",
              "sends $1 $2 in each answer"),
          Rewrite.of(
              "\\b(?:streams|sends|gives|returns) (\\d+)-(token|word) (?:answers|responses"
                  + "|replies)\\b",
              "sends $1 $2s in each answer"),
          // "the time to first token is 100 ms plus 1 ms for every prompt token": the server's
          Rewrite.of(
              "^the (time to first token|ttft) is (?=\\d)", "the server's time to first token is "),
          // "for a prompt it has not seen before the server waits 2 ms per prompt token before the
          // first token": that wait is a new prompt's whole wait
          Rewrite.of(
              "^for (?:a new prompt|an? (?:uncached |unseen )?prompt (?:it|the server) has (?:not"
                  + " seen|never seen|not seen before)(?: before)?),? (?:the server|it) (?:waits"
                  + "|takes|spends|needs) "
                  + D
                  + " per (?:prompt )?token before (?:the|its) first (?:token|word|chunk)$",
              "the server takes 0 ms plus $1 per prompt token before its first token"),
          // "for a prompt it has already seen it starts after just 100 ms": a seen prompt's wait
          Rewrite.of(
              "^for (?:a|the) prompt (?:it|the server) has (?:already )?seen(?: before)?,?"
                  + " (?:the server|it) (?:starts|answers|begins|responds)(?: streaming)?"
                  + " (?:after|in|within) (?:just |only |a flat )*"
                  + D
                  + "$",
              "the server takes $1 for a prompt it has already seen"),
          // "the server adds 100 ms to the time to first token for every request already in flight
          // when a new one arrives": a growth of the first wait, by the requests a request finds
          Rewrite.of(
              "^(?:the server |the model |it )?adds "
                  + D
                  + " to (?:the |its )?(?:time to first token|ttft|first[- ]token"
                  + " (?:wait|delay|time)) for (?:every|each) (?:other )?request (?:already |that"
                  + " is already )?(?:in flight|running|open)(?: when (?:a new one|a request|it|the"
                  + " new one) arrives)?$",
              "every other request already in flight adds $1 to the first token"),
          // "the server adds 10 ms to every gap between tokens for each other request it is working
          // on": a growth of the gap
          Rewrite.of(
              "^(?:the server |the model |it )?adds "
                  + D
                  + " to (?:every|each|the|its) gap(?: between (?:tokens|words|chunks))? for"
                  + " (?:every|each) (?:other )?request (?:it is (?:already )?(?:working"
                  + " on|handling|serving)|(?:already )?in flight|running)(?: at (?:that|the|any)"
                  + " moment| at the same time| at once)?$",
              "the server's gap between tokens grows by $1 for every other request in flight"),
          // "adds 5 ms to every token gap for each in-flight request beyond the first": the same
          Rewrite.of(
              "^(?:the server |the model |it )?adds "
                  + D
                  + " to (?:every|each|the|its) (?:token |inter-token )?gap(?: between"
                  + " (?:tokens|words|chunks))? for (?:every|each) (?:in-flight |concurrent"
                  + " |running )?request(?: in flight)? (?:beyond|after|above|over|besides) the"
                  + " first$",
              "the server's gap between tokens grows by $1 for every other request in flight"),
          // "turns away any request beyond 3 in progress with …": the cap said in the refusal
          Rewrite.of(
              "\\b(turns away|refuses|rejects) (?:any|every) (?:request|one) (?:beyond|past|over"
                  + "|above) (\\d+) (?:in progress|in flight|at once|at a time|running|open)(?:"
                  + " requests?)? with\\b",
              "works on at most $2 requests at a time and $1 any other request with"),
          // "needs 1 extra ms before the first token for every 10 prompt tokens": a prefill
          // "waits an extra 1 ms before the first token for every 10 prompt tokens"
          Rewrite.of(
              "\\b(?:needs|takes|spends|adds|waits) (?:an? )?(?:extra |additional |further"
                  + " )?(\\d+(?:\\.\\d+)?) ?(ms|milliseconds?)(?: more| extra| longer)? before"
                  + " (?:the|its) first (?:token|word|chunk) (for (?:every|each) (?:\\d[\\d,]*"
                  + " )?prompt tokens?|per (?:\\d[\\d,]* )?prompt tokens?)\\b",
              "takes an extra $1 $2 $3 before its first token"),
          // "needs an extra 1 ms for every 10 prompt tokens before the first token": the prompt's
          // share said before where it goes
          Rewrite.of(
              "\\b(?:needs|takes|spends|adds|waits) (?:an? )?(?:extra |additional |further"
                  + " )?(\\d+(?:\\.\\d+)?) ?(ms|milliseconds?)(?: more| extra| longer)? (for"
                  + " (?:every|each) (?:\\d[\\d,]* )?prompt tokens?|per (?:\\d[\\d,]* )?prompt"
                  + " tokens?) before (?:it sends )?(?:the|its) first (?:token|word|chunk)\\b",
              "takes an extra $1 $2 $3 before its first token"),
          Rewrite.of(
              "\\b(?:needs|takes|spends|adds) (?:an? )?(\\d+(?:\\.\\d+)?) (?:extra|more|additional)"
                  + " (ms|milliseconds?) before (?:the|its) first (?:token|word|chunk) (for"
                  + " (?:every|each) (?:\\d[\\d,]* )?prompt tokens?|per (?:\\d[\\d,]* )?prompt"
                  + " tokens?)",
              "takes an extra $1 $2 $3 before its first token"),
          // "always writes its full 50 tokens": that many
          Rewrite.of(
              "\\b(?:its|the) (?:full|whole|complete|entire) (\\d+) (tokens|words)\\b", "$1 $2"),
          // "any request beyond that is refused straight away with status 429": a full server's
          Rewrite.of(
              "^(?:any|every|each) (?:other |further |extra |more |additional )?requests?"
                  + " (beyond|past|over|above) (that|this|it|capacity|the limit) (?:is|are|gets?)"
                  + " (?:refused|rejected|turned away)\\b",
              "the server refuses any request $1 $2"),
          // "a prompt it has already seen gets its first token after just 30 ms, whatever its
          // length": a seen prompt's wait
          Rewrite.of(
              "^(?:an?|any|every|each) (?:(?:repeated|cached|seen|known) prompt|prompt (?:that"
                  + " |which )?(?:the server|the model|it) has (?:already )?seen(?: before)?)"
                  + " (?:gets (?:its|the|an?) (?:first (?:token|word|chunk)|answer)|is answered"
                  + "|starts) (?:after|in|within) (?:just |only |a flat )*"
                  + D
                  + "(?:,? (?:whatever|regardless of|no matter) (?:its|the prompt's|how long its)"
                  + " length(?: is)?)?$",
              "the server takes $1 for a prompt it has already seen"),
          // "the first request after the server starts waits an extra 2 seconds before its first
          // token": a cold start, said of the request
          Rewrite.of(
              "^(?:the server (?:is cold|has just (?:booted|started|restarted|come up))(?:,? so|,?"
                  + " and) )?(?:the|its|the server's|the model's) (?:very )?first request(?:"
                  + " (?:after|once|when) the server (?:starts|restarts|has started|has"
                  + " restarted|comes up|is started)(?: up)?| after (?:start-?up|a cold"
                  + " start|starting(?: up)?|boot(?:ing)?|a restart)| it (?:ever"
                  + " )?(?:gets|receives|serves)| of the run| ever)? (?:waits|takes|gets|needs|is"
                  + " delayed by) (?:an? )?(?:extra|additional|further|more|another) "
                  + D
                  + " (?:extra |more )?(?:before|for|to) (?:its|the) first (?:token|word|chunk)\\b",
              "the server adds $1 before the first token of its first 1 requests"),
          // "waits 2 seconds before the first token of its first request and 100 ms for every later
          // request": a cold start of one, said by the wait
          Rewrite.of(
              "\\b(?:waits|takes|needs) "
                  + D
                  + " (?:before|to|for) (?:the|its) first (?:token|word|chunk) (?:of|on|for) its"
                  + " (?:very )?first request,? and "
                  + D
                  + " (?:for|on) (?:every|each|any|all)(?: the)?"
                  + " (?:later|other|subsequent|following) (?:request|one)s?\\b",
              "sends the first token after $1 for the first 1 requests it ever receives and after"
                  + " $2 for every later request"),
          // "closes the connection on the 2nd request after 5 tokens": that request cut short
          Rewrite.of(
              "(?:,? but |,? and |^)(?:the server |it )?(?:(?:closes|drops|cuts|breaks) the"
                  + " connection|hangs up) (?:on|for|of) the "
                  + PLACE
                  + " request after (?:streaming |sending )?(\\d+) (?:tokens|words)\\b",
              ", and for the $1 request it sends $2 tokens and then closes the connection"),
          // "then further tokens 10 ms apart", "with tokens 5 ms apart": the gap, the count said
          // elsewhere
          Rewrite.of(
              "\\bthen (?:further|more|the (?:other|remaining|rest of the)) (tokens|words) "
                  + D
                  + " apart\\b",
              "then $1 $2 apart"),
          Rewrite.of(
              "(?<=\\d ?(?:ms|s|seconds?)),? with (tokens|words) " + D + " apart\\b",
              ", then $1 $2 apart"),
          // "the gap between tokens is 20 ms multiplied by the number of requests the server is
          // handling at that moment": 20 ms with the request alone, and 20 ms more for each other
          Rewrite.of(
              "^(?:the server's |its |the )?gap between (tokens|words) is "
                  + D
                  + " (?:multiplied by|times|x|×) the number of (?:requests|streams) (?:(?:the"
                  + " server|it) is (?:handling|serving|working on|processing)|in flight|(?:the"
                  + " server|it) has in flight)(?: at (?:that|the|any) moment| at the same time| at"
                  + " once)?$",
              "the server sends $1 $2 apart plus $2 for every other request in flight"),
          // "the server's gap between tokens grows by 5 ms for every other request it is handling
          // at
          // the same time": a growth said on its own
          Rewrite.of(
              "^(?:the server's|its|the) gap between (?:tokens|words) grows by "
                  + D
                  + " (?:for every|for each|with every|with each|per) other request (?:it is"
                  + " handling|it handles|in flight|it is working on)(?: at the same time| at"
                  + " once| at (?:that|the|any) moment)?$",
              "every other request in flight adds 0 ms to the first token and $1 to every gap"
                  + " between tokens"),
          // "waits 1000 ms instead of 10 ms between the 10th and 11th tokens of its answer"
          Rewrite.of(
              "(\\bbetween (?:the )?\\d+(?:st|nd|rd|th) and (?:the )?\\d+(?:st|nd|rd|th)"
                  + " (?:tokens?|words?)) of (?:its|each|every|the|an?) answer\\b",
              "$1"),
          // "sends the first token of a prompt it has seen before after 20 ms": that prompt's wait
          Rewrite.of(
              "\\b(sends|streams|gives) (?:the|its) first (token|word|chunk) of (?:a|any) prompt"
                  + " (?:it|the server) has (?:already )?seen(?: before)? after "
                  + D
                  + "$",
              "$1 the first $2 after $3 for a prompt it has already seen"),
          // "stretches the gap between tokens to 50 ms": that gap
          Rewrite.of(
              "\\b(?:stretches|raises|increases|slows|widens|lengthens) (?:the|its) gap between"
                  + " (tokens|words|chunks) to "
                  + D,
              "sends $1 $2 apart"),
          // "the first token after only 50 ms"
          Rewrite.of("\\bafter only (?=\\d)", "after "),
          // "closes the connection on its second answer after 8 of its 20 tokens, without ending
          // the stream properly": that request cut short
          Rewrite.of(
              "\\b(?:closes|drops|cuts|breaks) the connection (?:on|of|for|during) (?:its|the) "
                  + PLACE
                  + " (?:answer|request|response|stream) after (?:sending |streaming |writing"
                  + " )?(\\d+)(?: of its \\d+)? (?:tokens|words)(?:,? without"
                  + " (?:(?:ending|finishing|closing|completing) (?:the stream|it|the answer)(?:"
                  + " properly)?|(?:an? |the )?(?:end-of-stream|final|done|\\[done\\])"
                  + " (?:marker|event|chunk)|(?:a |the )?\\[done\\](?: marker| event)?))?",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          // "has just restarted and adds 2000 ms before the first token of its first request only":
          // a cold start added to the script's wait
          Rewrite.of(
              "^(?:the server |it )?(?:(?:has|was) just (?:started|restarted|booted)(?: up)?,? and"
                  + " )?adds "
                  + D
                  + " (?:before|to) the first (?:token|word|chunk) of (?:its|the) (?:very )?first"
                  + " request(?: it (?:gets|receives|serves))?(?: after (?:starting|start-?up|it"
                  + " starts|a restart|restarting))?(?: only)?$",
              "the server needs an extra $1 before its very first request"),
          // "10 real tokens": after empty chunks, the words that carry text
          Rewrite.of("\\b(\\d+) (?:real|actual|non-empty|proper) (tokens|words)\\b", "$1 $2"),
          // "each accepted answer starts after 100 ms": a full server's refused requests have none
          Rewrite.of(
              "^(each|every) (?:accepted|admitted|successful|served) (answer|request|response"
                  + "|reply|stream)\\b",
              "$1 $2"),
          // "the server's first ever request gets its first token after 1500 ms, every later one
          // after 100 ms": a cold start said from the request's side
          Rewrite.of(
              "^(?:the server's|its|the) (?:very )?first(?: ever)? request(?: (?:it|the server)"
                  + " (?:ever )?(?:receives|gets|serves))? (?:gets|receives|has) (?:its|the|a)"
                  + " first (?:token|word|chunk) after "
                  + D
                  + "(?:,| and|;)(?: and)? (?:every|each|any) (?:later|other|subsequent|following)"
                  + " (?:one|request)(?: (?:gets|receives|has) (?:it|its first (?:token|word|chunk)"
                  + "|one))? after "
                  + D,
              "the server sends the first token after $1 for the first 1 requests it ever receives"
                  + " and after $2 for every later request"),
          Rewrite.of(
              "\\bfor (?:its|the) (?:very )?first(?: ever)? request(?= it (?:ever )?(?:receives"
                  + "|gets|serves)\\b)",
              "for the first 1 requests"),
          // blind sets BJ and BK
          Rewrite.of(
              "^the server (?:has|was) just (?:started|restarted|booted)(?: up)?,? so its (?:very"
                  + " )?first request waits an extra "
                  + D
                  + " before (?:the|its) first token$",
              "the server needs an extra $1 before its very first request"),
          Rewrite.of("^otherwise,? (?:each|every) request gets ", "every later request gets "),
          Rewrite.of(
              "^an? (?:healthy|normal|successful|regular) (?:request|stream|answer|response) gets"
                  + " (?:its|the|a) first token after ",
              "the server normally sends the first token after "),
          Rewrite.of(
              "^once (?:work starts|it starts(?: working)?|started|work begins),? (?:a|each|every)"
                  + " request gets ",
              "a request it works on gets "),
          Rewrite.of(
              ",? (?:and )?then (?:a|one) token every "
                  + D
                  + " until (?:(\\d+) tokens have been sent|it has sent (\\d+) tokens|it reaches"
                  + " (\\d+) tokens)$",
              ", then one token every $1, $2$3$4 tokens in all"),
          // "the server's normal behaviour is a first token after 100 ms and …", "normally the
          // server responds with the first token after 100 ms": the answer every request gets
          Rewrite.of(
              "^the (server|model)'s (?:normal|usual|default|standard)"
                  + " (?:behaviou?r|answer|pattern|timing) is(?: to (?:send|stream))? ",
              "the $1 sends "),
          Rewrite.of("^(?:normally|usually|in general|as a rule),? (?=the (?:server|model) )", ""),
          Rewrite.of(
              "^((?:the (?:server|model)|it) )(?:responds|answers|replies) with (?=(?:the|a|its)"
                  + " first (?:token|word|chunk))",
              "$1sends "),
          // "20 tokens per answer": each answer's length
          Rewrite.of(
              "\\b(\\d+) (tokens|words) (?:per|for each|for every|in every) (?:answer|response"
                  + "|request|reply)\\b",
              "$1 $2 in each answer"),
          // "starts streaming 100 ms after it receives a request": the first word's wait
          Rewrite.of(
              "\\b(starts? (?:streaming|answering|responding)) "
                  + D
                  + " after (?:it receives|it gets|receiving|getting) (?:a|the|each|every)"
                  + " request\\b",
              "$1 after $2"),
          Rewrite.of(
              "\\bfor a prompt already in its (?:prefix )?cache\\b",
              "for a prompt it has already seen"),
          Rewrite.of(
              "^the server (?:has|was) just (?:started|restarted|booted)(?: up)?,?"
                  + " (?=takes|needs|sends|waits)",
              "the server "),
          Rewrite.of("\\b(on|for) its first request and ", "$1 its first 1 requests and "),
          Rewrite.of(
              "^the server answers the remaining \\d+ requests with (?:the|a) first token after ",
              "the server normally sends the first token after "),
          Rewrite.of(
              "^an? prompt it has (?:already )?seen(?: before)? is (?:fully|entirely|completely)"
                  + " cached",
              "it caches every prompt it has answered"),
          // "drops the connection on the 4th request after 5 tokens, sends a malformed chunk on the
          // 5th after 5 tokens, and never sends the end marker on the 6th after 21 tokens"
          Rewrite.of(
              "\\bdrops the connection on the (\\d+(?:st|nd|rd|th))(?: request)? after (\\d+)"
                  + " tokens",
              "drops the connection after $2 tokens on the $1 request"),
          Rewrite.of(
              "\\bsends (an? (?:malformed|invalid|broken|corrupt) chunk) on the"
                  + " (\\d+(?:st|nd|rd|th))(?: request)? after (\\d+) tokens",
              "sends $1 after $3 tokens on the $2 request"),
          Rewrite.of(
              "\\bnever sends the end(?:-of-stream)? marker on the (\\d+(?:st|nd|rd|th))(?:"
                  + " request)?(?: after \\d+ tokens)?",
              "never sends the end marker on the $1 request"),
          // "the 2nd request's connection drops after 10 tokens, the 3rd request's 5th chunk is
          // malformed data, and the 4th request sends all 21 tokens but closes without the end
          // marker"
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) request's connection (?:drops|is"
                  + " dropped|breaks) after (\\d+) tokens",
              "$1for the $2 request the server drops the connection after $3 tokens"),
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) request's (\\d+(?:st|nd|rd|th)) chunk is"
                  + " (?:malformed|invalid|broken|corrupt) (?:data|json)",
              "$1for the $2 request it sends unreadable data instead of the $3 token"),
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) request sends all \\d+ tokens but closes"
                  + " without the end(?:-of-stream)? marker",
              "$1on the $2 request it ends the stream without the end marker"),
          // blind sets BH and BI
          Rewrite.of(
              "\\b(tokens|words|chunks)( in (?:all|total))?,? (?:sent|streamed|(?:evenly )?spaced"
                  + "|coming) "
                  + D
                  + " apart",
              "$1$2 $3 apart"),
          Rewrite.of(
              "^the server has just (?:started|restarted|booted)(?: up)?,? so its (?:very )?first"
                  + " request (?:gets (?:the|its) first token after|waits) "
                  + D
                  + "(?: for (?:the|its) first token)?,? (?:and|while|but) (?:(?:every|all|the|its)"
                  + " )?later requests? (?:after|wait|gets? (?:its|their|the) first token after) "
                  + D
                  + "$",
              "the server is cold and its very first request waits $1 for the first token, and"
                  + " every later request gets its first token after $2"),
          Rewrite.of(
              "\\banswers normally with (the|a) first token", "normally sends $1 first token"),
          Rewrite.of(
              "^an? (?:normal|healthy|regular) (?:answer|response|reply) (?:has|gets) (?:its|the|a)"
                  + " first token after ",
              "the server normally sends the first token after "),
          Rewrite.of(",? for an? (\\d+)-token (?:answer|response|reply)$", ", $1 tokens in all"),
          // "of 10 requests, 1 has its connection dropped after 10 tokens, 1 receives a malformed
          // data chunk after 5 tokens, and 1 receives all 31 tokens but never the end marker"
          Rewrite.of(
              "^of (\\d+) requests, (\\d+) (?:has its|have their) connections? dropped after"
                  + " (\\d+) tokens",
              "of $1 requests, it drops the connection after $3 tokens on $2"),
          Rewrite.of(
              ",? (and )?(\\d+) (?:receives?|gets?) an? (?:malformed|invalid|broken|corrupt)"
                  + " (?:data )?chunks? after (\\d+) tokens",
              ", $1sends a malformed chunk after $3 tokens on $2"),
          Rewrite.of(
              ",? (and )?(\\d+) (?:receives?|gets?) all (?:its )?\\d+ tokens but never the"
                  + " end(?:-of-stream)? marker",
              ", $1never sends the end marker on $2"),
          // blind sets BF and BG
          Rewrite.of(
              "^(?:once running,? (?:a|each|every) request|(?:a|each|every) running request) gets ",
              "a request it works on gets "),
          Rewrite.of(
              "^the server has just (?:started|restarted|booted)(?: up)?,? so its (?:very )?first"
                  + " request waits an extra "
                  + D
                  + " on top of the usual "
                  + D
                  + " before (?:the|its) first token$",
              "the server sends the first token after $2 and needs an extra $1 before its very"
                  + " first request"),
          Rewrite.of(
              "^the very first request after the server (?:starts|has started|comes up|boots)(?:"
                  + " up)? waits an extra "
                  + D
                  + " before its first token$",
              "the server needs an extra $1 before its very first request"),
          // "the very first request after the server starts waits 5,000 ms before its first
          // token": that request's whole wait
          Rewrite.of(
              "^the very first request after the server (?:starts|has started|comes up|boots)(?:"
                  + " up)? (?:waits|gets its first token after|takes) "
                  + D
                  + "(?: before its first token)?$",
              "the server sends the first token after $1 for its very first 1 request"),
          Rewrite.of(
              "^after the (\\d+(?:st|nd|rd|th)) token,? (?:the server|it) stalls,? so (?:that )?the"
                  + " (\\d+(?:st|nd|rd|th)) token (?:arrives|comes) "
                  + D
                  + " after the (\\d+(?:st|nd|rd|th))$",
              "it stalls so that the $2 token comes $3 after the $4"),
          Rewrite.of(
              "^in (?:every|each) (?:response|answer|reply),? the (\\d+(?:st|nd|rd|th)) token"
                  + " (?:arrives|comes) ",
              "in each answer the $1 token comes "),
          Rewrite.of(
              "^an? (?:normal|healthy|successful|regular) (?:response|answer|request) waits ",
              "the server normally waits "),
          Rewrite.of(
              "^in the (\\d+(?:st|nd|rd|th)) (?:response|answer|reply|stream),? the server ",
              "for the $1 request the server "),
          Rewrite.of(
              "^for the (\\d+(?:st|nd|rd|th)) request the server (?=goes silent |sends all )",
              "on the $1 request it "),
          // "the 6th loses its connection after 12 tokens, the 8th receives malformed data after 5
          // tokens, and the 10th sends all its tokens but never the end marker"
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) (?:request )?loses its connection after"
                  + " (\\d+) tokens",
              "$1for the $2 request the server drops the connection after $3 tokens"),
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) (?:request )?(?:receives|gets)"
                  + " (?:malformed|invalid|broken|corrupt) (?:data|json|chunks?) after (\\d+)"
                  + " tokens",
              "$1for the $2 request it sends a malformed chunk after $3 tokens"),
          Rewrite.of(
              "(^|, (?:and )?)the (\\d+(?:st|nd|rd|th)) (?:request )?sends all its tokens but never"
                  + " the end(?:-of-stream)? marker",
              "$1on the $2 request it never sends the end marker"),
          Rewrite.of(
              "^the ((\\d+(?:st|nd|rd|th))(?:(?:,| and) (\\d+(?:st|nd|rd|th)))*) requests? gets?"
                  + " (?=(?:HTTP|status) \\d{3})",
              "the server answers the $1 requests with "),
          Rewrite.of(
              ", (and )?the (\\d+(?:st|nd|rd|th)) gets (?=(?:HTTP|status) \\d{3})",
              ", $1the $2 with "),
          Rewrite.of(
              " and the (\\d+(?:st|nd|rd|th)) gets (?=(?:HTTP|status) \\d{3})",
              " and the $1 with "),
          Rewrite.of(
              ",? each " + D + " after (?:it was|it is|they were|they are) (?:sent|received)$",
              ", each after $1"),
          Rewrite.of(
              "^(every|each|all) (?:responses?|replies|reply|completions?) (is|has|are|have) (\\d+)"
                  + " (?:output )?tokens",
              "$1 answer $2 $3 tokens"),
          // "…, so 4 requests started together stay in flight together": what follows, said by
          // the way
          Rewrite.of(",? so (?:that )?(?:the |all )?\\d+ requests [^,\\d]*$", ""),
          // blind sets BD and BE
          // "…, followed by the end marker": how every answer ends anyway
          Rewrite.of(
              ",? (?:and )?(?:followed by|and then|then) (?:the|an|its) end(?:-of-stream)?"
                  + " (?:marker|signal)$",
              ""),
          Rewrite.of(
              "\\banswers (?:every|each|all(?: the)?)(?: successful)? requests? with (a|its|the)"
                  + " first token (after|at) ",
              "sends $1 first token $2 "),
          // "once a request is being processed its first token takes 100 ms and its 19 further
          // tokens come 10 ms apart"
          Rewrite.of(
              "^once (?:a|each|every) request is being (?:processed|worked on|served|handled),?"
                  + " its first token (?:takes|comes after|arrives after) ",
              "the server sends its first token after "),
          Rewrite.of(
              "^(?:a|each|every) request (?:being (?:processed|worked on|served|handled)|it is"
                  + " working on) gets ",
              "a request it works on gets "),
          Rewrite.of("\\b(?:its )?(\\d+) further (tokens|words|chunks)\\b", "$1 more $2"),
          Rewrite.of(
              "\\bmore (tokens|words|chunks) (?:come|arrive|follow|are sent|are streamed) "
                  + D
                  + " apart",
              "more $1 $2 apart"),
          // "after the first token the server sends …": the server, said again, is "it"
          Rewrite.of("^(after (?:the first token|that|this)),? the server ", "$1 it "),
          Rewrite.of(
              "^the server has just (?:started|restarted|booted)(?: up)? and its (?:very )?first"
                  + " request gets (?:a|its|the) first token after "
                  + D,
              "the server is cold and its very first request waits $1 for the first token"),
          Rewrite.of(
              "\\b(later|other) request gets a first token\\b", "$1 request gets its first token"),
          Rewrite.of(",? and every request then (?:receives|gets) (\\d+) more ", ", then $1 more "),
          // "… plus 0.1 ms for every prompt token not already in its prefix cache": a prefill
          // the cache spares, so the server caches
          Rewrite.of(
              "\\bfor (?:every|each) prompt token not (?:already )?(?:in|served from|found in) its"
                  + " (?:prefix )?cache$",
              "per uncached prompt token and caches prompts"),
          Rewrite.of(
              "\\bfor (?:every|each) prompt token not (?:already )?in its (?:prefix )?cache\\b",
              "per uncached prompt token"),
          Rewrite.of(
              "^the server has just (?:started|restarted|booted)(?: up)? and (?=(?:adds|needs|takes"
                  + "|waits|spends) )",
              "the server "),
          // "a prompt the server has seen before is served entirely from the prefix cache"
          Rewrite.of(
              "^(?:a|any) prompt (?:the server|it) has (?:already )?seen before is (?:served"
                  + " )?(?:entirely |fully |completely )?(?:served )?from (?:the|its) (?:prefix"
                  + " )?cache$",
              "the server caches every prompt it has answered"),
          Rewrite.of(
              ",? at the same speed however many (?:it works on|are in flight|it is working on)",
              ""),
          Rewrite.of(
              "\\bqueues the rest first in,? first out\\b", "queues the rest in arrival order"),
          // faults with no place said: that many of the run's requests
          Rewrite.of(
              "^one request has its connection (?:dropped|cut|closed) after (\\d+) tokens? and"
                  + " another (?:one )?(?:receives|gets) (an? (?:malformed|invalid|broken|corrupt)"
                  + " chunk) after (\\d+) tokens?$",
              "the server drops the connection after $1 tokens on 1 request, and sends $2 after"
                  + " $3 tokens on 1 request"),
          Rewrite.of(
              "^(?:one|a single) request (?:has its connection (?:dropped|cut|closed)|gets cut off)"
                  + " after (\\d+) tokens?$",
              "the server drops the connection after $1 tokens on 1 request"),
          Rewrite.of(
              "^(?:one|a single|another) request (?:receives|gets) (an? (?:malformed|invalid|broken"
                  + "|corrupt) chunk) after (\\d+) tokens?$",
              "the server sends $1 after $2 tokens on 1 request"),
          Rewrite.of(
              "^(?:one|a single|another) request (?:receives|gets) all (?:its )?\\d+ tokens but the"
                  + " (?:stream|connection|response) (?:closes|ends) without (?:the|an|any) end"
                  + "(?:-of-stream)? marker$",
              "the server ends the stream without the end marker on 1 request"),
          Rewrite.of(
              "\\bsends all (?:its )?(\\d+) tokens but never sends the end(?:-of-stream)? marker"
                  + " and keeps the connection open$",
              "goes silent after $1 tokens without closing the connection"),
          // blind sets AZ and BA
          // "a model server that answers …", "a fake model server that, serving one request
          // alone, sends …": the server, by whatever name, as the sentence's subject
          Rewrite.of(
              "^(?:a|an|the) (?:(?:freshly|newly|just) started )?(?:(?:fake|simulated|mock|stub"
                  + "|test|pretend|dummy|scripted) )?(?:(?:model|LLM|llm|inference|chat|language"
                  + "|streaming) )*server that,? ",
              "the server "),
          Rewrite.of(
              ",? (?:when )?(?:serving|handling|processing|running) (?:one|a single|a lone|only"
                  + " one) request (?:alone|on its own|by itself),? ",
              " "),
          Rewrite.of(
              "\\banswers a prompt it has (?:never|not) seen(?: before)? with (?:a|its|the) first"
                  + " token after "
                  + D,
              "takes $1 to the first token for a prompt it has not seen before"),
          Rewrite.of(
              "\\banswers a prompt it has (?:already )?seen(?: before)? with (?:a|its|the) first"
                  + " token after "
                  + D,
              "takes $1 to the first token for a prompt it has already seen"),
          Rewrite.of(
              "\\bneeds (\\d[\\d,.]*) (?:extra|additional|more) (seconds?|ms|milliseconds)"
                  + " (?:before|for) (?:its|the) (?:very )?(?:first|1st) (?:answer|request"
                  + "|response)$",
              "needs an extra $1 $2 before its very first request"),
          // "… before sending the 26th": the word it resumes with, its noun left out
          Rewrite.of(
              "\\b(before (?:sending|streaming|resuming with) the \\d+(?:st|nd|rd|th))$",
              "$1 token"),
          Rewrite.of(
              "\\banswers with (\\d+) tokens, one every "
                  + D
                  + ",? after a first token (?:at|after) "
                  + D
                  + "$",
              "sends the first token after $3, and $1 tokens in total, $2 apart"),
          Rewrite.of(
              "\\b(gets (?:its|the) first token) "
                  + D
                  + " after (?:leaving the queue|(?:work|processing) (?:begins|starts)|it (?:leaves"
                  + "|is taken off) the queue|its turn comes)",
              "$1 after $2"),
          Rewrite.of(
              ",? (\\d+) tokens per (?:answer|response)$", ", and every answer is $1 tokens long"),
          Rewrite.of(
              "\\b(with (?:an? )?(?:HTTP |status )?\\d{3})(?: \\w+(?: \\w+)?)? and"
                  + " (?:streams|sends) (?:nothing|no tokens)$",
              "$1"),
          Rewrite.of(",? without (?:signall?ing|sending|marking) the end of the stream$", ""),
          Rewrite.of(
              "\\bsends the first token after "
                  + D
                  + " for its (?:very )?(?:first|1st) request and after "
                  + D
                  + " for every (?:later|other|following) (?:one|request)$",
              "sends the first token after $1 for the first 1 requests it ever receives and after"
                  + " $2 for every later request"),
          Rewrite.of(
              "^(?:on|for) the "
                  + PLACE
                  + " request,? (?:the server |it )?(?:closes|drops|cuts|breaks) the connection"
                  + " after (\\d+) tokens$",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "^(?:each|every) (?:answer|request|response) starts "
                  + D
                  + " after (?:work|processing) (?:begins|starts)(?: on it)?",
              "it sends the first token after $1"),
          Rewrite.of(
              " and streams (\\d+) tokens, one every " + D + "$",
              ", and $1 tokens in total, $2 apart"),
          Rewrite.of(
              "^after that,? it (?:always )?sends (?:its|the) first token after " + D + "$",
              "it sends the first token after $1 for every later request"),
          Rewrite.of(
              "^(?:on|for) the "
                  + PLACE
                  + " request,? it sends (\\d+) tokens,? then an?"
                  + " (?:garbled|malformed|corrupt(?:ed)?|broken|invalid)(?: chunk)?(?: that is not"
                  + " valid (?:data|json))?,? and (?:then )?closes the connection$",
              "for the $1 request it sends $2 tokens and then a chunk that is not valid JSON"),
          Rewrite.of(
              "\\banswers all (?:the )?remaining requests with (?:a|the|its) first token",
              "sends the first token"),
          // blind sets AX and AY
          // "unless stated otherwise the server waits 100 ms …" in a Background: what a scenario's
          // own line replaces, as any line said later does
          Rewrite.of("^" + ServerSentence.OTHERWISE + ",? ", ""),
          Rewrite.of("\\b(request|stream)s? in progress\\b", "$1 in flight"),
          Rewrite.of("\\bfor every (\\d+) input tokens\\b", "for every $1 prompt tokens"),
          Rewrite.of(
              "\\bpauses so that the gap between the (\\d+(?:st|nd|rd|th)) and the"
                  + " (\\d+(?:st|nd|rd|th)) (token|word)s? is "
                  + D,
              "pauses for $4 between the $1 and the $2 $3"),
          // "the very first request the server receives waits 2000 ms before its first token"
          Rewrite.of(
              "^the (?:very )?first request (?:the server|it) (?:receives|gets|serves|answers)"
                  + " waits "
                  + D
                  + " (?:before|for) (?:its|the) first token$",
              "it sends the first token after $1 for the first 1 requests it ever receives"),
          Rewrite.of(
              "\\bhas just (?:booted|started|come up),? and its (?:very )?first request gets"
                  + " (?:the|its) first token after "
                  + D
                  + "$",
              "sends the first token after $1 for the first 1 requests it ever receives"),
          Rewrite.of(
              "\\b(with (?:an? )?(?:HTTP |status )?\\d{3})(?: \\w+(?: \\w+)?)? instead of a"
                  + " (?:stream|streamed answer|response|answer)$",
              "$1"),
          // "answers a lone request with its first token after 100 ms and then a token every 20 ms
          // for 100 tokens": the pace alone, and the answer's length
          Rewrite.of(
              "\\banswers a (?:lone|single) request with (?:its|the|a) first token after ",
              "sends the first token after "),
          Rewrite.of(
              ",? (?:and )?then a token every " + D + " for (\\d+) tokens$",
              ", then $2 tokens in total, $1 apart"),
          Rewrite.of(
              ",? (?:and )?then (?:carries on|continues|resumes|goes on)(?: at (?:the|its)"
                  + " (?:normal|usual|same|old) (?:pace|speed|rate))?$",
              ""),
          Rewrite.of(
              "^(?:each|every) (?:response|answer|reply) has (\\d+) tokens,? ",
              "every answer is $1 tokens, "),
          // "each answer has its first token after 200 ms", "a normal response from the fake
          // server has its first token after 100 ms": every answer's pace
          Rewrite.of(
              "^(?:each|every) (?:answer|request|response) (?:has|gets) (?:its|the) first token",
              "it sends the first token"),
          Rewrite.of(
              "^an? (?:normal|healthy|regular|typical) (?:response|answer) from the (fake"
                  + " )?(server|model) has (?:its|the) first token",
              "the $1$2 sends the first token"),
          Rewrite.of(
              "^after that,? (?:every|each) (?:request|answer) gets (?:its|the) first token",
              "once loaded it sends the first token"),
          Rewrite.of(
              "\\banswers (?:successful|healthy|normal|the other|all other|the remaining) requests"
                  + " with (?:a |the |its )?first token",
              "sends the first token"),
          Rewrite.of(
              "\\banswers \\d+ of (?:the )?\\d+ requests normally(?::|,)? (?:the )?first token"
                  + " after",
              "sends the first token after"),
          Rewrite.of(
              ",? then (\\d+) (?:output )?tokens in (?:all|total),? " + D + " apart",
              ", and $1 tokens in total, $2 apart"),
          // "… for every other request being handled at the same time"
          Rewrite.of(
              "\\b(request|stream)s? being (?:handled|processed|served|worked on|run)\\b",
              "$1 it is handling"),
          Rewrite.of(
              ",? (?:counting|including) itself\\b|,? itself included\\b", ", counting this one"),
          // "sends the first token 300 ms after a new 1000-token prompt arrives"
          Rewrite.of(
              "\\bsends (?:the|its) first token "
                  + D
                  + " after a new (\\d[\\d,]*)-token prompt arrives",
              "sends the first token after $1 for a $2-token prompt it has not seen before"),
          Rewrite.of(
              "^when it has seen the (?:exact |very )?same prompt before,? (?:it )?sends"
                  + " (?:the|its) first token after "
                  + D,
              "for a prompt it has seen before it sends the first token after $1"),
          Rewrite.of(
              "\\band reports all (\\d[\\d,]*) prompt tokens as cached",
              ", and its usage reports $1 of the $1 prompt tokens as cached"),
          // "reuses 800 cached tokens when the same 1000-token prompt comes again"
          Rewrite.of(
              "\\breuses (\\d[\\d,]*) cached (?:prompt )?tokens when the same (\\d[\\d,]*)-token"
                  + " prompt (?:comes again|is sent again|repeats|comes back|arrives again)",
              "caches prompts, and its usage reports $1 of the $2 prompt tokens as cached"),
          // "pauses so that the gap between token 10 and token 11 is 2000 ms"
          Rewrite.of(
              "\\bpauses so that the gap between token (\\d+) and token (\\d+) is " + D,
              "pauses for $3 between the #$1 and the #$2 token"),
          // "the 2nd request's connection drops after 5 tokens, the 3rd request gets a malformed
          // chunk after 3 tokens, and the 4th request never gets an answer"
          Rewrite.of(
              "\\bthe (\\d+(?:st|nd|rd|th)) request's connection (?:drops|is dropped|is cut) after"
                  + " (\\d+) tokens",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "\\bthe (\\d+(?:st|nd|rd|th)) request gets an?"
                  + " (?:malformed|garbled|corrupt(?:ed)?|broken) chunk after (\\d+) tokens",
              "it sends a chunk that is not valid JSON after $2 tokens of the $1 request"),
          Rewrite.of(
              "\\bthe (\\d+(?:st|nd|rd|th)) request never gets an? (?:answer|response|byte)",
              "for the $1 request it sends nothing at all"),
          // blind sets AO and AP
          // "the server is cold and its very first request waits 2000 ms for the first token"
          Rewrite.of(
              "^(?:the server|it) is cold(?: at first| at the start| at start-?up)?,? and ", ""),
          Rewrite.of(
              "\\b((?:the |its )?(?:very )?first request) waits "
                  + D
                  + " for (?:its|the) first token",
              "$1 gets its first token after $2"),
          Rewrite.of(
              "^(?:every|each|all) (?:later|other|subsequent|following|remaining|next) requests?"
                  + " gets? (?:its|their|the) first token after (?:the usual |the normal |its"
                  + " usual )?"
                  + D,
              "it sends the first token after $1 for every later request"),
          // "the first token arrives 400 ms after a request whose prompt the server has not seen
          // before", "… whose prompt repeats an earlier one": the two waits of a prefix cache
          Rewrite.of(
              "^(?:the|its) first token (?:arrives|comes|is sent|appears) "
                  + D
                  + " after (?:a|the) request whose prompt (?:the server|it) has (?:not|never)"
                  + " seen(?: before)?",
              "for a prompt it has not seen before it sends the first token after $1"),
          Rewrite.of(
              "^(?:the|its) first token (?:arrives|comes|is sent|appears) "
                  + D
                  + " after (?:a|the) request whose prompt (?:repeats an earlier one|(?:the"
                  + " server|it) has (?:already )?seen(?: before)?|is a repeat(?: of an earlier"
                  + " one)?|was sent before)",
              "for a prompt it has seen before it sends the first token after $1"),
          Rewrite.of(
              "^an? (?:new|fresh|unseen|uncached) prompt gets (?:its|the) first token after "
                  + D
                  + ",? (?:and |while |but |whereas )?an? (?:remembered|cached|seen|repeated|known)"
                  + " (?:one|prompt) (?:gets (?:its|the) first token )?after "
                  + D,
              "for a prompt it has not seen before it sends the first token after $1, and for a"
                  + " prompt it has seen before it sends the first token after $2"),
          // "the first token comes 50 ms plus 1 ms per prompt token after the request arrives"
          Rewrite.of(
              "(\\bfirst token (?:arrives|comes|is sent|appears) )(?!after )(.+?) after the"
                  + " request(?: arrives| is sent| is received| comes in| starts)?\\b",
              "$1after $2"),
          Rewrite.of(
              "^(?:the|its) first token (?:arrives|comes|is sent|appears) after ",
              "it sends the first token after "),
          // "in each answer the 11th token comes 1000 ms after the 10th, while all other gaps stay
          // 20 ms": that one gap, the others as said
          Rewrite.of(
              "^(?:in (?:each|every) answer,? )?the "
                  + PLACE
                  + " token comes "
                  + D
                  + " after the "
                  + PLACE
                  + "(?: one| token)?(?:,? (?:while|and|but|with) (?:all )?(?:the )?other gaps"
                  + " (?:stay|staying|remain|remaining|are|at) \\d[\\d,.]* ?(?:ms|milliseconds))?$",
              "it pauses for $2 between the $3 and the $1 token"),
          // "for the 3rd request the server closes the connection after sending 4 of its 10
          // tokens", "the server drops the connection of the 2nd request right after its 8th token"
          Rewrite.of(
              "^(?:on|for) the "
                  + PLACE
                  + " request,? (?:the server |it )?(?:closes|drops|cuts|breaks|kills) the"
                  + " connection after sending (\\d+)(?: of (?:its|the) \\d+)? tokens",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "^(?:the server |it )?(?:closes|drops|cuts|breaks|kills) the connection of the "
                  + PLACE
                  + " request (?:right |just |straight )?after its (\\d+)(?:st|nd|rd|th) token(?:,?"
                  + " without finishing (?:the|its) answer)?",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "^(?:on|for) the "
                  + PLACE
                  + " request,? (?:the server |it )?((?:sends|emits|writes|streams) (?:a chunk"
                  + " (?:that is not|that isn't|which is not) (?:valid |readable )?json|an?"
                  + " (?:malformed|invalid|broken|garbled|corrupt(?:ed)?)(?: json)? chunk)) after"
                  + " (\\d+) tokens$",
              "it $2 after $3 tokens of the $1 request"),
          // "answers the 5th and 15th request with HTTP 503 and the 10th and 20th with HTTP 429":
          // requests listed by their places, each list with its status
          Rewrite.of(
              "\\b(the " + PLACE + "(?:(?:,? and |, )" + PLACE + ")+)(?= (?:with|gets?) )",
              "$1 requests"),
          Rewrite.of(
              "\\b(answers|rejects|fails|refuses) (.+?) with ((?:http |status )?\\d{3}) and (the "
                  + PLACE
                  + "(?:(?:,? and |, )"
                  + PLACE
                  + ")+ requests) with ",
              "$1 $2 with $3, and $1 $4 with "),
          // "the gap between tokens is 20 ms with 1 request in flight and grows by 10 ms for every
          // additional request in flight": a linear pace
          Rewrite.of(
              "^the gap between (?:tokens|words) is "
                  + D
                  + " with (?:1|one|a single|only one) request in flight(?: at a time)?,? and grows"
                  + " by "
                  + D
                  + " (?:for|with) (?:every|each) (?:additional|extra|further|other|more) request"
                  + " in flight",
              "the gap between tokens is $1 plus $2 for every other request in flight"),
          // "…, and 10 ms plus 5 ms for every other request in flight between later tokens": the
          // pace's part of a line that said the first token's wait first
          Rewrite.of(
              "^(?:the server |it )?(?:waits |takes )?"
                  + D
                  + " plus "
                  + D
                  + " (?:for|with) (?:every|each) (?:other|additional|further) request in flight"
                  + " between (?:later |subsequent |following |the other |the rest of the"
                  + " )?(?:tokens|words)$",
              "the gap between tokens is $1 plus $2 for every other request in flight"),
          // blind set AQ
          // "every answer is 5 tokens long, with the first token after 100 ms …"
          Rewrite.of(
              ", (?:with|sending|having|giving) (?:the|its) first token (?=after|at|in )",
              ", the first token "),
          // "… one token every 20 ms when only one request is in flight": the pace alone, which a
          // growth said after it adds to
          Rewrite.of(
              ",? (?:when|while|with) (?:only one|a single|just one|one|1) request (?:is )?in"
                  + " flight$",
              ""),
          // "needs 2 seconds to warm up after it starts and holds any requests until it is ready"
          Rewrite.of(
              "^(?:the server |it )?needs "
                  + D
                  + " to warm up(?: after it starts| when it starts| at start-?up| first)?(?:,? and"
                  + " holds (?:any|all|the|incoming) requests until it is (?:ready|warm))?$",
              "it needs an extra $1 to warm up before answering its very first request"),
          // "the server answers "Summarise the attached contract" with 4 tokens 25 ms apart": the
          // one prompt the scenario sends, answered so
          Rewrite.of("^(?:the server|it) answers \"[^\"]+\" with ", "it answers with "),
          // "for request 2 the server drops the connection right after the 2nd token"
          Rewrite.of(
              "^(?:on|for) (request \\d+|the "
                  + PLACE
                  + " request),? (?:the server |it )?(?:closes|drops|cuts|breaks|kills) the"
                  + " connection (?:right |just |straight )?after (?:its |the"
                  + " )(\\d+)(?:st|nd|rd|th) token$",
              "for $1 it sends $3 tokens and then closes the connection"),
          // "for request 3 the server sends a chunk that is not valid JSON right after the 1st
          // token"
          Rewrite.of(
              "^(?:on|for) (request \\d+|the "
                  + PLACE
                  + " request),? (?:the server |it )?((?:sends|emits|writes|streams) (?:a chunk"
                  + " (?:that is not|that isn't|which is not) (?:valid |readable )?json|an?"
                  + " (?:malformed|invalid|broken|garbled|corrupt(?:ed)?)(?: json)? chunk))"
                  + " (?:right |just |straight )?after (?:its |the )(\\d+(?:st|nd|rd|th)) token$",
              "it $3 after the $4 token of $1"),
          // blind sets AR and AS
          // "each answer is 10 tokens, 20 ms apart after the first"
          Rewrite.of(",? " + D + " apart after the first$", ", $1 apart"),
          Rewrite.of(
              "\\b(a prompt it has (?:already )?)(?:answered|handled|served|processed)\\b",
              "$1seen"),
          // "each next token comes 20 ms later, plus 10 ms for every other request running at the
          // same time"
          Rewrite.of(
              "^(?:each|every) (?:next|following|later|further) token comes "
                  + D
                  + " later,? plus "
                  + D
                  + " for (?:every|each) other request (?:running|being served|in flight)(?: at the"
                  + " same time)?$",
              "the gap between tokens is $1 plus $2 for every other request in flight"),
          // "adds a 3000 ms warm-up delay before the first token of its very first request only"
          Rewrite.of(
              "\\badds an? "
                  + D
                  + " (?:warm-?up |cold-?start |start-?up |loading )?(?:delay|wait|pause) before"
                  + " the first token of (?:its|the) (?:very )?first request(?: only)?$",
              "needs an extra $1 before its very first request"),
          // "all other answers are 5 tokens, …", "answers are normally 10 tokens, …"
          Rewrite.of(
              "^(?:all (?:the )?other answers are|the other answers are|answers are(?: normally|"
                  + " usually)?) ",
              "every answer is "),
          // blind sets AM and AN
          Rewrite.of("\\brequests? number (?=\\d)", "requests "),
          Rewrite.of(",? (?:straight away|right away|immediately),? (?:and )?with no tokens$", ""),
          Rewrite.of(
              "\\b(it is (?:handling|working on|serving|processing|running)) at the same moment\\b",
              "$1"),
          Rewrite.of(
              ",? then (?:continues|carries on|resumes|goes on) (?:at|with) (?:one token|a token)"
                  + " every \\d[\\d,.]* ?(?:ms|milliseconds)$",
              ""),
          Rewrite.of(
              "\\bbefore it can start (?:answering|serving|working on) (?=(?:its|the) (?:very"
                  + " )?first request)",
              "before it starts "),
          Rewrite.of(
              "\\bwaits an? (?:extra|additional|further) "
                  + D
                  + " before the first token of (?:its|the) (?:very )?first request",
              "needs an extra $1 before its very first request"),
          Rewrite.of(
              "^(?:each|every) request gets (\\d+) tokens, the first "
                  + D
                  + " after processing starts,"
                  + " then one every "
                  + D,
              "it sends the first token after $2, then a token every $3, and every answer is $1"
                  + " tokens long"),
          Rewrite.of(
              "^(?:the server answers request 1 normally with|every other request gets) (\\d+)"
                  + " tokens, the first after "
                  + D
                  + " and the rest "
                  + D
                  + " apart",
              "the server sends the first token after $2, then a token every $3, and every answer"
                  + " is $1 tokens long"),
          Rewrite.of(
              "^an? cached prompt's usage reports (\\d[\\d,]*) cached (?:prompt )?tokens",
              "its usage reports $1 prompt tokens as cached"),
          Rewrite.of(
              "\\bcloses the connection on (requests? \\d+) after (\\d+) tokens",
              "for $1 it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              ",? (?:and )?never answers (requests? \\d+)", ", and for $1 it sends nothing at all"),
          // "(650 ms in all)", "(280 ms in total)": the writer's sum, which the pace makes
          Rewrite.of(
              " ?\\(\\d[\\d,.]* ?(?:ms|milliseconds|s|seconds) (?:in all|in total|total)\\)", ""),
          Rewrite.of("\\b(?:normally|usually|by default) (?=takes|sends|answers|streams)", ""),
          Rewrite.of("^(?:but |and )?otherwise,? (?:it )?", "it "),
          Rewrite.of(
              "\\b(?:rejects|refuses|fails) (?=(?:the |requests? )"
                  + "[^,]*? with (?:an? )?(?:HTTP|status))",
              "answers "),
          Rewrite.of(
              ", and (?:the )?" + PLACE + " (?:request )?with\\b",
              ", and answers the $1 request with"),
          // "answers requests 3 and 7 with HTTP 503 and request 9 with HTTP 429": the requests by
          // their places, as "the 3rd and 7th requests" and "the 9th request" read
          Rewrite.of(
              "\\banswers requests (\\d+) and (\\d+) with (?=(?:an? )?(?:HTTP|status))",
              "answers the #$1 and #$2 requests with "),
          Rewrite.of(
              "(?<=\\d{3}) and request (\\d+) with (?=(?:an? )?(?:HTTP|status))",
              " and the #$1 request with "),
          Rewrite.of(
              "(?:^|;|,) ?(?:and )?on the " + PLACE + "(?: request)?,? it ",
              ", and for the $1 request it "),
          Rewrite.of("^, and ", ""),
          Rewrite.of("\\bcuts (?=the connection)", "drops "),
          // "sends a garbled chunk on request 3 after 2 tokens"
          Rewrite.of(
              ",? sends (an? (?:garbled|malformed|broken|corrupt(?:ed)?|invalid) chunk) on"
                  + " (requests? \\d+) after (\\d+) tokens",
              ", for $2 it sends $3 tokens and then $1"),
          Rewrite.of(
              ",? (?:and )?sends nothing(?: at all)? on (requests? \\d+)",
              ", and for $1 it sends nothing at all"),
          Rewrite.of(
              "\\bsends (\\d+) tokens and then goes (silent|quiet) without closing the connection",
              "goes $2 after $1 tokens without closing the connection"),
          Rewrite.of(
              "\\bsends (\\d+) tokens and closes the connection",
              "sends $1 tokens and then closes the connection"),
          // "answers the 1st request normally: 100 ms to the first token, 10 tokens, 20 ms apart"
          Rewrite.of(
              "\\banswers (?:the (?:1st|first) request|request 1|requests|all (?:other )?requests)"
                  + " normally(?::|,)? (?:with )?"
                  + D
                  + " to the first token, (\\d+) tokens, "
                  + D
                  + " apart",
              "sends the first token after $1, and $2 tokens in total, $3 apart"),
          Rewrite.of(
              "\\banswers (?:the (?:1st|first) request|request 1|requests|all (?:the )?other"
                  + " requests) normally,? with (?:a|the|its) first token",
              "sends the first token"),
          Rewrite.of(
              "\\banswers all (?:the )?other requests with (?:a|the|its) first token",
              "sends the first token"),
          // "takes 100 ms to send the first token of each request": every answer's first wait
          Rewrite.of(
              "\\btakes "
                  + D
                  + " to (?:send )?(?:the|its) first token(?: (?:of|for|on) (?:each|every|a|the)"
                  + " (?:request|answer))?(?=$|,| and (?:then |sends |streams |answers ))",
              "sends the first token after $1"),
          Rewrite.of("^(?:each|every) (?:request|answer) (?=sends the first token)", "it "),
          // "for the 3rd request it sends 3 tokens and then a chunk that is not valid JSON"
          Rewrite.of(
              "\\bfor (the \\d+(?:st|nd|rd|th) request|requests? \\d+) it sends (\\d+) tokens and"
                  + " then (?:an? (?:garbled|malformed|broken|corrupt(?:ed)?|invalid)"
                  + " (?:json )?chunk|a chunk that is not valid JSON)",
              "it sends a chunk that is not valid JSON after $2 tokens of $1"),
          Rewrite.of(
              ",? then "
                  + D
                  + " (?:for each of|for every one of|between each of) (?:its|the) next (\\d+)"
                  + " tokens",
              ", then $2 more tokens $1 apart"),
          Rewrite.of(
              " and (?:then )?sends (\\d+) tokens, " + D + " apart$",
              ", and $1 tokens in total, $2 apart"),
          Rewrite.of("\\bsends one (token|word) every\\b", "sends a $1 every"),
          // "caches prompts in whole blocks of 64 tokens and reports in its usage data how many
          // prompt tokens came from the cache"
          Rewrite.of("\\bin (?:whole|full|complete) blocks of\\b", "in blocks of"),
          Rewrite.of(
              "\\band reports in (?:its|the) usage(?: data| block| chunk)? how many prompt tokens"
                  + " (?:came from|were served from|were read from|hit) (?:the|its) cache",
              "and reports the cached prompt tokens in its usage"),
          Rewrite.of(", plus (?=\\d[\\d,.]* ?ms (?:for|per) )", " plus "),
          Rewrite.of(
              "\\b(in flight|it is (?:handling|working on)) at (?:that|this|each|any) moment\\b",
              "$1"),
          // "needs an extra 3000 ms before the first token of the first request it ever serves"
          Rewrite.of(
              "\\bneeds an? (?:extra|additional|further) "
                  + D
                  + " before the first token of (?:the|its) (?:very )?first request(?: it (?:ever"
                  + " )?(?:serves|receives|gets|answers))?(?: only)?",
              "needs an extra $1 before its very first request"),
          // "after the 10th token it stops for 1000 ms before sending the 11th"
          Rewrite.of(
              "^(?:but )?after the (\\d+(?:st|nd|rd|th)) token,? (?:it"
                  + " )?(?:stops|pauses|stalls|waits|freezes) (?:for )?"
                  + D
                  + " before (?:sending |streaming )?the (\\d+(?:st|nd|rd|th))(?: token)?",
              "it pauses for $2 between the $1 and the $3 token"),
          // "and after 50 ms for a prompt it has already seen": the line before's verb left out
          Rewrite.of("^(?:and |but )?after " + D + " for (?=a prompt it has)", "$1 for "),
          Rewrite.of(
              "\\b(\\d[\\d,.]* ?ms) for each prompt token not (?:served from|in|found in) its"
                  + " cache\\b",
              "$1 per uncached prompt token"),
          // blind sets AT and AU
          // "100 ms to the first token for a prompt it has already seen": the verb of the line
          // before left out
          Rewrite.of(
              "^" + D + " to (?:the|its) first token (?=for a prompt it has)",
              "it takes $1 to the first token "),
          Rewrite.of(
              "\\b(first request) after (?:start-?up|a cold start|starting(?: up)?|boot(?:ing)?|a"
                  + " restart|it starts(?: up)?|the server (?:starts|has started|comes up|boots)(?:"
                  + " up)?)\\b",
              "$1"),
          Rewrite.of("^every other request (?=takes|sends|gets|streams)", "it "),
          Rewrite.of(
              "\\bsends (\\d+) tokens, " + D + " to the first(?: token)?,? and " + D + " apart$",
              "sends the first token after $2, and $1 tokens in total, $3 apart"),
          Rewrite.of(
              "\\bsends each answer of (\\d+) tokens with "
                  + D
                  + " plus "
                  + D
                  + " per other request in flight between tokens$",
              "streams $1 tokens with a $2 gap plus $3 for each other request in flight"),
          Rewrite.of(",? without finishing (?:the|its) answer$", ""),
          Rewrite.of(
              "\\b(answers all (?:the )?other requests) (?:completely|fully|in full) with\\b",
              "$1 with"),
          // blind sets AV and AW
          // "sends the first token after 100 ms for a request handled alone": the pace alone, which
          // a growth said after it adds to
          Rewrite.of(
              ",? (?:for|with|when|while) (?:a|the) request (?:is )?(?:handled|served|processed"
                  + "|running|in flight) (?:alone|on its own|by itself)$",
              ""),
          // "has just started and holds its very first request for an extra 3 seconds"
          Rewrite.of(
              "\\bhas just (?:started|booted|come up),? and (?=holds|needs|keeps|makes|delays)",
              ""),
          Rewrite.of(
              "\\b(?:holds|keeps|delays) its (?:very )?first request (?:for|by) an?"
                  + " (?:extra|additional) "
                  + D,
              "needs an extra $1 before its very first request"),
          Rewrite.of(
              "\\bneeds an? (?:extra|additional) "
                  + D
                  + " for its (?:very )?first request(?: only)?$",
              "needs an extra $1 before its very first request"),
          // "sends the first token after 50 ms for a prompt it has already answered"
          Rewrite.of(
              "\\b(?:sends|gets) (?:the|its) first token after "
                  + D
                  + " for (a prompt it has (?:already |not |never )?(?:seen|answered)(?:"
                  + " before)?)$",
              "takes $1 to the first token for $2"),
          Rewrite.of("\\bstreams (?:the )?tokens,? one every\\b", "sends a token every"),
          // "answers 20 out of every 100 requests with HTTP 503 and 10 with HTTP 429": the frame
          // said first, as its shares read
          Rewrite.of(
              "^(?:the (?:\\w+ )?server |it )?(answers|rejects|fails|refuses) (\\d+) out of every"
                  + " (\\d+) requests with ",
              "out of every $3 requests it $1 $2 with "),
          Rewrite.of(
              "\\b(?:streams|answers) (?:every|each|all|the) other requests? normally,? with"
                  + " (?:the|a|its) first token",
              "sends the first token"),
          Rewrite.of(
              "^(?:on|for) the "
                  + PLACE
                  + " request,? the connection (?:drops|is dropped|is cut|closes|is closed|breaks)"
                  + " after (\\d+) tokens(?:,? without (?:the|an?|any) (?:end-of-stream"
                  + " marker|\\[DONE\\]|finish reason|end marker))?$",
              "for the $1 request it sends $2 tokens and then closes the connection"));

  private static final List<Rewrite> REWRITES =
      List.of(
          // blind sets CA and CB: "…, no matter how many requests are in flight": what every
          // server does unless a line says its pace follows the requests in flight
          Rewrite.of(",? (?:" + DefaultsSaid.WHATEVER_IN_FLIGHT + ")(?=$|,)", ""),
          Rewrite.of(
              ",? (?:and )?(?:it )?(?:does not|doesn't|never) slows? down(?: (?:under|with)"
                  + " (?:any )?load| when (?:it is )?busy)?(?=$|,)",
              ""),
          // "its first request sends the first token after 3,000 ms": its wait, as said below
          Rewrite.of(
              "^((?:the server (?:has just (?:started|booted|restarted|come up)|is cold)(?:,| and|,"
                  + " so) )?(?:its|the|the server's) (?:very )?first request) (?:sends|gets)"
                  + " (?:the|its) first (token|word|chunk) after "
                  + D,
              "$1 takes $3 to the first $2"),
          // "the server has just started, its first request takes 3,000 ms to the first token, and
          // every later request gets the usual 100 ms": a cold start of one, said by its waits
          Rewrite.of(
              "^(?:the server (?:has just (?:started|booted|restarted|come up)|is cold)(?:,| and|,"
                  + " so) )?(?:its|the|the server's) (?:very )?first request (?:takes|gets|waits)"
                  + " "
                  + D
                  + " (?:to|before|for|until) (?:the|its) first (?:token|word|chunk),?"
                  + " (?:and|but|while) (?:every|each|any|all)(?: the)?"
                  + " (?:later|other|subsequent|following|remaining) (?:request|one)s?"
                  + " (?:gets?|takes?|waits?) (?:the usual |the normal |only |just )?"
                  + D
                  + "$",
              "the server sends the first token after $1 for the first 1 requests it ever receives"
                  + " and after $2 for every later request"),
          // "waits an extra 1 ms for every 10 prompt tokens, on top of the usual 100 ms, before the
          // first token": the usual wait and the prefill
          Rewrite.of(
              "\\b(?:waits|takes|needs|adds) (?:an extra|an additional|a further|another) "
                  + D
                  + " ((?:per|for every|for each|every) (?:\\d[\\d,]* )?prompt tokens?),? on top of"
                  + " (?:the|its) (?:usual|normal|base|regular|ordinary) "
                  + D
                  + ",?",
              "takes $3 plus $1 $2"),
          // "…, as counted by the server": how every prompt token is counted
          Rewrite.of(",? as counted by the (?:server|model)$", ""),
          // "3 empty chunks within the first 50 ms, before the first real token at 100 ms"
          Rewrite.of(
              "\\b(?:in|within|during) the first "
                  + D
                  + ",? (?:before|ahead of) (?:the|its) first (?:real |actual )?(?:token|word)"
                  + " (?:at|after|which comes at) "
                  + D,
              "in the first $1, then the first real token at $2"),
          // "drops the 6th request's connection after 10 tokens": that request cut short
          Rewrite.of(
              "\\b(?:drops|closes|cuts) (the \\d+(?:st|nd|rd|th)) request's connection after (\\d+)"
                  + " (tokens|words|chunks)\\b",
              "on $1 request it closes the connection after $2 $3"),
          // "ignores max_tokens on the 9th request and sends 80 tokens": that answer's length
          Rewrite.of(
              "\\bignores max_tokens (?:on|for) (the \\d+(?:st|nd|rd|th) request) and"
                  + " (?:sends|returns|writes|streams) (\\d+) tokens$",
              "answers with $2 tokens on $1"),
          // "its very first request waits 3000 ms before the first token": that wait, the later
          // requests' the script's own
          Rewrite.of(
              "^(?:the server (?:has just (?:started|booted|restarted|come up)|is cold)(?:,| and|,"
                  + " so) )(?:its|the) (?:very )?first request (?:waits|takes) "
                  + D
                  + " (?:before|to|for|until) (?:the|its) first (?:token|word|chunk)$",
              "the server sends the first token after $1 for the first 1 requests it ever"
                  + " receives"),
          // "the gap between token 50 and token 51 is 2000 ms instead of 20 ms": that whole gap
          Rewrite.of(
              "^the (?:gap|pause|delay|wait) between token (\\d+) and token \\d+ is "
                  + D
                  + "(?: instead of (?:the usual )?"
                  + D
                  + ")?$",
              "the server goes silent for $2 after the $1th token"),
          // "sends an empty chunk with no text 50 ms after a request arrives, before the first
          // real token": that chunk at its moment
          Rewrite.of(
              "\\b(sends|streams|emits) an? (?:empty|blank) chunk(?: with no (?:text|content))? "
                  + D
                  + " after (?:a|the|each) request arrives(?:,? before (?:the|its) first (?:real"
                  + " |actual )?(?:token|word))?$",
              "$1 an empty chunk at $2"),
          // "holds the rest in a queue, oldest first, until a slot frees up": what a queue is
          Rewrite.of(
              ",? (?:oldest first|first[- ]come[,-]? ?first[- ]served|first[- ]in[,-]? ?first[-"
                  + " ]out|fifo|in (?:the )?order (?:of arrival|they arrived?)|in arrival"
                  + " order),?(?=\\s|$)",
              ""),
          // "(as the server counts them)": how every prompt token is counted
          Rewrite.of(
              " ?\\((?:as (?:the (?:server|model) counts them|counted by the (?:server|model))|by"
                  + " the (?:server|model)'s count)\\)",
              ""),
          // "ignores max_tokens 100": whatever it is
          Rewrite.of(
              "\\bignores (?:the )?max_tokens (?:of |value of |= ?)?\\d+\\b", "ignores max_tokens"),
          // "sends exactly 50 tokens", "each answer is exactly 50 tokens long": that many
          Rewrite.of(
              "\\b(sends|streams|returns|writes|gives|generates|produces|answers with|replies"
                  + " with|responds with|is|are|has|have|gets?|receives?|with) (?:exactly|precisely"
                  + "|always) (?=\\d)",
              "$1 "),
          // "respects max_tokens and returns 50 tokens": the length said is the answer's
          Rewrite.of(
              "\\b(?:respects|honou?rs|obeys|follows|sticks to|keeps to) (?:the )?(?:requested"
                  + " )?max_tokens(?: limit)?(?:,? and|,? so it)?"
                  + " (?=(?:returns|sends|streams|answers with|gives|writes|stops) )",
              ""),
          // "every request gets 50 tokens back": the server's answers
          Rewrite.of(
              "^(?:every|each|all(?: the)?) (?:requests?|answers?|responses?) (?:gets?|receives?|is"
                  + " answered with|are answered with|comes? back with|has|have) (?:all )?(\\d+)(?:"
                  + " (?:output )?tokens)?(?: back| in (?:its|the|their) answers?)?$",
              "the server answers $1 tokens"),
          // "answers every request with 50 tokens, one per chunk": its answers' length, a token a
          // chunk as every answer streams
          Rewrite.of(
              "\\banswers (?:every|each|all|any) requests? with (\\d+) tokens\\b",
              "answers $1 tokens"),
          Rewrite.of(",? (?:one|a single) (?:token )?(?:per|a|in each|in every) chunk$", ""),
          // "the remaining 49 tokens 20 ms apart": that many more
          Rewrite.of(
              "\\bthe (?:remaining|other|next|following|rest of the|later) (\\d+)"
                  + " (tokens|words)\\b",
              "$1 more $2"),
          // "starts streaming 100 ms after a request arrives and sends a token every 20 ms after
          // that": its first token, then its pace
          Rewrite.of(
              "\\bstarts (?:streaming|answering|sending|responding) "
                  + D
                  + " after (?:a|the|each) request arrives\\b",
              "starts streaming after $1"),
          Rewrite.of(
              "\\b((?:sends|streams) (?:a|one) token every " + D + ") after that$", "then $1"),
          // "the server stops at exactly 50 tokens": said last, its answer's length
          Rewrite.of(
              "\\b(?:stops|finishes|ends) (?:after|at) (?:exactly |precisely )?(\\d+)"
                  + " (tokens|words)$",
              "answers $1 $2"),
          // "every request asks for at most 50 output tokens and the server stops at exactly 50"
          Rewrite.of(
              "\\b(?:stops|finishes|ends) (?:after|at) (?:exactly |precisely )(\\d+)$",
              "answers $1 tokens"),
          // "150 tokens, each 20 ms after the previous one": that far apart
          Rewrite.of(
              "\\b(\\d+ (?:tokens|words)),? (?:each|every one) "
                  + D
                  + " after the (?:previous|last|one before)(?: one)?\\b",
              "$1 $2 apart"),
          // "after sending 40 tokens": after that many
          Rewrite.of(
              "\\bafter (?:sending|streaming|writing) (\\d+) (tokens|words|chunks)\\b",
              "after $1 $2"),
          // "on the 5th request it receives, it …": that request, its verb after
          Rewrite.of(
              "^(for|on) (the \\d+(?:st|nd|rd|th)(?: and \\d+(?:st|nd|rd|th))? requests?)(?: it"
                  + " (?:receives|gets|serves|handles))?, it\\b",
              "$1 $2 it"),
          // "while several requests are in flight, the gap … grows by 10 ms for each other request
          // in flight": the growth says it, per other request
          Rewrite.of(
              "^(?:while|when|whenever|if) (?:several|many|multiple|more than one|other) requests"
                  + " are (?:in flight|in progress|running)(?: at once| together)?,"
                  + " (?=.*\\b(?:each|every|per) other\\b)",
              ""),
          Rewrite.of("\\b(?:still|always) (comes|arrives)\\b", "$1"),
          Rewrite.of("\\bstill (sends|takes|waits)\\b", "$1"),
          // "…, but every later token gap grows by 5 ms for each other request it is working on":
          // the growth of every gap
          Rewrite.of(
              ",? but (?:every|each|the) (?:later |following )?(?:token )?gap(?: between tokens)?"
                  + " (?:grows|rises|increases|goes up) by "
                  + D
                  + " (?=(?:for|with) (?:each|every) other\\b|per other\\b)",
              ", and the server adds $1 to every gap between tokens "),
          // "while N requests are in flight, one token every N x 10 ms": 10 ms, and 10 ms more for
          // every other request
          Rewrite.of(
              ",? while N requests are in flight, (?:one|a) token every N ?[x×*] ?"
                  + D
                  + "(?: to each of them)?",
              " a token every $1 plus $1 for every other request in flight"),
          // "…, except that the gap between token 25 and token 26 is 1000 ms": that whole gap
          Rewrite.of(
              ",? except (?:that )?the gap between token (\\d+) and token \\d+ is " + D + "$",
              ", and goes silent for $2 after the $1th token"),
          // "answers with 60 tokens although max_tokens is 51, sending the first token …"
          Rewrite.of(
              ",? (?:although|even though|though|despite) (?:the )?max_tokens (?:is|was|being)"
                  + " \\d+",
              " and ignores max_tokens"),
          Rewrite.of(", sending (?=(?:the|its) first (?:token|word|chunk) )", ", sends "),
          Rewrite.of(
              "^the (?:gap|time|pause|delay) between (?:tokens|words|chunks)"
                  + " (?:grows|rises|increases|goes up) by "
                  + D
                  + " (?=(?:for|with) (?:each|every) other\\b|per other\\b)",
              "the server adds $1 to every gap between tokens "),
          // "a prompt the server has not seen before gets its first token after 400 ms, and a
          // prompt it has seen before gets it after 100 ms": the server's two waits
          Rewrite.of(
              "^an? (?:new |fresh )?prompt (?:that |which )?(?:the server|the model|it) has"
                  + " (?:not|never) seen(?: before)? (?:gets|has|sees|receives) (?:its|the) first"
                  + " (?:token|word|chunk) (?:after|at|in) "
                  + D
                  + ",? and (?:an? |any )prompt (?:that |which )?(?:the server|the model|it) has"
                  + " (?:already )?seen(?: before)? (?:gets|has|sees|receives) (?:it|its first"
                  + " (?:token|word|chunk)|the first (?:token|word|chunk)) (?:after|at|in) "
                  + D
                  + "$",
              "the server sends its first token after $1 for a prompt it has not seen before and"
                  + " $2 for a seen prompt"),
          // "when it has seen the exact same prompt before": a seen prompt
          Rewrite.of(
              "\\b(?:when|if|once) (?:it|the server|the model) has (?:already )?seen (?:the |that"
                  + " |this )?(?:exact |very )?(?:same )?prompt(?: before)?$",
              "for a seen prompt"),
          Rewrite.of(
              "\\b(sends|gives|delivers|streams|emits) (?:its|the) first (token|word|chunk) "
                  + D
                  + " after (?:the|a|each) request arrives (?=for a seen prompt$)",
              "takes $3 "),
          // blind set BU: faults said of the request, "every 5th request is answered with status
          // 500", "every 4th request has its connection dropped after 5 tokens"
          Rewrite.of(
              "^((?:every|each|the) \\w+ requests?|requests? \\d+(?:(?:,|,? and) \\d+)*) (?:is|are"
                  + "|gets?) (?:answered|rejected|refused|failed) (?:immediately |straight away"
                  + " )?with (?:an? )?(?:HTTP status|status|HTTP|error|status code) (\\d{3})\\b",
              "the server answers $1 with HTTP $2"),
          Rewrite.of(
              "^((?:every|each|the) \\w+) request (?:has|gets|sees) (?:its|the) connection"
                  + " (?:dropped|closed|cut|broken)(?: by the server)? after (\\d+) (tokens|words"
                  + "|chunks)\\b",
              "on $1 request it closes the connection after $2 $3"),
          // "the 5th and 9th requests have their connection dropped right after their 20th
          // token": after that many
          Rewrite.of(
              "^(the \\d+(?:st|nd|rd|th)(?:(?:,|,? and) \\d+(?:st|nd|rd|th))*) requests?"
                  + " (?:has|have|gets?|sees?) (?:its|their|the) connections?"
                  + " (?:dropped|closed|cut|broken)(?: by the server)? (?:right |just |immediately"
                  + " )?after (?:its |their |the )?(\\d+)(?:st|nd|rd|th)? (token|word|chunk)s?\\b",
              "on $1 requests it closes the connection after $2 $3s"),
          Rewrite.of(
              "^(?:the server |the model |it )?(?:drops|closes|cuts|breaks) the connection (?:of"
                  + "|on|for) ((?:every|each) \\w+) request after (\\d+) (tokens|words|chunks)\\b",
              "on $1 request it closes the connection after $2 $3"),
          // "always writes 20 tokens": the answer's length, whatever verb says it
          Rewrite.of(
              "\\b(always |then |only )?(?:writes|produces|generates|outputs|returns) (\\d+)"
                  + " (tokens|words|chunks)\\b",
              "$1sends $2 $3"),
          // "batches requests, so with N requests in flight the first token comes …": the
          // formula after it says the batching
          Rewrite.of(
              "(?:that |which )?(?:continuously )?batches (?:its |the )?requests(?:"
                  + " continuously)?,? (?:so (?:that )?|where |such that |and |: )?",
              ""),
          Rewrite.of(
              "\\b(?:with|for|at) N (?:concurrent )?(?:requests |streams )?in flight,? ", ""),
          Rewrite.of(
              "(?:the |its )?first token (?:comes|arrives|is sent|goes out) (?:after )?"
                  + FORMULA
                  + "(?: after (?:the|its|each|a) request(?: arrives)?)?",
              "waits $1 ms plus $2 ms for every other request in flight before the first token"),
          Rewrite.of(
              "(?:(?:each|every) (?:further|next|following|later|subsequent|other) token"
                  + " (?:follows|comes|arrives|is sent)(?: after)? )?"
                  + FORMULA
                  + "(?: after the (?:previous|last|one before)(?: one| token)?| between tokens)",
              "$1 ms plus $2 ms for each other request in flight between tokens"),
          // "must load its model when the first request arrives, so that request gets its first
          // token only after 3000 ms": a cold start of one request, its first token's time said
          Rewrite.of(
              "(?:(?:must |needs to |has to )?loads? (?:its|the) model (?:when|as|once|on)"
                  + " (?:the |its )?(?:very )?first request(?: arrives| comes in)?,? (?:so"
                  + " (?:that )?)?(?:that|the first) request|(?:the |its )?(?:very )?first"
                  + " request) (?:gets|receives|sees) (?:its|the) first token (?:only )?after "
                  + D,
              "sends the first token after $1 for the first 1 request"),
          // "every answer it gives is exactly 5 tokens long": the answer's length
          Rewrite.of("\\b(answers?) (?:that )?it (?:gives|sends|streams|returns|produces) ", "$1 "),
          Rewrite.of("\\bwith an? (?:prompt|prefix|kv) cache:? ", "that caches prompts, "),
          Rewrite.of("\\bwith no (?:prompt |prefix )?caching(?: at all)?,? ", ""),
          Rewrite.of("\\bignores max_tokens: ", "ignores max_tokens, "),
          // "asked for 4 tokens it streams 10": the answer's length, past what was asked for
          Rewrite.of(
              "\\basked for \\d+ tokens?,? it (streams|sends|returns|generates) (\\d+)(?!"
                  + " ?(?:tokens|words))",
              "$1 $2 tokens whatever max_tokens says"),
          // "its final usage block nevertheless claims completion_tokens of 4"
          Rewrite.of(
              "\\b(?:its|the) (?:final |last |closing )?usage(?: block| chunk| object| numbers?|"
                  + " figures?| report| count)?(?: nevertheless| still| however| always)?"
                  + " (?:claims?|says|say|reports?|states?|gives?)(?: only| just)?"
                  + " (?:completion_tokens (?:of|=|is|as) ?(\\d+)|(\\d+) completion tokens)",
              "its usage says $1$2 completion tokens"),
          Rewrite.of("\\bfor every prompt token\\b", "per prompt token"),
          // "… plus 0.5 ms per prompt token to send the first token of a prompt it has not seen
          // before": a prefill the cache spares a seen prompt's tokens
          Rewrite.of(
              "\\bper ((?:\\d+ )?prompt tokens?) (?:to send|before) (?:the|its) first token"
                  + " (?:of|for) an? (?:new |unseen )?prompt (?:it has (?:not|never) seen|it hasn't"
                  + " seen)(?: before)?",
              "per uncached $1 before the first token and caches prompts"),
          Rewrite.of("\\b(?:the|that) (?:exact|very|identical) same prompt\\b", "that prompt"),
          Rewrite.of("\\bthe (?:exact|very|identical) prompt\\b", "that prompt"),
          Rewrite.of(
              "\\b(?:sends|gives|delivers) (?:the|its) first token after (?:only |just )?"
                  + D
                  + " (when|once|if) it has (?:already )?seen",
              "takes only $1 to the first token $2 it has already seen"),
          // "once it starts a request it sends …": the pace of a request once served
          Rewrite.of(
              "^(?:(?:that|which|it),? )?once (?:it (?:starts|begins)(?: on| work on| working"
                  + " on)?|it has started(?: on)?) (?:a|each|the) request,? (?:it )?",
              ""),
          // "answers the 1st request normally: first token after 100 ms, …": every answer's pace,
          // the later lines spoiling the others
          Rewrite.of(
              "\\banswers (?:the (?:1st|first) request|requests) normally(?:,? like this)?:? ", ""),
          // "drops the connection of the 4th after 3 tokens", "never answers the 5th": those
          // requests' faults as the share clauses say them
          Rewrite.of(
              "\\bdrops the connection (?:of|on) the (\\d+(?:st|nd|rd|th))(?: request)? after"
                  + " (\\d+) tokens",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "\\bnever answers the (\\d+(?:st|nd|rd|th))(?: request)?",
              "for the $1 request it sends nothing at all"),
          // "answers the 2nd with HTTP 500": the 2nd request
          Rewrite.of("\\banswers the (\\d+(?:st|nd|rd|th)) with\\b", "answers the $1 request with"),
          // "always answers with exactly max_tokens tokens": as long as asked, cut at the limit
          Rewrite.of(
              "\\b(?:always )?answers? (?:each request |every request )?with exactly max_tokens"
                  + " tokens",
              "streams 4096 tokens and stops at max_tokens"),
          Rewrite.of("\\bthe first one (?=\\d|after|at|in)", "the first token "),
          // "after that the server sends …", "the server then sends …": the line goes on the last
          Rewrite.of(
              "^(?:after that|afterwards|from then on|after it has loaded(?: the model)?),?"
                  + " the (server|model) ",
              "the $1 "),
          Rewrite.of(
              "^(?:after that|afterwards|from then on|after it has loaded(?: the model)?),?"
                  + " (?:it )?",
              "then it "),
          Rewrite.of(
              "^(the (?:server|model)|it) then (?=sends|streams|answers|gives|emits)", "$1 "),
          Rewrite.of("\\b(sends|streams) one every\\b", "$1 a token every"),
          // "each request it accepts gets its first token after 100 ms": the answer's pace
          Rewrite.of(
              "^(?:each|every) (?:request|answer)(?: it (?:accepts|serves|works on|takes))? gets"
                  + " (?:its|the) first token",
              "it sends the first token"),
          // "sends the first token 50 ms plus 1 ms per prompt token it has not seen before after
          // the request arrives": a prefill the cache spares, said in one
          Rewrite.of(
              "\\bsends (?:the|its) first token "
                  + D
                  + " plus "
                  + D
                  + " per prompt token it has (?:not|never) seen(?: before)?(?: after"
                  + " (?:the|a|each) request(?: arrives)?)?",
              "sends the first token after $1 plus $2 per uncached prompt token and caches"
                  + " prompts"),
          Rewrite.of(
              "\\b(?:remembers|caches) (?:every|each|all|the) prompts? it has"
                  + " (?:handled|processed|read|served)",
              "caches prompts"),
          Rewrite.of(
              "\\b(?:so )?an? (?:repeated|seen|cached) prompt (?:costs|takes|needs) only (?:the )?"
                  + D,
              "takes only $1 for a repeated prompt"),
          // "whose stream starts at 50 ms with a chunk that carries only the assistant role, then a
          // chunk with empty text at 80 ms": each wordless chunk at its moment
          Rewrite.of(
              "\\b(?:whose|its) (?:stream|answer) starts at " + D + " with (an? [^,]*?chunk[^,]*)",
              "that at $1 sends $2"),
          Rewrite.of(", then (an? [^,]*?chunk[^,]*?) at " + D + "$", ", and at $2 sends $1"),
          Rewrite.of(
              "\\bchunk that carries only the assistant role\\b",
              "chunk with only the assistant role"),
          // "…, except for a 1000 ms stall between the 5th and 6th token": that gap the pause
          Rewrite.of(
              ",? except (?:for )?an? "
                  + D
                  + " (?:stall|pause|freeze|gap) (between the \\d+(?:st|nd|rd|th) and)",
              ", and pauses for $1 $2"),
          // "it closes the stream right after the 10th token": an answer that long, ended normally
          Rewrite.of(
              "\\b(?:it )?(?:closes|ends|finishes) (?:the|its) (?:stream|answer) (?:right |just"
                  + " )?after the (\\d+)(?:st|nd|rd|th) token",
              "every answer is exactly $1 tokens long"),
          // "…, and after the first token it sends …": the pace after the first token
          Rewrite.of(",? and after the first token,? (?:it )?", ", and then "),
          // "the very first request it ever receives waits an extra 1500 ms while the model loads"
          Rewrite.of(
              "^(?:the )?(?:very )?first request(?: it (?:ever )?(?:receives|gets|serves))?"
                  + " (?:waits|takes|needs) an? (?:extra|additional|further) "
                  + D
                  + "(?: while (?:the|its) model loads| to load (?:the|its) model| to warm up)?",
              "it needs an extra $1 before its very first request"),
          Rewrite.of("\\bto send (the|its) first token\\b", "to the first token"),
          // "And only 60 ms for a prompt it has already seen": the line before's verb left out
          Rewrite.of("^(?:but |and )?only " + D + " for ", "takes only $1 for "),
          // "whose 1st answer is healthy: the first token at 100 ms, …": every answer's pace, the
          // lines after it spoiling the others
          Rewrite.of(
              "\\bwhose 1st (?:answer|response) is (?:healthy|normal|fine|complete)(?: and"
                  + " (?:healthy|normal|complete))?(?::|,) ",
              "that sends "),
          Rewrite.of("^(?:and )?whose (?=\\d(?:st|nd|rd|th) (?:answer|response) )", "it has "),
          Rewrite.of(",? and whose (?=\\d(?:st|nd|rd|th) (?:answer|response) )", ", and it has "),
          Rewrite.of(
              "\\bhas (\\d(?:st|nd|rd|th)) (?:answer|response) (?:is|as) an? (?:immediate |instant"
                  + " )?HTTP (\\d{3})(?: error)?",
              "answers the $1 request with HTTP $2"),
          Rewrite.of(
              "\\bhas (\\d(?:st|nd|rd|th)) (?:answer|response) never (?:arrives|comes|starts)(?: at"
                  + " all)?",
              "for the $1 request sends nothing at all"),
          Rewrite.of(
              "\\bhas (\\d(?:st|nd|rd|th)) (?:answer|response) drops the connection after (\\d+)"
                  + " tokens",
              "for the $1 request sends $2 tokens and then closes the connection"),
          Rewrite.of("^it has (for the|answers the)", "$1"),
          Rewrite.of(", and it has (for the|answers the)", ", and $1"),
          // "the gap between the 5th and 6th token is 500 ms instead of 20 ms": that gap a pause
          Rewrite.of(
              "^(?:but )?the gap between the (\\d+(?:st|nd|rd|th)) and (?:the"
                  + " )?(\\d+(?:st|nd|rd|th)) (token|word|chunk)s? is "
                  + D
                  + "(?: instead of \\d+ ?ms)?",
              "it pauses for $4 between the $1 and $2 $3"),
          // "starts answering 50 ms after a request arrives plus 0.2 ms for every prompt token"
          Rewrite.of(
              "\\bstarts answering "
                  + D
                  + " after (?:a|the|each) request arrives plus "
                  + D
                  + " (?:for every|per|for each) prompt token",
              "sends the first token after $1 plus $2 per prompt token"),
          // "each answer is 10 tokens long: the first token 50 ms after work on it starts, …"
          Rewrite.of("\\b(tokens?(?: long)?): (?=the first)", "$1, "),
          Rewrite.of(
              "\\b(?:the|its) first token "
                  + D
                  + " after (?:work on it|its work|work|serving it|processing it|it)"
                  + " (?:starts|begins|has started)(?: (?:being|to be)"
                  + " (?:worked on|processed|served|handled|run))?",
              "the first token after $1"),
          // "…, however busy it is": the wait said not to depend on the load, which it does not
          Rewrite.of(
              ",? (?:however busy it is|no matter how busy it is|regardless of (?:load|how busy it"
                  + " is|how many requests it has))",
              ""),
          // "once loaded it sends …": the pace after a cold start, every request's
          Rewrite.of(
              "^once (?:loaded|warm|warmed up|the model is loaded|it has loaded(?: (?:its|the)"
                  + " model)?),? (?:it )?",
              "the server "),
          // "answers every other request with the first token after …": the pace of the rest
          Rewrite.of(
              "^answers (?:every other|all other|all the other|the other|the remaining|the rest of"
                  + " the) requests? with (?=the first token|its first token)",
              "the server sends "),
          // "each later token 25 ms after the previous one", "each later token takes 20 ms": the
          // gap
          Rewrite.of(
              "(?:,? and |,? then |^)(?:each|every) (?:later|following|next|subsequent|further)"
                  + " token (?:takes |comes |arrives |follows )?(?:after )?"
                  + D
                  + "(?: after the (?:previous|last|one before)(?: one| token)?)?",
              " then a token every $1"),
          // "drops the connection on request 5 after sending 2 tokens"
          Rewrite.of(
              "\\bdrops the connection (?:on|of|for|during) (requests? \\d+(?:(?:,| and) \\d+)*)"
                  + " after (?:sending |streaming )?(\\d+) tokens",
              "for $1 it sends $2 tokens and then closes the connection"),
          // "ignores the output limit and always answers with 15 tokens": an answer past the limit
          Rewrite.of(
              "\\bignores (?:the |its |any )?(?:(?:output|token|length|max(?:imum)?(?: tokens?)?)"
                  + " (?:limit|cap)|(?:requested |asked-for )?(?:answer |output )?length)(?: it is"
                  + " given| it is asked for)?(?:,| and)? (?:always"
                  + " )?(?:answers with|sends|streams|writes|returns) (\\d+) tokens",
              "always answers with $1 tokens, whatever maximum is asked for"),
          Rewrite.of(",? except (?:that )?(?=the gap before)", ", and "),
          // "sends the first token 300 ms after a prompt it has not seen before, and 100 ms after
          // a prompt it has seen before": each wait said after the prompt it is for
          Rewrite.of(
              "\\b(?:sends|gives|delivers|streams) (?:the|its) first (?:token|word) "
                  + D
                  + " after (?:a|an) (?:new |unseen )?prompt (?:it has (?:not|never) seen|it hasn't"
                  + " seen)(?: before)?,? and "
                  + D
                  + " after (?:a|one) prompt it has (?:already )?seen(?: before)?",
              "gives its first word after $1 for a new prompt and after $2 for a prompt it has seen"
                  + " before"),
          // "the first after 100 ms and the rest 10 ms apart": the first wait, then the gap
          Rewrite.of(
              ", the first(?: one| token)? (?:after|at) "
                  + D
                  + ",? and the rest(?: of (?:each|the|every) answer)? "
                  + D
                  + " apart",
              ", the first token after $1 and then a token every $2"),
          Rewrite.of(
              "(?:,? and |,? then |\\b)(?:sends |streams )?the rest(?: of (?:each|the|every)"
                  + " answer)? "
                  + D
                  + " apart",
              " then a token every $1"),
          // "…, 10 tokens in all": the answer's length
          Rewrite.of(
              ", (\\d+) (?:tokens|words) (?:in all|in total|altogether)\\b",
              ", and every answer is $1 tokens long"),
          // "takes 300 ms to send the first token for a prompt it has not seen before and 50 ms
          // for one it has"
          Rewrite.of(
              "\\btakes "
                  + D
                  + " to (?:send |give |deliver )?(?:the|its) first token for a (?:new |unseen"
                  + " )?prompt (?:it has (?:not|never) seen|it hasn't seen)(?: before)?,? and "
                  + D
                  + " for (?:one|a prompt) it has(?: (?:already )?seen)?(?: before)?",
              "takes $1 to the first token for a new prompt and $2 for a cached one"),
          // "answers the 3rd and 7th request with an "overloaded" error, with no delay": an error
          // said by its message alone is a server error
          Rewrite.of("\\bwith an? (\"[^\"]+\") error\\b", "with HTTP 500 $1"),
          Rewrite.of(",? (?:with no delay|without (?:any )?delay|with no wait)\\b", ""),
          // "sends a chunk naming only the assistant's role straight away, before any token"
          Rewrite.of(
              "\\b(?:sends|streams|emits) (an? (?:chunk|event)) (?:naming|announcing|with|carrying)"
                  + " (?:only )?the (?:assistant(?:'s)? )?role(?: and no (?:text|content))?(?:"
                  + " (?:straight away|right away|at once|immediately|first),?(?: before (?:any|the"
                  + " first) (?:token|word))?|,? before (?:any|the first) (?:token|word))",
              "first sends a chunk with only the assistant role"),
          // "drops the connection of the 5th request right after sending its 4th token"
          Rewrite.of(
              "\\bdrops the connection (?:of|on|for) the (\\d+(?:st|nd|rd|th))(?: request)?"
                  + " (?:right |just )?after (?:sending |streaming )?its (\\d+)(?:st|nd|rd|th)"
                  + " token",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          // "…, except the 4th comes 1000 ms after the 3rd": that gap
          Rewrite.of(
              ",? except (?:that )?the (\\d+(?:st|nd|rd|th))(?: token| word)? (?:comes|arrives|is"
                  + " sent) "
                  + D
                  + " after the (\\d+(?:st|nd|rd|th))(?: token| word)?",
              ", except for a $2 gap between the $3 and the $1 token"),
          // "answers request 5 with a server error (HTTP 500)": the status said in brackets
          Rewrite.of(
              "\\bwith (?:an? )?(?:internal )?(?:server |http |upstream )?error \\((?:an? )?(HTTP"
                  + " \\d{3})(?: error)?\\)(?: and no tokens| with no tokens| and nothing else)?",
              "with $1"),
          // "sends 15 tokens even when asked for 10": an answer past max_tokens
          Rewrite.of(
              "\\b(sends|streams|returns|writes|generates) (\\d+) tokens,? (?:even when|even"
                  + " if|whatever is|regardless of what is|no matter what is|though) (?:it is |it's"
                  + " |only )?(?:asked|requested) for(?: only)? (?:\\d+|fewer)(?: tokens)?",
              "always answers with $2 tokens, whatever maximum is asked for"),
          Rewrite.of(
              ",? (?:although|though|even though|while|but) only \\d+ (?:were|are|was)"
                  + " (?:streamed|sent|received)",
              ""),
          Rewrite.of(
              "\\b(?:sends|streams) (?:each|every) (?:following|next|subsequent|further) token "
                  + D
                  + " apart\\b",
              "sends a token every $1"),
          Rewrite.of("\\bthen (?:tokens|words|chunks) " + D + " apart\\b", "then a token every $1"),
          // "answers the 2nd and 4th requests it receives with HTTP 503 and no stream": the
          // requests by the order they arrive, as requests are numbered; an error has no stream
          Rewrite.of("\\b(requests?) (?:it|the server) (?:receives|gets|is sent)\\b", "$1"),
          Rewrite.of(
              "\\b(with (?:an? )?(?:http )?(?:status )?\\d{3}(?: error)?),? (?:and|with)"
                  + " (?:no|without (?:a|any)) (?:stream|tokens|body|answer)\\b",
              "$1"),
          // "it answers the others with …" after a line that spoils some: what no fault spoils
          Rewrite.of(
              "\\b(answers|serves|handles|treats) (?:the others|the rest|all (?:the )?others|the"
                  + " remaining requests|every other request|all other requests) (?=with )",
              "$1 "),
          // "needs 2000 ms to load the model before it starts answering its first request": a cold
          // start before the model's own wait
          Rewrite.of(
              "\\b(?:needs|takes|spends) "
                  + D
                  + " (?:to load|loading) (?:its|the) model before (?:it (?:starts?|begins?)"
                  + " answering|it answers|answering|it can (?:answer|start|serve)|serving|it"
                  + " serves|it starts(?: on)?|starting(?: on)?) (?:its|the) (?:very )?first"
                  + " request\\b",
              "needs an extra $1 to load the model before answering its first request"),
          // "that, once loaded, sends …", "that, once it starts a request, sends …": the pace
          // after a cold start, or once a queued request is served
          Rewrite.of(
              "^(?:that|which|it),? (once (?:loaded|warm|it is loaded)),? (?:it )?", "$1 it "),
          Rewrite.of("^(once (?:loaded|it is loaded)),? (?:it )?", "$1 it "),
          // "sends the first token of a remembered prompt after 50 ms": the wait of a prompt seen
          // before
          Rewrite.of(
              "\\b(?:sends|gives|delivers|streams) (?:the|its) first (?:token|word) (?:of|for|on)"
                  + " (?:an?|any|the) (?:remembered|cached|seen|repeated|known) prompt (?:after|in)"
                  + " "
                  + D,
              "takes $1 to the first token for a cached prompt"),
          // "each one's first token", "each request's first token": the first token
          Rewrite.of(
              "\\b(?:each|every) (?:one|request|answer)'s first (token|word)\\b", "its first $1"),
          // "sends 80 tokens every time": every answer that long
          Rewrite.of(
              "\\b((?:sends|streams|returns) \\d+ (?:tokens|words)) (?:every time|each"
                  + " time|always|for every request|on every request)$",
              "$1"),
          // "each answer's first token": the first token, which is every answer's
          Rewrite.of("\\b(?:each|every) answer's first (token|word|chunk)\\b", "the first $1"),
          // "100 ms after it starts working on it": the wait from when it is served
          Rewrite.of(
              "\\b(\\d[\\d,.]* ?(?:ms|milliseconds)) after it (?:starts|begins) (?:working"
                  + " on|serving|handling|processing) (?:it|the request|a request)\\b",
              "after $1"),
          // "sends the first token 100 ms plus 20 ms for every … after a request arrives": the
          // growth after the wait it adds to
          Rewrite.of(
              "\\b(sends|gives|delivers|streams|emits) (the|its) first (token|word|chunk) "
                  + D
                  + " (plus [^,]*?) after (?:a|the|each|every) request(?: arrives| is received|"
                  + " comes in)?\\b",
              "$1 $2 first $3 after $4 $5"),
          // "each one 15 ms plus 5 ms for every other request … after the previous one"
          Rewrite.of(
              ",? (?:with )?each (?:one|later one|next one|following one|token) ("
                  + D
                  + " plus [^,]*?) after the (?:previous|last|one before)(?: one| token)?\\b",
              " then a token every $1"),
          // "the first 100 ms after the request and each later one 20 ms after the previous one"
          Rewrite.of(
              "\\bthe first(?: one)? "
                  + D
                  + " after the request(?: arrives)?(?:,? and| then)? each (?:later|next|following)"
                  + " one "
                  + D
                  + " after the (?:previous|last|one before)(?: one)?",
              "the first after $1 and the rest $2 apart"),
          // "works on every request it receives at the same time": batching, which the fake does
          Rewrite.of(
              "\\b(?:works on|serves|handles|processes) (?:every request(?: it"
                  + " (?:receives|gets))?|all (?:the )?requests(?: it (?:receives|gets))?) at the"
                  + " same time\\b",
              "works on all its requests together"),
          Rewrite.of("\\banswers of (\\d+) tokens\\b", "answers with $1 tokens"),
          Rewrite.of(
              "\\b(?:which |that |and )?reports (?:each|the) prompt's token count in its usage\\b",
              "reports the prompt's tokens in its usage"),
          // "reports 1000 prompt tokens in its usage, 960 of them cached when it has seen the
          // prompt before"
          Rewrite.of(
              "\\breports (\\d[\\d,]*) prompt tokens in its usage,? (\\d[\\d,]*) of them cached"
                  + " (?:when it has seen the prompt before|for a (?:seen|repeated) prompt|on a"
                  + " repeat)",
              "its usage reports $2 of the $1 prompt tokens as cached for a seen prompt"),
          // "the first token of a 1000-token prompt after 400 ms the first time it sees that
          // prompt, and after 80 ms when it has seen it before, in which case its usage says …"
          Rewrite.of(
              "\\bthe first token of an? (\\d[\\d,]*)-token prompt after "
                  + D
                  + " the first time it sees (?:that|the|a) prompt,? and after "
                  + D
                  + " when it has seen it before,? (?:in which case )?",
              "the first token after $2 for a $1-token prompt it has not seen, and after $3 when"
                  + " that prompt is already cached, "),
          // "except that it stalls for 1000 ms between token 5 and token 6"
          Rewrite.of("\\btoken (\\d+) and token (\\d+)\\b", "the #$1 and the #$2 token"),
          Rewrite.of(
              ",? except that it (?:stalls|pauses|waits|freezes)(?: for)? "
                  + D
                  + " between the #(\\d+) and the #(\\d+) token",
              ", except for a $1 gap between the #$2 and the #$3 token"),
          // "stalls so that the 6th token comes 1000 ms after the 5th, then goes on at 20 ms"
          Rewrite.of(
              "\\bstalls so that the (\\d+(?:st|nd|rd|th)) (?:token|word) comes "
                  + D
                  + " after the (\\d+(?:st|nd|rd|th))(?: (?:token|word))?(?:,? (?:then|and then)"
                  + " (?:goes on|carries on|continues|resumes) (?:at|every) \\d[\\d,.]*"
                  + " ?(?:ms|milliseconds)(?: apart)?)?",
              "except for a $2 gap between the $3 and the $1 token"),
          // "whose stream starts with a chunk carrying only the assistant role at 30 ms and …"
          Rewrite.of("\\bwhose stream starts with (?=an? )", "that first sends "),
          Rewrite.of(
              "\\ba chunk carrying (?:only |just )?the (?:assistant(?:'s)? )?role\\b",
              "a chunk with only the assistant role"),
          Rewrite.of(
              "\\b(\\d+) (?:text |content )?chunks of one (?:token|word) each\\b",
              "$1 text tokens"),
          Rewrite.of(
              ",? and (?:then )?ends the stream (?:right |just )?after the last"
                  + " (?:one|token|word)$",
              ""),
          // "answers a new prompt after 400 ms and a prompt it has seen before after 100 ms"
          Rewrite.of(
              "\\banswers a new prompt after "
                  + D
                  + " and a prompt it has (?:already )?seen(?: before)? after "
                  + D,
              "takes $1 to the first token for a new prompt and $2 for a cached one"),
          // "a request it works on gets its first token after 100 ms": once it starts a request
          Rewrite.of(
              "^(?:a|each|every) request it (?:works on|serves|handles|takes) gets ", "it sends "),
          // "the 3rd and the 6th request": the requests named, as the share clauses name them
          Rewrite.of(
              "\\bthe (\\d+(?:st|nd|rd|th)),? and the (\\d+(?:st|nd|rd|th)) requests?\\b",
              "the $1 and $2 requests"),
          // "the gap between tokens is 20 ms plus 5 ms for every other request it is working on at
          // the same time": the gap of every answer
          Rewrite.of(
              "^(?:and |but )?the (?:gap|time|pause) between (?:its |the |two )?(?:consecutive"
                  + " )?(?:tokens|words|chunks)(?: of (?:an|each|every) answer)? is "
                  + D,
              "its tokens are $1 apart"),
          Rewrite.of(
              "\\b(it is (?:working on|handling|serving|processing|running)) (?:at the same"
                  + " time|at once|concurrently|simultaneously)\\b",
              "$1"),
          // "works on at most 2 requests at a time and queues the rest in arrival order"
          Rewrite.of(
              "\\b(?:works on|serves|processes|runs) at most (\\d+) requests? at (?:a|one)"
                  + " time\\b",
              "handles at most $1 requests at a time"),
          Rewrite.of(
              "\\bqueues (?:the rest|all (?:the )?others|the remaining (?:ones|requests))(?: in"
                  + " (?:arrival order|the order they (?:arrive|came|come)|order of arrival))?",
              "queues the others"),
          Rewrite.of(
              "\\b(queues the others) in (?:arrival order|the order they (?:arrive|came|come)|order"
                  + " of arrival)",
              "$1"),
          // "200 ms after the server starts on it": the wait from when it is served
          Rewrite.of(
              "\\b(\\d[\\d,.]* ?(?:ms|milliseconds)) after (?:the (?:server|model)|it)"
                  + " (?:starts|begins) (?:on|with|working on|serving|handling|processing)"
                  + " (?:it|the request|a request)\\b",
              "after $1"),
          // "drops the connection on the second request after 5 of its 10 tokens"
          Rewrite.of(
              "\\bdrops the connection (?:of|on|for|during) the"
                  + " ((?:\\d+(?:st|nd|rd|th))|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)(?:"
                  + " request)? after (?:sending |streaming )?(\\d+) of its \\d+ tokens",
              "for the $1 request it sends $2 tokens and then closes the connection"),
          Rewrite.of(
              "\\b(?:sends|streams|returns) nothing(?: at all)? (?:on|for|to) the"
                  + " ((?:\\d+(?:st|nd|rd|th))|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)(?:"
                  + " request)?\\b",
              "for the $1 request it sends nothing at all"),
          Rewrite.of(
              "\\bfor the (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth) request\\b",
              "for the @$1 request"),
          // "for a prompt it has seen before it reuses 1800 cached prompt tokens and sends the
          // first token after 80 ms": the wait, and the usage's cached share of that prompt
          Rewrite.of(
              "\\b(?:it )?(?:reuses|takes|serves|reads) (\\d[\\d,]*) (?:cached )?(?:prompt )?tokens"
                  + " (?:from (?:its|the) cache )?and (sends|gives|delivers) (?:the|its) first"
                  + " token after "
                  + D,
              "it $2 the first token after $3, and its usage reports $1 prompt tokens as cached"),
          // "…, the last together with the finish reason and usage": how every answer ends
          Rewrite.of(
              ",? (?:the last(?: one)?|the final one) (?:together|along|sent) with the finish"
                  + " reason(?: and (?:the )?usage)?$",
              ""));

  /** "its second answer": the request it answers, as the share clauses number it. */
  private static final List<String> ORDINALS =
      List.of("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth");

  private static final List<String> NUMBERED =
      List.of("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th");

  private ServerRewrites() {}

  static String said(String text) {
    // "pauses an extra 1000 ms between token 50 and token 51": between the 50th and the 51st,
    // as an added pause reads its tokens; "… between token 50 and token 51 of every answer": of
    // each answer, as every pause is
    String said =
        statusesInTurn(
            requestsByNumberWithStatus(
                timesN(
                    text.replaceAll(
                            "(?i)\\b((?:extra|additional|further) \\d[\\d,.]* ?(?:ms|s|seconds?)"
                                + " )between token (\\d+) and token (\\d+)\\b",
                            "$1between the $2th and the $3th tokens")
                        .replaceAll(
                            "(?i)\\b(between token \\d+ and token \\d+) of"
                                + " (?:its|each|every|the|an?) answer\\b",
                            "$1"))));
    for (int i = 0; i < ORDINALS.size(); i++) {
      said =
          said.replaceAll(
              "(?i)\\b(whose|its) " + ORDINALS.get(i) + " (answer|response)\\b",
              "$1 " + NUMBERED.get(i) + " $2");
    }
    // "sends an empty chunk every 50 ms for the first 300 ms before the first word": as many as
    // the wait holds before the word
    said =
        said.replaceAll(
            "(?i)\\b(sends|streams|emits) an? empty chunk every "
                + D
                + " (?:for|during|in) the first "
                + D
                + " before (?:its|the) first (?:real )?(?:word|token)",
            "$1 an empty chunk every $2 until the first real token at $3");
    said =
        said.replaceAll(
            "(?i)\\bfor (\\d+(?:\\.\\d+)?) (?:extra|additional|more)"
                + " (?=(?:seconds?|ms|milliseconds?)\\b)",
            "for an extra $1 ");
    // "goes silent for 1 extra second between the 25th and 26th tokens": a stall added to that gap
    said =
        said.replaceAll(
            "(?i)\\b(?:goes silent|goes quiet|pauses|stalls|waits|freezes|hangs|sleeps)(?: for)?"
                + " (?:an? )?(?:extra|additional|further) "
                + D
                + " between (?:the |its )?(\\d+)(?:st|nd|rd|th) and (?:the )?\\S+ (?:tokens?|words?"
                + "|chunks?)",
            "stalls for $1 after $2 tokens");
    said = answeredNormally(emptiesUntilTheFirstWord(tokensPerSecond(said)));
    // "requests number 3 and 7", "request no. 5", "request #5": the requests by their numbers
    said = said.replaceAll("(?i)\\b(requests?) (?:number|no\\.|#) ?(?=\\d)", "$1 ");
    said = connectionLost(emptiesThenTheFirstWord(said));
    for (Rewrite rewrite : BEFORE_ALL) {
      said = rewrite.applyTo(said);
    }
    said = garbageInsteadOfAToken(said);
    for (Rewrite rewrite : FIRST) {
      said = rewrite.applyTo(said);
    }
    for (Rewrite rewrite : REWRITES) {
      said = rewrite.applyTo(said);
    }
    for (int i = 0; i < ORDINALS.size(); i++) {
      said = said.replace("@" + ORDINALS.get(i), NUMBERED.get(i));
    }
    said = said.replaceFirst("(?i)^it (?=for (?:the|requests?) )", "");
    said = requestsByTheirPlaces(said);
    said = countingItself(wordsAtMoments(emptiesAtMoments(said)));
    said = numberedOrdinals(said);
    // "…, and the gap between the 3rd and the 4th token is 1000 ms" after the stream it breaks
    return GAP_AFTER_THE_STREAM
        .matcher(pauseBeforeAWord(said))
        .replaceAll(", except for a $4 gap between the $1 and the $2 $3");
  }

  /** "request 5 loses its connection after 20 tokens": that request cut short. */
  private static final Pattern CONNECTION_LOST =
      Pattern.compile(
          "^(?:request (\\d+)|the "
              + PLACE
              + " request) (?:loses|drops|has) its connection(?:"
              + " (?:dropped|cut|closed))? after (\\d+) (?:tokens|words)$",
          Pattern.CASE_INSENSITIVE);

  private static String connectionLost(String text) {
    Matcher m = CONNECTION_LOST.matcher(text.trim());
    if (!m.matches()) {
      return text;
    }
    String place = m.group(1) != null ? numbered(Integer.parseInt(m.group(1))) : m.group(2);
    return "for the "
        + place
        + " request it sends "
        + m.group(3)
        + " tokens and then closes the"
        + " connection";
  }

  /**
   * "sends 4 empty chunks, 100 ms apart, before the first word, which comes 100 ms after the last
   * one": the chunks over their window, the word that long after the last.
   */
  private static final Pattern EMPTIES_THEN_THE_FIRST_WORD =
      Pattern.compile(
          "\\b(?:sends|streams|emits) (\\d+) (?:empty|blank|text-less) chunks,? "
              + D
              + " apart,? before (?:its|the) first (?:real )?(?:word|token),? which"
              + " (?:comes|arrives|follows) "
              + D
              + " after the last(?: one| of them| empty chunk)?",
          Pattern.CASE_INSENSITIVE);

  private static String emptiesThenTheFirstWord(String text) {
    Matcher m = EMPTIES_THEN_THE_FIRST_WORD.matcher(text);
    if (!m.find()) {
      return text;
    }
    int chunks = Integer.parseInt(m.group(1));
    java.time.Duration window = Durations.parse(m.group(2)).multipliedBy(chunks);
    java.time.Duration first = window.plus(Durations.parse(m.group(3)));
    return text.substring(0, m.start())
        + "sends "
        + chunks
        + " empty chunks in the first "
        + plain(window.toNanos() / 1e6)
        + " ms, then the first real token at "
        + plain(first.toNanos() / 1e6)
        + " ms"
        + text.substring(m.end());
  }

  /**
   * "decodes at 50 tokens per second", "decode runs at 50 tokens per second", "each answer is
   * generated at 50 tokens per second after a 100 ms prefill": a token every 1000 / 50 ms.
   */
  private static final Pattern TOKENS_PER_SECOND =
      Pattern.compile(
          "^(?:(the (?:server|model)|it) (?:decodes|generates|streams|produces|emits|sends)(?:"
              + " tokens)?|(?:the )?decod(?:e|ing) (?:runs|happens|goes)|(?:each|every)"
              + " (?:answer|response) is (?:generated|streamed|decoded)) at (?:an? )?(?:steady"
              + " |constant |fixed |even |rate of )?(\\d+(?:\\.\\d+)?)"
              + " (?:output )?tokens (?:per|a|each) second(?: after an? "
              + D
              + " (?:prefill|wait|delay))?(,? .*)?$",
          Pattern.CASE_INSENSITIVE);

  private static String tokensPerSecond(String text) {
    Matcher m = TOKENS_PER_SECOND.matcher(text.trim());
    if (!m.matches()) {
      return text;
    }
    double rate = Double.parseDouble(m.group(2));
    if (rate <= 0) {
      return text;
    }
    String subject = m.group(1) == null ? "the server" : m.group(1);
    String gap = plain(1000 / rate) + " ms";
    String rest = m.group(4) == null ? "" : m.group(4);
    return (m.group(3) == null
            ? subject + " sends a token every " + gap
            : subject
                + " sends the first token after "
                + m.group(3)
                + " and then a token every "
                + gap)
        + rest;
  }

  /**
   * "sends an empty chunk every 50 ms until the first real token at 300 ms": as many as the wait
   * holds before the word (at 50, 100 … 250 ms), said as the chunks spread over their window.
   */
  private static final Pattern EMPTIES_EVERY =
      Pattern.compile(
          "\\b(?:sends |streams |emits )?(?:an? |one )?(?:empty|blank|text-less|role-only)"
              + " chunks? every "
              + D
              + ",? (?:until|till|before|up to) (?:its|the) (?:very )?first (?:real |actual"
              + " |non-empty )?(?:token|word|chunk with text)(?:,? (?:which|that))?(?: arrives|"
              + " comes| goes out)?,? (?:at|after) "
              + D,
          Pattern.CASE_INSENSITIVE);

  private static String emptiesUntilTheFirstWord(String text) {
    Matcher m = EMPTIES_EVERY.matcher(text);
    if (!m.find()) {
      return text;
    }
    java.time.Duration every = Durations.parse(m.group(1));
    java.time.Duration first = Durations.parse(m.group(2));
    if (every.isZero()) {
      return text;
    }
    long empties = (first.toNanos() - 1) / every.toNanos();
    if (empties < 1) {
      return text;
    }
    return text.substring(0, m.start())
        + "sends "
        + empties
        + (empties == 1 ? " empty chunk" : " empty chunks")
        + " in the first "
        + Durations.format(every.multipliedBy(empties))
        + ", and the first token after "
        + m.group(2)
        + text.substring(m.end());
  }

  private static final Pattern NUMBERED_MARK = Pattern.compile("#(\\d+)");

  /** "answers requests 5, 10, 15 and 20 with HTTP 503": the requests said by their places. */
  private static final Pattern ANSWERS_REQUESTS =
      Pattern.compile(
          "\\banswers requests ((?:\\d+, )*\\d+,? and \\d+) with (?=(?:an? )?(?:HTTP|status))",
          Pattern.CASE_INSENSITIVE);

  private static String requestsByTheirPlaces(String text) {
    Matcher m = ANSWERS_REQUESTS.matcher(text);
    if (!m.find()) {
      return text;
    }
    String[] places = m.group(1).split(",? and |, ");
    StringBuilder said = new StringBuilder("answers the ");
    for (int i = 0; i < places.length; i++) {
      said.append(i == 0 ? "" : i == places.length - 1 ? " and " : ", ")
          .append(numbered(Integer.parseInt(places[i].trim())));
    }
    return text.substring(0, m.start()) + said + " requests with " + text.substring(m.end());
  }

  private static final Pattern INSTEAD_OF_A_TOKEN =
      Pattern.compile(
          "\\bsends (?:an?"
              + " )?(?:(?:unreadable|garbled|corrupt(?:ed)?|malformed|invalid|broken|garbage)"
              + " )+(?:chunk|data|bytes|json) instead of (?:token (\\d+)|the (\\d+)(?:st|nd|rd|th)"
              + " token)(?= on | of | for | in |$)",
          Pattern.CASE_INSENSITIVE);

  /**
   * "sends an unreadable garbage chunk instead of token 4 on the 9th request": the tokens before
   * it, then the malformed chunk.
   */
  private static String garbageInsteadOfAToken(String text) {
    return INSTEAD_OF_A_TOKEN
        .matcher(text)
        .replaceFirst(
            m ->
                "sends a malformed chunk after "
                    + (Integer.parseInt(m.group(m.group(1) != null ? 1 : 2)) - 1)
                    + " tokens");
  }

  private static final Pattern ANSWERED_NORMALLY =
      Pattern.compile("^request (\\d+) is answered normally:", Pattern.CASE_INSENSITIVE);

  /**
   * "request 1 is answered normally: first token after 60 ms, …": every answer's pace, said of the
   * request no later line spoils, as "it answers the 1st request normally: …" says it.
   */
  private static String answeredNormally(String text) {
    return ANSWERED_NORMALLY
        .matcher(text)
        .replaceFirst(
            m ->
                "it answers the "
                    + RequestSet.ordinalWord(Integer.parseInt(m.group(1)))
                    + " request normally:");
  }

  /** "the #5 and the #6 token": each number as the ordinal the pause clauses read. */
  private static String numberedOrdinals(String text) {
    Matcher m = NUMBERED_MARK.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, numbered(Integer.parseInt(m.group(1))));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * "10 ms plus 5 ms for every request it is working on, counting this one", "… per request in
   * progress": with one request in flight the wait is already 15 ms, and each other adds 5 ms. A
   * request said without "other" counts itself, as every writer who said it worked it out.
   */
  private static final Pattern COUNTING_ITSELF =
      Pattern.compile(
          "\\b(\\d+(?:\\.\\d+)?) ?ms( apart)? plus (\\d+(?:\\.\\d+)?) ?ms (?:for"
              + " (?:every|each)|per) (request|stream) (it is (?:working"
              + " on|handling|serving|running|processing)|in flight|in progress)(?:,?"
              + " \\(?(?:counting|including) (?:this|that|the) one(?: itself)?\\)?)?(?!"
              + " (?:beyond|after|above|over|besides) the first)",
          Pattern.CASE_INSENSITIVE);

  private static String countingItself(String text) {
    Matcher m = COUNTING_ITSELF.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      java.math.BigDecimal base = new java.math.BigDecimal(m.group(1));
      java.math.BigDecimal each = new java.math.BigDecimal(m.group(3));
      m.appendReplacement(
          out,
          base.add(each).stripTrailingZeros().toPlainString()
              + " ms"
              + (m.group(2) == null ? "" : m.group(2))
              + " plus "
              + m.group(3)
              + " ms for every other "
              + m.group(4)
              + " "
              + m.group(5));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * "before the first word the server sends 3 empty chunks, at 40, 60 and 80 ms": each empty chunk
   * at its moment, as "an empty chunk at 40 ms" reads; the count must be the moments'.
   */
  private static final Pattern EMPTIES_AT_MOMENTS =
      Pattern.compile(
          "^(?:before (?:its|the) (?:very )?first (?:real |actual )?(?:word|token)(?: arrives|"
              + " comes)?,? )?(the server|the model|it) (?:first )?(sends|streams|emits) (\\d+)"
              + " (?:(?:empty|blank|text-less) chunks(?: with no (?:text|content)| with empty"
              + " (?:text|content))?|chunks with (?:no|empty) (?:text|content)),? (?:at|after)"
              + " ((?:\\d+(?:\\.\\d+)? ?(?:ms)?(?:,|,? and) )+\\d+(?:\\.\\d+)?) ?ms(?:,? before"
              + " (?:its|the) (?:very )?first (?:real |actual )?(?:word|token))?(?<then>,? (?:and"
              + " )?then (?:its|the) (?:very )?first (?:real |actual )?(?:word|token) (?:at|after)"
              + " \\d+(?:\\.\\d+)? ?ms)?$",
          Pattern.CASE_INSENSITIVE);

  /** "3 empty chunks, 50 ms apart starting at 50 ms": each at its moment. */
  private static final Pattern EMPTIES_APART_FROM =
      Pattern.compile(
          "\\b(\\d+) (empty|blank|text-less) chunks,? (\\d+(?:\\.\\d+)?) ?ms apart,?"
              + " (?:starting|beginning|the first) (?:at|after) (\\d+(?:\\.\\d+)?) ?ms,?",
          Pattern.CASE_INSENSITIVE);

  private static String emptiesAtMoments(String said) {
    Matcher apart = EMPTIES_APART_FROM.matcher(said);
    String text = said;
    if (apart.find()) {
      int chunks = Integer.parseInt(apart.group(1));
      double gap = Double.parseDouble(apart.group(3));
      double from = Double.parseDouble(apart.group(4));
      List<String> at = new java.util.ArrayList<>();
      for (int i = 0; i < chunks; i++) {
        at.add(plain(from + i * gap));
      }
      String moments =
          at.size() == 1
              ? at.get(0)
              : String.join(", ", at.subList(0, at.size() - 1)) + " and " + at.get(at.size() - 1);
      text =
          said.substring(0, apart.start())
              + chunks
              + " "
              + apart.group(2)
              + " chunks at "
              + moments
              + " ms"
              + said.substring(apart.end()).replaceFirst("^ (?=before)", ", ");
    }
    Matcher m = EMPTIES_AT_MOMENTS.matcher(text);
    if (!m.find()) {
      return text;
    }
    List<String> at =
        java.util.Arrays.stream(m.group(4).split(",? and |, ?"))
            .map(moment -> moment.replaceFirst("(?i) ?ms$", "").trim())
            .toList();
    if (at.size() != Integer.parseInt(m.group(3))) {
      return text;
    }
    StringBuilder each = new StringBuilder(m.group(1)).append(' ').append(m.group(2));
    for (int i = 0; i < at.size(); i++) {
      each.append(i == 0 ? " " : i == at.size() - 1 ? " and " : ", ");
      each.append("an empty chunk at ").append(at.get(i)).append(" ms");
    }
    return m.group("then") == null ? each.toString() : each + m.group("then");
  }

  /**
   * "sends 5 text tokens at 200, 230, 260, 290 and 320 ms": evenly apart, the first at its moment
   * and the rest that far apart; moments not evenly apart are left as said, which no clause reads.
   */
  private static final Pattern WORDS_AT_MOMENTS =
      Pattern.compile(
          "\\b(sends|streams|emits) (\\d+) (?:text |content |real )?(?:tokens|words) at"
              + " ((?:\\d+(?:,|,? and) )+\\d+) ?ms\\b",
          Pattern.CASE_INSENSITIVE);

  private static String wordsAtMoments(String text) {
    Matcher m = WORDS_AT_MOMENTS.matcher(text);
    if (!m.find()) {
      return text;
    }
    List<Long> at =
        java.util.Arrays.stream(m.group(3).split(",? and |, ?"))
            .map(String::trim)
            .map(Long::valueOf)
            .toList();
    int words = Integer.parseInt(m.group(2));
    long gap = at.size() > 1 ? at.get(1) - at.get(0) : 0;
    for (int i = 1; i < at.size(); i++) {
      if (at.get(i) - at.get(i - 1) != gap) {
        return text;
      }
    }
    if (at.size() != words || gap <= 0) {
      return text;
    }
    return text.substring(0, m.start())
        + m.group(1)
        + " the first of "
        + words
        + " tokens at "
        + at.get(0)
        + " ms, the others "
        + gap
        + " ms apart"
        + text.substring(m.end());
  }

  private static final Pattern GAP_AFTER_THE_STREAM =
      Pattern.compile(
          ",? and the gap between the (\\d+(?:st|nd|rd|th)) and the (\\d+(?:st|nd|rd|th))"
              + " (token|word|chunk)s? is "
              + D,
          Pattern.CASE_INSENSITIVE);

  /**
   * "stalls for 2000 ms before the 4th token": the pause lies between that word and the one before
   * it, as the pause clauses say it.
   */
  private static String pauseBeforeAWord(String text) {
    Matcher m = PAUSE_BEFORE.matcher(text);
    if (!m.find() || RequestSet.ordinal(m.group(2)) < 2) {
      return text;
    }
    int word = RequestSet.ordinal(m.group(2));
    return text.substring(0, m.start())
        + m.group(1)
        + "between the "
        + numbered(word - 1)
        + " and the "
        + numbered(word)
        + " "
        + m.group(3)
        + text.substring(m.end());
  }

  /** "3rd", "11th", "22nd": as the pause clauses read a word's place. */
  private static String numbered(int n) {
    int tens = n % 100 / 10;
    int ones = n % 10;
    return n + (tens == 1 ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th");
  }

  private static final Pattern PAUSE_BEFORE =
      Pattern.compile(
          "(\\b(?:stalls|pauses|goes (?:quiet|silent)|waits|hangs|freezes|(?<!so"
              + " |that |means |meaning )the gap)\\b(?:(?!\\bafter\\b)[^,])*?)before the ("
              + RequestSet.ORDINAL
              + ") (token|word|chunk)\\b",
          Pattern.CASE_INSENSITIVE);

  /** "150 ms + 50 ms × N": with N in flight, so 200 ms for one and 50 ms for each other. */
  private static final Pattern TIMES_N =
      Pattern.compile("\\b(\\d+(?:\\.\\d+)?) ?ms ?\\+ ?(\\d+(?:\\.\\d+)?) ?ms ?[×x*] ?N\\b(?! ?-)");

  private static String timesN(String text) {
    Matcher m = TIMES_N.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      double base = Double.parseDouble(m.group(1));
      double each = Double.parseDouble(m.group(2));
      m.appendReplacement(
          out,
          plain(base + each) + " ms plus " + plain(each) + " ms for every other request in flight");
    }
    m.appendTail(out);
    return out.toString();
  }

  private static String plain(double ms) {
    return ms == Math.rint(ms) ? String.valueOf((long) ms) : String.valueOf(ms);
  }

  /** ", request 15 with HTTP 500": a request of a list of errors, by its number. */
  private static final Pattern REQUEST_WITH_STATUS =
      Pattern.compile(
          "(, (?:and )?| and )request (\\d+) with (?=(?:an? )?(?:HTTP|status) \\d{3})",
          Pattern.CASE_INSENSITIVE);

  private static String requestsByNumberWithStatus(String text) {
    return REQUEST_WITH_STATUS
        .matcher(
            text.replaceAll(
                "(?i)\\brequest (\\d+) and request (\\d+) with\\b", "requests $1 and $2 with"))
        .replaceAll(m -> m.group(1) + "the " + numbered(Integer.parseInt(m.group(2))) + " with ");
  }

  /** "rejects the 1st, 2nd and 3rd requests immediately with HTTP 429, 500 and 503": in turn. */
  private static final Pattern STATUSES_IN_TURN =
      Pattern.compile(
          "\\b(?:rejects|answers|fails|refuses) the ((?:\\d+(?:st|nd|rd|th),"
              + " )*\\d+(?:st|nd|rd|th),? and \\d+(?:st|nd|rd|th)) requests (?:immediately |at once"
              + " |straight away )?with (?:HTTP |status )((?:\\d{3}, )*\\d{3},? and \\d{3})(?:"
              + " respectively)?",
          Pattern.CASE_INSENSITIVE);

  private static String statusesInTurn(String text) {
    Matcher m = STATUSES_IN_TURN.matcher(text);
    if (!m.find()) {
      return text;
    }
    String[] places = m.group(1).split(",? and |, ");
    String[] statuses = m.group(2).split(",? and |, ");
    if (places.length != statuses.length) {
      return text;
    }
    StringBuilder each = new StringBuilder("answers ");
    for (int i = 0; i < places.length; i++) {
      each.append(i == 0 ? "" : i == places.length - 1 ? " and " : ", ")
          .append("the ")
          .append(places[i])
          .append(" with HTTP ")
          .append(statuses[i]);
    }
    return text.substring(0, m.start()) + each + text.substring(m.end());
  }
}
