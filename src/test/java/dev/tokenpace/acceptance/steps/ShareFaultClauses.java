package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.regex.Matcher;

/**
 * The clauses of a server sentence that spoil a share of the requests ({@link ServerTrait}):
 * "answers 4 of every 20 requests with HTTP 500 \"internal error\"", "drops the connection after 10
 * tokens on 2 of every 20 requests", "on 1 of every 10 requests it goes silent after 5 tokens
 * without closing the connection".
 */
final class ShareFaultClauses {

  private static final String COUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+|" + NumberWords.CARDINALS + ")";
  private static final String UNIT = "(?:tokens?|words?|chunks?)";

  /** "after 20 of 50 tokens": how long the whole answer would have been, said by the way. */
  private static final String OF_ALL = "(?: (?:of|out of) (?:its |the )?\\d+)?";

  /** "with HTTP 500 before any token": an error answer has none, said by the way. */
  private static final String NO_TOKEN =
      "(?: (?:before|without) (?:any|the first|a single|sending any) (?:tokens?|words?|bytes?"
          + "|chunks?|output))?";

  /** "4 of every 20 requests", "10 out of each 100 requests", "10% of requests". */
  private static final String SHARE =
      "(?:another |a further |an(?:other)? )?(?:(\\d+|"
          + NumberWords.CARDINALS
          + ") (?:out )?(?:of|in) (?:every |each |all )?(\\d+) requests?|(\\d+) ?(?:%|percent) of"
          + " (?:the |all )?requests)";

  private static final String NO_CLOSE =
      "(?:,? (?:without closing|but does not close|but doesn't close|and never closes|keeping|"
          + "leaving) (?:the )?(?:connection|stream)(?: open)?)?";

  static final List<SentenceClauses.Clause<ServerSentence.Reading>> CLAUSES =
      List.of(
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:answers|responds to|fails|rejects|refuses) "
                  + SHARE
                  + " (?:with|by returning|returning) (?:an? )?(?:http status |http |status )?"
                  + "(\\d{3})(?: error| status)?(?: \"([^\"]*)\"| \\(([^)]*)\\))?"
                  + NO_TOKEN,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.ErrorShare(
                          of(m, 1), every(m, 1), Integer.parseInt(m.group(4)), message(m, 4)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:returns|sends|gives) (?:an? )?(?:http status |http |status )?(\\d{3})(?:"
                  + " error| status)?(?: \"([^\"]*)\"| \\(([^)]*)\\))? (?:for|on|to|in) "
                  + SHARE,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.ErrorShare(
                          of(m, 4), every(m, 4), Integer.parseInt(m.group(1)), message(m, 1)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:drops|cuts|closes|breaks|kills|resets) (?:the )?(?:connection|stream)(?: off)?"
                  + " (?:after|at) "
                  + COUNT
                  + OF_ALL
                  + " "
                  + UNIT
                  + " (?:on|of|in|for) "
                  + SHARE,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.DropShare(of(m, 2), every(m, 2), count(m.group(1))))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + SHARE
                  + ",? (?:it )?(?:drops|cuts|closes|breaks|kills|resets) (?:the )?(?:connection"
                  + "|stream)(?: off)? (?:after|at) "
                  + COUNT
                  + OF_ALL
                  + " "
                  + UNIT,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.DropShare(of(m, 1), every(m, 1), count(m.group(4))))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + SHARE
                  + ",? (?:it )?(?:goes|falls) (?:silent|quiet) after "
                  + COUNT
                  + " "
                  + UNIT
                  + NO_CLOSE,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.SilentShare(of(m, 1), every(m, 1), count(m.group(4))))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:goes|falls) (?:silent|quiet) after "
                  + COUNT
                  + " "
                  + UNIT
                  + NO_CLOSE
                  + " (?:on|of|in|for) "
                  + SHARE
                  + NO_CLOSE,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.SilentShare(of(m, 2), every(m, 2), count(m.group(1))))));

  private ShareFaultClauses() {}

  /**
   * The trait with its quoted error message as {@code text} writes it: the clauses read the
   * sentence in lower case, and an error body is matched by its exact words.
   */
  static ServerTrait quotedAsWritten(ServerTrait trait, String text) {
    if (!(trait instanceof ServerTrait.ErrorShare e)) {
      return trait;
    }
    Matcher quoted = java.util.regex.Pattern.compile("\"([^\"]*)\"").matcher(text);
    while (quoted.find()) {
      if (quoted.group(1).trim().replaceAll("\\s+", " ").equalsIgnoreCase(e.message())) {
        return new ServerTrait.ErrorShare(e.of(), e.every(), e.status(), quoted.group(1));
      }
    }
    return trait;
  }

  /** The share's count, from its first group: "4 of every 20" or "10%". */
  private static int of(Matcher m, int from) {
    return m.group(from) != null ? count(m.group(from)) : Integer.parseInt(m.group(from + 2));
  }

  private static int every(Matcher m, int from) {
    return m.group(from) != null ? Integer.parseInt(m.group(from + 1)) : 100;
  }

  /** The error's message, quoted or in brackets, else the status's own words. */
  private static String message(Matcher m, int statusGroup) {
    String quoted = m.group(statusGroup + 1);
    String bracketed = m.group(statusGroup + 2);
    return quoted != null ? quoted : bracketed != null ? bracketed : "HTTP " + m.group(statusGroup);
  }

  private static int count(String word) {
    return SentenceClauses.count(word.replace(",", ""));
  }
}
