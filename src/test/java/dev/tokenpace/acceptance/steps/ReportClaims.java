package dev.tokenpace.acceptance.steps;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a sentence about the report claims ("the report shows a mean TTFT of 195 ms and 0 failed
 * requests"), read into typed claims ({@link ReportClaim}, each read by {@link ClaimGrammar}), each
 * of which an existing glossary step judges. The sentence is cut at ", " and " and ", then pieces
 * that only make sense together ("300 ms, 200 ms and 100 ms, in the order the requests were sent",
 * "requests 1 and 4", ", not 50 ms") are joined again: the cut chosen is the one whose every part
 * reads as a claim, the longest parts first. A sentence with a part no claim reads is refused,
 * naming that part and the claims it can read.
 */
public final class ReportClaims {

  /** What can be read, for the message that refuses a claim. */
  public static final String READS =
      "a statistic of a metric ('a mean TTFT of 195 ms', 'a p99 ITL of about 40 ms', 'its median"
          + " ITL is 20 ms'), of each prompt length ('a median TTFT of 150 ms for 1000-token"
          + " prompts and 450 ms for 4000-token prompts': the run's lengths, each once), a metric"
          + " ('a TTFT of 250 ms': the run's one request, or every request of several; 'for every"
          + " request', 'for the first request', 'for requests 2 and 4', then '30 ms for the other"
          + " 4'), 'N requests with a TTFT of 100 ms', 'TTFTs of 300 ms, 200 ms and 100 ms, in the"
          + " order the requests were sent' (or 'from the lowest'; 'TTFT of 100, 100 and 380 ms'"
          + " alone: in the order sent when they went one after another, else whichever had which),"
          + " 'their TTFTs are 150 ms, 130 ms and 110 ms' (in the order sent), 'N successful"
          + " requests' (or 'N succeeded'), 'N failed requests', 'N failures', 'no failures', 'N"
          + " output tokens', 'N output tokens in total', 'an error rate of 10%', 'a goodput of"
          + " 75%', 'N of M answers ran past the limit', 'N of the prompt tokens were cached', 'all"
          + " 4 requests succeed' (none failed), '14 requests succeed and 6 fail', 'N fail with"
          + " reason \"timeout\"' (a failure family), 'the failures are broken down as 10 \"HTTP"
          + " 500\" and 10 \"connection dropped\"', 'each with its reason' (every failure"
          + " labelled), '50 output tokens each' (or 'every request is counted with 50 output"
          + " tokens'), then '3000 in total', 'the total output tokens is 6000', 'latency figures"
          + " are computed from the N successful requests only'; a number may say 'about', or"
          + " 'within 5 ms', and may be followed by 'not 50 ms'; 'TTFT 150 ms', 'mean TTFT 240 ms',"
          + " 'latency 190 ms' say the same without 'a … of'; after 'N requests with …', a metric"
          + " naming no requests is of those N; 'TTFTs of 50, 290 and 530 ms for each pair', 'the"
          + " ITL is 20 ms for all of them', 'each failure marked as a stream cut off early'; a"
          + " tolerance may be 'give or take 10 ms', '± 10 ms', '(± 10 ms)', 'to within 10 ms' or a"
          + " share ('± 10%'), and a closing 'give or take' holds each number that says none;"
          + " 'between 140 and 160 ms' is 150 ms within 10 ms (docs/steps.md, 'The grammar of a"
          + " Then')";

  /**
   * Between claims: a comma, "and", or both; "but" as "and"; "with" before a claim of its own ("20
   * output tokens with an ITL of 10 ms"), which joins again where one claim reads it whole.
   */
  private static final Pattern SEPARATOR =
      Pattern.compile(
          ",? and |,? but |,? while |, |: | with (?=an? |the |\\d)", Pattern.CASE_INSENSITIVE);

  private ReportClaims() {}

  /** The claims of {@code sentence} (what follows "the report shows"), or a refusal naming one. */
  public static List<ReportClaim> parse(String sentence) {
    ToleranceWords.Trailing trailing =
        ToleranceWords.trailing(
            ValueWords.plain(ClaimRewrites.noneAbove(sentence))
                .trim()
                .replaceAll("\\s+", " ")
                .replaceAll("(?<=\\d),(?=\\d{3}(?!\\d))", "")
                .replaceAll("[.;]$", "")
                .replaceFirst("(?i)^that ", "")
                // "…, based on the tokens that actually arrived": why, after a comma (without one,
                // "is based on 6000 tokens" is a claim of its own)
                .replaceFirst("(?i), based on [^,]+$", "")
                // "3 HTTP errors (2 with status 500, 1 with status 429)", "150 ms (not 80 ms)":
                // what the brackets hold is claims too, each judged
                // "… over the 4 successes only", "… (each within 5%), counted over the 3
                // successful requests only": whose every timing of the report is
                .replaceFirst(
                    "(?i)(?:(?<=ms),? (?:over|across|among) the (?:\\d+"
                        + " )?successes|(?<=%\\)|ms\\)|%|ms),? (?:counted|counting)(?: only)?(?:"
                        + " over| across| from| among)? (?:only )?the (?:\\d+"
                        + " )?(?:successful|succeeded) requests)(?: only)?$",
                    "")
                // "the mean request latency, counting only the 2 successful requests, is 1080
                // ms": said between a statistic and its number, whose it is anyway
                .replaceAll(
                    "(?i),? (?:counting|counted over|taken over|computed over|over|across|from)"
                        + " (?:only )?(?:the )?(?:\\d+ )?(?:successful requests|successes)(?:"
                        + " only| alone)?, (?=(?:is|are|was|were) )",
                    " ")
                // "the output token count is exactly 50 for every request": each one's count
                .replaceAll(
                    "(?i)\\b(?:the )?(?:output token count|number of output tokens|output"
                        + " tokens?) (?:is|was) (?:exactly )?(\\d+) (?:for|on|of|in) (?:every|each)"
                        + " (?:successful )?request\\b",
                    "$1 output tokens each")
                .replaceAll(" ?\\(([^()]*)\\)", ", $1")
                // "within ±20 ms": one tolerance said twice
                .replaceAll("(?i)\\bwithin ± ?", "within "));
    String sentenceOfClaims = ClaimRewrites.apart(trailing.sentence());
    return ToleranceWords.holdingTo(
        read(ToleranceWords.inline(SharedNumber.asTwoClaims(sentenceOfClaims))), trailing);
  }

  private static List<ReportClaim> read(String text) {
    List<String> pieces = new ArrayList<>();
    List<String> separators = new ArrayList<>();
    Matcher cut = SEPARATOR.matcher(text);
    int from = 0;
    while (cut.find()) {
      pieces.add(text.substring(from, cut.start()));
      separators.add(cut.group());
      from = cut.end();
    }
    pieces.add(text.substring(from));
    Search search = new Search(pieces, separators);
    List<ReportClaim> claims = search.from(0, null);
    if (claims == null) {
      throw new IllegalArgumentException(
          "cannot read \""
              + search.unread()
              + "\" in \""
              + text
              + "\" as a claim about the report; a sentence lists claims apart by \",\" or"
              + " \"and\", each one of: "
              + READS);
    }
    return claims;
  }

  /** Tries every way to join the pieces into claims, the longest claims first. */
  private static final class Search {
    private final List<String> pieces;
    private final List<String> separators;
    private int furthest = -1;

    Search(List<String> pieces, List<String> separators) {
      this.pieces = pieces;
      this.separators = separators;
    }

    List<ReportClaim> from(int start, ReportClaim before) {
      if (start == pieces.size()) {
        return new ArrayList<>();
      }
      for (int end = pieces.size(); end > start; end--) {
        ReportClaim claim = ClaimGrammar.one(joined(start, end), before);
        if (claim == null) {
          continue;
        }
        List<ReportClaim> rest = from(end, claim);
        if (rest != null) {
          rest.add(0, claim);
          return rest;
        }
      }
      furthest = Math.max(furthest, start);
      return null;
    }

    String unread() {
      return pieces.get(Math.max(furthest, 0));
    }

    private String joined(int start, int end) {
      StringBuilder text = new StringBuilder(pieces.get(start));
      for (int i = start + 1; i < end; i++) {
        text.append(separators.get(i - 1)).append(pieces.get(i));
      }
      return text.toString();
    }
  }
}
