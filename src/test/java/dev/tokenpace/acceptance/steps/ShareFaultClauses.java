package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Durations;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;

/**
 * The clauses of a server sentence that spoil a share of the requests ({@link ServerTrait}):
 * "answers 4 of every 20 requests with HTTP 500 \"internal error\"", "drops the connection after 10
 * tokens on 2 of every 20 requests", "on 1 of every 10 requests it goes silent after 5 tokens
 * without closing the connection".
 */
final class ShareFaultClauses {

  private static final String CARDINAL = "\\d{1,3}(?:,\\d{3})+|\\d+|" + NumberWords.CARDINALS;

  /** "after 5 tokens", "after the 20th token". */
  private static final String AFTER = "(?:the )?(?<after>" + CARDINAL + ")(?:st|nd|rd|th)?";

  private static final String UNIT = "(?:tokens?|words?|chunks?)";

  /** "after 20 of 50 tokens": how long the whole answer would have been, said by the way. */
  private static final String OF_ALL = "(?: (?:of|out of) (?:its |the )?\\d+)?";

  /** "with HTTP 500 before any token", "… straight away": an error answer has none. */
  private static final String NO_TOKEN =
      "(?:,? (?:and )?(?:(?:before|without) (?:any|the first|a single|sending any|a) (?:tokens?"
          + "|words?|bytes?|chunks?|output|stream)|without streaming|straight away|right away|at"
          + " once|immediately)){0,2}(?:,? (?<eachWait>each )?after (?<errorWait>\\d+(?:\\.\\d+)?"
          + " ?(?:ms|milliseconds?|s|seconds?))\\b)?";

  /**
   * "out of every 20 requests", "of each 20 requests", "out of 100 requests", and "of 20 requests"
   * opening a sentence.
   */
  static final String FRAME =
      "(?:out of (?:every |each )?|(?:of|in|for) (?:every|each) |^of (?:the )?)(?<frame>\\d{1,3}"
          + "(?:,\\d{3})+|\\d+) requests?";

  /**
   * A count of the requests a frame said before ("out of every 20 requests it answers 2 with HTTP
   * 503"): so many of every that many.
   */
  private static final String FRAMED =
      "(?<framed>"
          + CARDINAL
          + ")(?<noun> of them| requests?'s? streams?| requests?| streams?| answers?|"
          + " connections?)?";

  /**
   * Which requests: "4 of every 20 requests", "10 out of each 100 requests", "10% of requests",
   * named ones ("the 3rd and 7th requests", "requests 3 and 7"), a rule ("every 4th request",
   * "requests 5, 15, 25 and so on"), or "another 10" of the share before.
   */
  private static final String PORTION =
      "(?:(?:another |a further |an(?:other)? )?(?:(?<of>"
          + CARDINAL
          + ") (?:out )?(?:of|in) (?:every |each |all )?(?<every>\\d+) requests?|(?<percent>\\d+)"
          + " ?(?:%|percent) of (?:the |all )?requests)|(?<named>"
          + RequestSet.NAMED
          + ")(?: (?:to arrive|to come in|to reach it|it receives|it gets))?|(?:another|a further)"
          + " (?<more>"
          + CARDINAL
          + ")(?: requests?)?|(?<more2>"
          + CARDINAL
          + ") more(?: requests?)?|"
          + FRAMED
          + ")";

  /** The error's words: quoted, in brackets, or "and the message "overloaded"". */
  private static final String MESSAGE =
      "(?:,? (?:and |with )?(?:the |a |an )?(?:message |body |error )?\"(?<quoted>[^\"]*)\"| \\("
          + "(?<bracketed>[^)]*)\\))?";

  /** "429 Too Many Requests": the status's own reason phrase, said by the way. */
  private static final String REASON_PHRASE =
      "(?: (?:too many requests|service unavailable|internal server error|bad gateway|gateway"
          + " time-?out|bad request|not found|request time-?out|payload too large|unprocessable"
          + " (?:entity|content)|unauthorized|forbidden))?";

  private static final String STATUS =
      "(?:an? )?(?:http status |http |status )?(?<status>\\d{3})"
          + REASON_PHRASE
          + "(?: error| status)?"
          + MESSAGE;

  private static final String DROP =
      "(?:drops|cuts|closes|breaks|kills|resets) (?:the )?(?:connection|stream)(?: off)?";

