package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import java.util.List;
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

  private static final List<Rewrite> REWRITES =
      List.of(
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
              "\\b(?:its|the) (?:final |last )?usage(?: block| chunk| object)?(?: nevertheless|"
                  + " still| however| always)? (?:claims|says|reports|states|gives)"
                  + " (?:completion_tokens (?:of|=|is|as) ?(\\d+)|(\\d+) completion tokens)",
              "its usage says $1$2 completion tokens"),
          Rewrite.of("\\bfor every prompt token\\b", "per prompt token"));

  private ServerRewrites() {}

  static String said(String text) {
    String said = text;
    for (Rewrite rewrite : REWRITES) {
      said = rewrite.applyTo(said);
    }
    return said;
  }
}