  private static final String NO_CLOSE =
      "(?:,? (?:without closing|but does not close|but doesn't close|and never closes|keeping|"
          + "leaving|with) (?:the )?(?:connection|stream)(?: (?:left )?open)?)?";

  /** "goes silent after 5 tokens", "sends 5 tokens and then goes silent". */
  /** "10 tokens on 2 of every 20 requests": how far into the answers of which requests. */
  private static final String TOKENS_OF_PORTION =
      AFTER + OF_ALL + " " + UNIT + ",? (?:on|of|in|for) " + PORTION;

  /** "a chunk that is not valid JSON", "a malformed chunk", "broken JSON". */
  private static final String MALFORMED =
      "(?:sends|emits|writes|streams|returns) (?:a chunk (?:that is not|that isn't|which is not)"
          + " (?:valid |readable |proper )?json|an?"
          + " (?:malformed|invalid|broken|garbled|corrupt(?:ed)?)(?: json)?"
          + " (?:chunk|event)|(?:malformed|invalid|broken|garbled) json)";

  /** "ends the stream without the end marker", "closes the stream without [DONE]". */
  /**
   * "never sends the end-of-stream marker": every word sent, then nothing, the connection left
   * open, as a server that hangs before it ends the stream (the benchmark's timeout ends it).
   */
  private static final String NEVER_ENDS =
      "(?:never sends (?:the |an? |its )?(?:end(?:-of-stream)? marker|\\[done\\](?: marker)?)"
          + "|never ends (?:the|its) (?:stream|answer|response))";

  private static final String UNENDED =
      "(?:(?:ends|closes|finishes|completes)"
          + " (?:the|its) (?:stream|answer|response) without (?:a |an"
          + " |the |any |sending (?:a |an |the )?)?(?:end(?:-of-stream)? marker|end-of-stream"
          + " signal|\\[done\\](?: marker)?|done marker))";

  private static final String SILENT =
      "(?:(?:goes|falls) (?:silent|quiet) after "
          + AFTER
          + " "
          + UNIT
          + "|sends (?<sent>"
          + CARDINAL
          + ") "
          + UNIT
          + ",? (?:and )?(?:then )?(?:goes|falls) (?:silent|quiet))"
          + NO_CLOSE;

  /** How an answer's length is said: "answers with 150 tokens", "stops at 100 tokens". */
  private static final String LENGTH_VERB =
      "(?:answers with|responds with|replies with|sends|streams|writes|returns|generates|gives"
          + "|stops at)";

  /** The requests no share of a length names: "the others", "every other request". */
  private static final String THE_OTHERS =
      "(?:the others|the rest|all (?:the )?others|every other request|all (?:the )?other requests"
          + "|the other requests)";

  static final List<SentenceClauses.Clause<ServerSentence.Reading>> CLAUSES =
      List.of(
          // "stops at 100 tokens on 7 requests but sends 250 tokens on the other 3": two parts of
          // the run, the first the answer every request gets, the second a share of the whole
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              LENGTH_VERB
                  + " (?<tokens>"
                  + CARDINAL
                  + ") (?:tokens?|words?) (?:on|for|in|to) (?<some>"
                  + CARDINAL
                  + ") requests?,? (?:but|and|while) (?:it )?(?:"
                  + LENGTH_VERB
                  + " )?(?<othertokens>"
                  + CARDINAL
                  + ")(?: tokens?| words?)? (?:on|for|in|to) the other (?<others>"
                  + CARDINAL
                  + ")(?: requests?)?",
              (m, r) -> {
                int others = count(m.group("others"));
                r.lengthOfTheRest(count(m.group("tokens")));
                r.traits.add(
                    new ServerTrait.LengthShare(
                        new ServerTrait.Share(others, count(m.group("some")) + others),
                        count(m.group("othertokens"))));
              }),
          // "answers with 150 tokens on every 3rd request": those requests' own length
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              LENGTH_VERB
                  + " (?<tokens>"
                  + CARDINAL
                  + ") (?:tokens?|words?) (?:on|for|in|to) "
                  + PORTION,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.LengthShare(portion(m, r), count(m.group("tokens"))))),
          // "… and 100 tokens on the others": the answer of every request no share names
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:but |and )?(?:"
                  + LENGTH_VERB
                  + " )?(?<tokens>"
                  + CARDINAL
                  + ") (?:tokens?|words?) (?:on|for|in|to) "
                  + THE_OTHERS,
              (m, r) -> r.lengthOfTheRest(count(m.group("tokens")))),
          // "out of every 20 requests it answers 2 with HTTP 503, 1 with HTTP 429, cuts 1 stream
          // off after 20 tokens and never answers 1 at all": the counts that follow are of 20
          // "out of 100 requests the server …": a run said whole is a frame as "every 100" is
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              FRAME + "(?:,? (?:the |this )?(?:fake |mock )?(?:server|model)(?= \\w))?",
              (m, r) -> r.sharesOfEvery = count(m.group("frame"))),
          // "answers 85 normally": the rest of the frame, said so the counts can be added up
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:answers|serves|handles|completes) "
                  + FRAMED
                  + " (?:normally|as usual|correctly|successfully|fine|properly)",
              (m, r) -> r.answersNormally(count(m.group("framed")))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              FRAMED
                  + " (?:with|gets?|by returning) (?:an? )?(?:http status |http |status )"
                  + "(?<status>\\d{3})(?: error| status)?"
                  + MESSAGE
                  + NO_TOKEN,
              (m, r) -> r.traits.add(errorShare(m, r))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:drops|cuts|closes|breaks|kills|resets) (?:off )?"
                  + FRAMED
                  + "(?: off)?(?: by (?:closing|dropping|cutting) the connection)? (?:after|at) "
                  + AFTER
                  + OF_ALL
                  + " "
                  + UNIT
                  + "(?: without (?:a|the|any) finish reason(?: or (?:an? |the |any"
                  + " )?(?:end-of-stream marker|\\[done\\](?: marker)?|done marker))?| without"
                  + " finishing(?: it| them)?| mid-answer|,? without (?:a|the|any) final chunk)?",
              (m, r) -> r.traits.add(new ServerTrait.DropShare(portion(m, r), after(m)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:answers|responds to|fails|rejects|refuses) "
                  + PORTION
                  + "(?: at once| straight away| right away| immediately)? (?:with|by"
                  + " returning|returning) "
                  + STATUS
                  + NO_TOKEN,
              (m, r) -> r.traits.add(errorShare(m, r))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:returns|sends|gives) " + STATUS + NO_TOKEN + " (?:for|on|to|in) " + PORTION,
              (m, r) -> r.traits.add(errorShare(m, r))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              DROP + " (?:after|at) " + TOKENS_OF_PORTION,
              (m, r) -> r.traits.add(new ServerTrait.DropShare(portion(m, r), after(m)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + PORTION
                  + ",? (?:it )?"
                  + DROP
                  + " (?:after|at) "
                  + AFTER
                  + OF_ALL
                  + " "
                  + UNIT,
              (m, r) -> r.traits.add(new ServerTrait.DropShare(portion(m, r), after(m)))),
          // "for the 2nd request it gets, it sends a chunk that is not readable JSON after the 5th
          // token and ends the stream"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + PORTION
                  + ",? (?:it )?"
                  + MALFORMED
                  + " after (?:the |its )?(?<word>"
                  + RequestSet.ORDINAL
                  + ") "
                  + UNIT
                  + "(?<ends> and (?:then )?(?:ends|closes|stops) (?:the|its) (?:stream|answer))?",
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.MalformedShare(
                          portion(m, r),
                          RequestSet.ordinal(m.group("word")),
                          m.group("ends") != null))),
          // "sends a chunk that is not valid JSON halfway through request 9"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              MALFORMED
                  + " (?:(?:halfway|midway|partway|mid-way|part-way) through|in the middle of) "
                  + PORTION,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.MalformedShare(
                          portion(m, r), ServerTrait.MalformedShare.HALFWAY))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              MALFORMED + " after " + TOKENS_OF_PORTION,
              (m, r) -> r.traits.add(new ServerTrait.MalformedShare(portion(m, r), after(m)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) " + PORTION + ",? (?:it )?" + UNENDED,
              (m, r) -> r.traits.add(new ServerTrait.UnendedShare(portion(m, r), false))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              UNENDED + ",? (?:on|of|in|for) " + PORTION,
              (m, r) -> r.traits.add(new ServerTrait.UnendedShare(portion(m, r), false))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) " + PORTION + ",? (?:it )?" + NEVER_ENDS + NO_CLOSE,
              (m, r) -> r.traits.add(new ServerTrait.UnendedShare(portion(m, r), true))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              NEVER_ENDS + NO_CLOSE + ",? (?:on|of|in|for) " + PORTION,
              (m, r) -> r.traits.add(new ServerTrait.UnendedShare(portion(m, r), true))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) " + PORTION + ",? (?:it )?" + SILENT,
              (m, r) -> r.traits.add(new ServerTrait.SilentShare(portion(m, r), after(m)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              SILENT + ",? (?:on|of|in|for) " + PORTION + NO_CLOSE,
              (m, r) -> r.traits.add(new ServerTrait.SilentShare(portion(m, r), after(m)))),
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:never (?:answers|responds to|sends (?:anything|a byte|a single byte|any bytes?|a"
                  + " token)(?: back)? (?:on|to|for|in))|hangs on) "
                  + PORTION
                  + "(?: at all)?"
                  + NO_CLOSE,
              (m, r) -> r.traits.add(new ServerTrait.SilentShare(portion(m, r), 0))),
          // "fully serves the first 4 requests to arrive": the answer every request gets, the rest
          // spoiled by what the sentence says of them
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:fully |normally )?(?:serves|answers|completes|handles) the first (?:"
                  + CARDINAL
                  + ") requests?(?: to arrive| it receives| it gets)?(?: fully| normally| in"
                  + " full)?",
              (m, r) -> r.declared = true),
          // "and the 8th with HTTP 503": a request named by its ordinal alone, after another's
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:and )?(?:the )?(?<ordinal>"
                  + RequestSet.ORDINAL
                  + ")(?: (?:request|one))? (?:with|gets?) "
                  + STATUS
                  + NO_TOKEN,
              (m, r) ->
                  r.traits.add(
                      new ServerTrait.ErrorShare(
                          named(RequestSet.parse("the " + m.group("ordinal") + " request"), r),
                          Integer.parseInt(m.group("status")),
                          message(m),
                          Duration.ZERO))),
          // "for the 9th request it sends 5 tokens and then closes the connection without finishing
          // the stream"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + PORTION
                  + ",? (?:it )?(?:sends|streams) (?<sent>"
                  + CARDINAL
                  + ") "
                  + UNIT
                  + ",? (?:and )?(?:then )?"
                  + DROP
                  + "(?: without (?:finishing|ending|completing) (?:the|its) (?:stream|answer))?",
              (m, r) ->
                  r.traits.add(new ServerTrait.DropShare(portion(m, r), count(m.group("sent"))))),
          // "for the 10th request it sends nothing at all"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:on|for|in) "
                  + PORTION
                  + ",? (?:it )?(?:sends nothing|sends no (?:bytes|tokens|answer|response)|never"
                  + " answers|never responds|never sends anything)(?: back)?(?: at all)?"
                  + NO_CLOSE,
              (m, r) -> r.traits.add(new ServerTrait.SilentShare(portion(m, r), 0))),
          // "accepts the 3rd and 7th requests but never sends anything back"
          SentenceClauses.Clause.<ServerSentence.Reading>of(
              "(?:accepts|takes|receives|reads) "
                  + PORTION
                  + ",? but (?:then )?never (?:answers|responds|replies|sends (?:anything|a byte|a"
                  + " single byte|any bytes?|a token|a response|an answer))(?: (?:back|to them|to"
                  + " it|them|it|on them|on it))?"
                  + NO_CLOSE,
              (m, r) -> r.traits.add(new ServerTrait.SilentShare(portion(m, r), 0))));

  private ShareFaultClauses() {}

  /**
   * Requests named by their places, of each frame when a frame was said: "out of every 10 requests
   * it rejects the 3rd, 6th and 9th" names those places of every 10.
   */
  private static ServerTrait.Portion named(RequestSet named, ServerSentence.Reading r) {
    if (r.sharesOfEvery == null) {
      return new ServerTrait.Named(named);
    }
    int every = r.sharesOfEvery;
    return new ServerTrait.Named(
        new RequestSet(
            named.words() + " of every " + every,
            ordinal -> named.which().test((ordinal - 1) % every + 1)));
  }

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
      // a status line quoted whole ("500 Internal Server Error") names its words after its code
      String words = quoted.group(1).trim().replaceAll("\\s+", " ").replaceFirst("^\\d{3} ", "");
      if (words.equalsIgnoreCase(e.message())) {
        return new ServerTrait.ErrorShare(e.portion(), e.status(), words, e.delay());
      }
    }
    return trait;
  }

  /**
   * An error answer, at once or "after 20 ms". "…, each after 5 ms" closing a list of errors gives
   * every error of the sentence that wait, as it reads.
   */
  private static ServerTrait errorShare(Matcher m, ServerSentence.Reading r) {
    Duration wait =
        m.group("errorWait") == null ? Duration.ZERO : Durations.parse(m.group("errorWait"));
    if (m.group("eachWait") != null) {
      r.traits.replaceAll(
          trait ->
              trait instanceof ServerTrait.ErrorShare e && e.delay().isZero()
                  ? new ServerTrait.ErrorShare(e.portion(), e.status(), e.message(), wait)
                  : trait);
    }
    return new ServerTrait.ErrorShare(
        portion(m, r), Integer.parseInt(m.group("status")), message(m), wait);
  }

  private static ServerTrait.Portion portion(Matcher m, ServerSentence.Reading r) {
    String framed = m.group("framed");
    if (framed != null) {
      if (r.sharesOfEvery != null) {
        return new ServerTrait.Share(count(framed), r.sharesOfEvery);
      }
      if (m.group("noun") == null || m.group("noun").equals(" of them")) {
        // "answers 2 with HTTP 503": 2 of what, no frame said and no requests named
        throw new IllegalArgumentException(
            "'"
                + m.group()
                + "' says how many but not of what: write e.g. 'out of every 20 requests it"
                + " answers 2 with HTTP 503', or 'it answers 2 requests with HTTP 503' for 2 of"
                + " the run's");
      }
      return new ServerTrait.OfTheRun(count(framed));
    }
    if (m.group("named") != null) {
      return named(RequestSet.parse(m.group("named")), r);
    }
    if (m.group("of") != null) {
      return new ServerTrait.Share(count(m.group("of")), Integer.parseInt(m.group("every")));
    }
    if (m.group("percent") != null) {
      return new ServerTrait.Share(Integer.parseInt(m.group("percent")), 100);
    }
    String more = m.group("more") != null ? m.group("more") : m.group("more2");
    ServerTrait.Share before =
        r.traits.stream()
            .map(ShareFaultClauses::shareOf)
            .filter(java.util.Objects::nonNull)
            .reduce((first, second) -> second)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "'"
                            + m.group()
                            + "' says more requests than a share before it, and none was said:"
                            + " write e.g. '10 of every 100 requests'"));
    return new ServerTrait.Share(count(more), before.every());
  }

  /**
   * The requests of every {@code every} the shares said spoil, when all of them are counts of that
   * frame; empty when any is said otherwise (named requests, a percentage, another frame).
   */
  static java.util.OptionalInt spoiledOf(List<ServerTrait> traits, int every) {
    int spoiled = 0;
    for (ServerTrait trait : traits) {
      ServerTrait.Share share = shareOf(trait);
      if (share == null || share.every() != every) {
        return java.util.OptionalInt.empty();
      }
      spoiled += share.of();
    }
    return java.util.OptionalInt.of(spoiled);
  }

  private static ServerTrait.Share shareOf(ServerTrait trait) {
    ServerTrait.Portion portion =
        trait instanceof ServerTrait.ErrorShare e
            ? e.portion()
            : trait instanceof ServerTrait.DropShare d
                ? d.portion()
                : trait instanceof ServerTrait.MalformedShare b
                    ? b.portion()
                    : trait instanceof ServerTrait.SilentShare s ? s.portion() : null;
    return portion instanceof ServerTrait.Share share ? share : null;
  }

  /** How many tokens came before the fault: "after 5 tokens", "sends 5 tokens and then …". */
  private static int after(Matcher m) {
    return count(m.group("after") != null ? m.group("after") : m.group("sent"));
  }

  /** The error's message, quoted or in brackets, else the status's own words. */
  private static String message(Matcher m) {
    String quoted = m.group("quoted");
    String bracketed = m.group("bracketed");
    return quoted != null ? quoted : bracketed != null ? bracketed : "HTTP " + m.group("status");
  }

  private static int count(String word) {
    return SentenceClauses.count(word.replace(",", ""));
  }
}
