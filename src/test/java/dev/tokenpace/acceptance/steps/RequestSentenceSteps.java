package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sentence about the report whose subject is requests: "the first request reports a TTFT of 300
 * ms and a request latency of 330 ms", "every request reports …", "2 requests report …". Each claim
 * is a metric of those requests, judged by the glossary step that says the same.
 */
public class RequestSentenceSteps {

  private static final Pattern OTHERS =
      Pattern.compile(SentenceWords.THE_OTHERS, Pattern.CASE_INSENSITIVE);

  /** "… and 2 report a TTFT of 850 ms": a second count of requests, and their claims. */
  private static final Pattern ANOTHER_COUNT =
      Pattern.compile(
          "(.+?),? and (\\d+)(?: (?:other |more )?requests?)? (?:each )?(?:reports?|reported|shows?"
              + "|showed|has|have) (.+)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern BY_PROMPT_RANK =
      Pattern.compile(SentenceWords.BY_PROMPT_RANK, Pattern.CASE_INSENSITIVE);

  private static final Pattern BY_PROMPT_LENGTH =
      Pattern.compile(
          "the (\\d[\\d,]*)-(?:token|word)(?: prompt)? (?:requests?|prompts?)",
          Pattern.CASE_INSENSITIVE);

  private final World world;
  private final ReportClaimJudge judge;
  private final ReportedMetricsSteps reported;
  private final PerRequestNumberSteps perRequest;
  private final WrittenLine line;

  public RequestSentenceSteps(
      World world,
      ReportClaimJudge judge,
      ReportedMetricsSteps reported,
      PerRequestNumberSteps perRequest,
      WrittenLine line) {
    this.line = line;
    this.world = world;
    this.judge = judge;
    this.reported = reported;
    this.perRequest = perRequest;
  }

  /**
   * "the first request reports a TTFT of 300 ms and a request latency of 330 ms", "the other 4
   * requests each report …": each metric of those requests; a claim names no requests of its own.
   */
  @Then("{reportingRequests} (each )report(s)/(each )reported {claimList}")
  @Then("{reportingRequests} (each )show(s)/(each )showed/(each )has/(each )have {claims}")
  @Then(
      "{namedRequests} (each )report(s)/(each )reported/(each )show(s)/(each )showed/(each"
          + " )has/(each )have {claims}")
  public void requestsReport(String subject, String sentence) {
    if (!line.afterTheRun()) {
      // "every 4th request has its connection dropped after 5 tokens" among the Givens: what the
      // server does to those requests
      String has = subject + " has " + sentence;
      if (ServerSentence.read(has).isPresent()) {
        line.say(has);
        return;
      }
    }
    java.util.regex.Matcher so = SO_THE_RUNS.matcher(sentence);
    if (so.find()) {
      // "…, so mean TTFT is 80 ms": what the requests named make of the run's statistic
      requestsReport(subject, sentence.substring(0, so.start()));
      judge.judgeAll(ReportClaims.parse(so.group(1)));
      return;
    }
    ToleranceWords.Trailing trailing = ToleranceWords.trailing(sentence);
    Optional<SecondSubject> second = SecondSubject.in(trailing.sentence());
    if (second.isPresent()) {
      // A closing "give or take 10 ms" holds both subjects' numbers.
      String closing = trailing.amount() == null ? "" : ", give or take " + trailing.amount();
      requestsReport(subject, second.get().claims() + closing);
      requestsReport(second.get().subject(), second.get().ofTheSameMetric() + closing);
      return;
    }
    if (CACHED.matcher(sentence).find()) {
      // "the second request shows 992 cached prompt tokens out of 1000, a TTFT of 52 ms": its
      // cache, and its metrics, each claim of the requests the subject names
      judge.judgeAll(ReportClaims.parse(subject + " shows " + sentence));
      return;
    }
    RequestSet requests = requestsOf(subject);
    boolean theOneRequest = subject.trim().equalsIgnoreCase("the request");
    List<ReportClaim> ofTheRun = new java.util.ArrayList<>();
    for (ReportClaim claim :
        ofRequests(sentence, subject + " report", theOneRequest, theOneRequest)) {
      if (claim instanceof OutputTokens t) {
        reported.countedOutputTokens(t.count());
      } else if (ofTheRun(claim)) {
        // the run's one request: "its maximum ITL" is the run's, over that request's gaps, and
        // its throughput the run's
        ofTheRun.add(claim);
      } else {
        MetricOf m = (MetricOf) claim;
        perRequest.ofRequests(m.metric(), requests, m.value());
      }
    }
    if (!ofTheRun.isEmpty()) {
      judge.judgeAll(ofTheRun);
    }
  }

  /** A statistic said after claims of some requests ("…, so the mean TTFT is 80 ms"): the run's. */
  private static final java.util.regex.Pattern SO_THE_RUNS =
      java.util.regex.Pattern.compile(
          ",? so ((?:the )?(?:mean|median|average|p\\d+|maximum|minimum|max|min)"
              + " (?!and\\b|or\\b).*)$",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** A request's own cached prompt tokens: "992 cached prompt tokens out of 1000". */
  private static final java.util.regex.Pattern CACHED =
      java.util.regex.Pattern.compile(
          "\\d+ (?:cached prompt tokens?|of (?:its|their|the) \\d+ prompt tokens (?:cached|were"
              + " cached|from the cache|as cached))\\b",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  /** "every request reports a TTFT of 100 ms and an ITL of 10 ms": each metric of every success. */
  @Then("every/each/all/both request(s) report(s)/reported {claimList}")
  @Then("every/each/all/both request(s) show(s)/showed/has/have {claims}")
  public void everyRequestReports(String sentence) {
    List<ReportClaim> ofTheRun = new java.util.ArrayList<>();
    for (ReportClaim claim : ofRequests(sentence, "every request reports", true, true)) {
      if (claim instanceof OutputTokens t) {
        // "every request has 21 output tokens": each success's own count
        judge.judge(new ReportClaim.OutputTokensEach(t.count()));
      } else if (ofTheRun(claim)) {
        // "every request reports a TPOT of 50 ms and the mean TTFT is 525 ms": the statistic is
        // over every request, the run's
        ofTheRun.add(claim);
      } else {
        MetricOf m = (MetricOf) claim;
        judge.judge(new MetricOf(m.metric(), m.value(), new Every(), m.not()));
      }
    }
    if (!ofTheRun.isEmpty()) {
      judge.judgeAll(ofTheRun);
    }
  }

  /** "every request takes 525 ms in total": each success's request latency. */
  @Then("every/each request takes/took {stated} in total")
  public void everyRequestTakes(Stated latency) {
    judge.judge(new MetricOf(Metric.REQUEST_LATENCY, latency, new Every(), null));
  }

  /**
   * "all 3 requests report an ITL of 30 ms": every request, as many as the run sent (a count that
   * disagrees is refused).
   */
  @Then("all {count} requests report/reported/show/showed/have {claims}")
  public void allOfSomeReport(int count, String sentence) {
    int sent = world.onlyRun().requestsSent();
    if (sent != count) {
      throw new IllegalArgumentException(
          "\"all " + count + " requests\" are every request, but the run sent " + sent);
    }
    everyRequestReports(sentence);
  }

  /** "2 requests report a TTFT of 100 ms and a request latency of 200 ms": how many, not which. */
  @Then("{count} request(s) report(s)/reported {claimList}")
  @Then("{count} request(s) show(s)/showed/has/have {claims}")
  public void someRequestsReport(int count, String sentence) {
    if (!readsAsCounts(sentence)) {
      // "2 requests show a TTFT of 200 ms, 2 show 850 ms and 2 show 1500 ms, so the mean TTFT is
      // 850 ms", "…, and the 2 queued requests show 600 ms and 800 ms": counts of requests each
      // with its numbers, and the run's own, which the run's claims read, or the refusal stands
      List<ReportClaim> ofTheRun;
      try {
        ofTheRun = ReportClaims.parse(count + " requests show " + sentence);
      } catch (IllegalArgumentException notEither) {
        ofRequests(sentence, count + " requests report", false, false);
        throw notEither;
      }
      judge.judgeAll(ofTheRun);
      return;
    }
    // "…, and 2 report a TTFT of 850 ms": another count of requests, with claims of its own
    Matcher second = ANOTHER_COUNT.matcher(sentence);
    if (second.matches()) {
      someRequestsReport(count, second.group(1));
      someRequestsReport(Integer.parseInt(second.group(2)), second.group(3));
      return;
    }
    for (ReportClaim claim : ofRequests(sentence, count + " requests report", false, false)) {
      MetricOf m = (MetricOf) claim;
      perRequest.someReport(count, m.metric(), m.value());
    }
  }

  /** Whether each count's claims are metrics of its requests alone, as the steps above judge. */
  private static boolean readsAsCounts(String sentence) {
    Matcher second = ANOTHER_COUNT.matcher(sentence);
    if (second.matches()) {
      return readsAsCounts(second.group(1)) && readsAsCounts(second.group(3));
    }
    try {
      return ReportClaims.parse(sentence).stream()
          .allMatch(c -> c instanceof MetricOf m && m.who() instanceof TheRun);
    } catch (IllegalArgumentException unread) {
      return false;
    }
  }

  /**
   * The requests a subject names: "the request" is the run's one; "the other 4 requests" those no
   * Then named before, as many as it says.
   */
  private RequestSet requestsOf(String subject) {
    // "each of the other 9 requests" names the requests "the other 9 requests" does
    String words = subject.trim().replaceFirst("^(?i)(?:each|all|every one) of (?=the )", "");
    int sent = world.onlyRun().requestsSent();
    if (words.equalsIgnoreCase("the request")) {
      if (sent != 1) {
        throw new IllegalArgumentException(
            "\"the request\" is the run's one request, but it sent "
                + sent
                + "; name which ('the first request', 'requests 2 and 4') or say 'every request'");
      }
      return RequestSet.only(words, List.of(1));
    }
    Matcher others = OTHERS.matcher(words);
    if (others.matches()) {
      RequestSet rest = perRequest.notNamedBefore(words);
      long count = world.onlyRun().ordinals().filter(rest::contains).count();
      if (count == sent) {
        throw new IllegalArgumentException(
            "\"" + words + "\" are the requests a Then named before, but none did");
      }
      String said = others.group(1) != null ? others.group(1) : others.group(2);
      if (said != null && NumberWords.cardinal(said) != count) {
        throw new IllegalArgumentException(
            "\""
                + words
                + "\" says "
                + said
                + " requests, but the run sent "
                + sent
                + ", of which "
                + count
                + " were not named before");
      }
      return rest;
    }
    Matcher byLength = BY_PROMPT_LENGTH.matcher(words);
    if (byLength.matches()) {
      return ofPromptLength(words, Integer.parseInt(byLength.group(1).replace(",", "")));
    }
    if (BY_PROMPT_RANK.matcher(words).matches()) {
      return ofPromptRank(words, words.toLowerCase(java.util.Locale.ROOT).contains("short"));
    }
    return RequestSet.parse(words);
  }

  /**
   * "the 1000-token requests": those whose prompt the scenario named at that length, counted in the
   * order sent (prompts are sent one after another).
   */
  private RequestSet ofPromptLength(String words, int length) {
    List<String> prompts = world.settings().prompts();
    if (prompts == null) {
      throw new IllegalArgumentException(
          "\""
              + words
              + "\" are requests by their prompt's length, but the scenario named no prompts; send"
              + " them as '5 requests with 1000-token prompts and 5 with 4000-token prompts, one at"
              + " a time'");
    }
    List<Integer> ordinals = new java.util.ArrayList<>();
    for (int i = 0; i < prompts.size(); i++) {
      if (prompts.get(i).split(" ").length == length) {
        ordinals.add(i + 1);
      }
    }
    if (ordinals.isEmpty()) {
      throw new IllegalArgumentException(
          "\"" + words + "\": the scenario sent no prompt of " + length + " tokens");
    }
    return RequestSet.only(words, ordinals);
  }

  /**
   * "the short-prompt request": the requests whose prompt is the shortest the scenario named (or
   * the longest), of a run of two lengths or more.
   */
  private RequestSet ofPromptRank(String words, boolean shortest) {
    List<String> prompts = world.settings().prompts();
    java.util.Set<Integer> lengths = new java.util.TreeSet<>();
    if (prompts != null) {
      prompts.forEach(prompt -> lengths.add(prompt.split(" ").length));
    }
    if (lengths.size() < 2) {
      throw new IllegalArgumentException(
          "\""
              + words
              + "\" is a request by its prompt's length, but the scenario sent "
              + (lengths.isEmpty() ? "no named prompts" : "one length")
              + "; send prompts of two lengths ('one request with a 100-token prompt, then one with"
              + " a 2000-token prompt')");
    }
    java.util.TreeSet<Integer> sorted = new java.util.TreeSet<>(lengths);
    return ofPromptLength(words, shortest ? sorted.first() : sorted.last());
  }

  /**
   * The claims of a sentence whose subject is requests: metrics, none naming its own requests; and
   * its output tokens ({@code tokensToo}), and the run's statistics, rates and duration when the
   * subject is every request or the run's one request ({@code statisticsToo}).
   */
  private List<ReportClaim> ofRequests(
      String sentence, String subject, boolean tokensToo, boolean statisticsToo) {
    List<ReportClaim> claims = ReportClaims.parse(sentence);
    for (ReportClaim claim : claims) {
      if (tokensToo && claim instanceof OutputTokens || statisticsToo && ofTheRun(claim)) {
        continue;
      }
      if (!(claim instanceof MetricOf m) || !(m.who() instanceof TheRun)) {
        throw new IllegalArgumentException(
            "\""
                + subject
                + "\" claims a metric of each of those requests ('a TTFT of 100 ms'), not "
                + described(claim)
                + "; write the rest as \"the run reports …\"");
      }
    }
    claims.forEach(judge::refuseNotWithinTolerance);
    return claims;
  }

  /** A statistic, a rate or the run's duration: of every request together, the run's. */
  private static boolean ofTheRun(ReportClaim claim) {
    return claim instanceof StatisticOf
        || claim instanceof ReportClaim.RateOf
        || claim instanceof ReportClaim.RunDuration
        // "every request shows an ITL of 20 ms and all 3 requests succeed": the run's count
        || claim instanceof ReportClaim.AllSucceeded
        || claim instanceof ReportClaim.Successes
        || claim instanceof ReportClaim.Failures
        // "every request reports 50 output tokens, 150 in total": the run's total after each's
        || claim instanceof ReportClaim.TotalTokens;
  }

  /** A claim a request cannot make, in the words that name it. */
  private static String described(ReportClaim claim) {
    return claim instanceof StatisticOf s
        ? "a statistic of several requests (the "
            + s.statistic().word()
            + " "
            + s.metric().label()
            + ")"
        : claim instanceof MetricOf m
            ? "the " + m.metric().label() + " of requests it names itself"
            : "a claim about the whole run (" + claim.getClass().getSimpleName() + ")";
  }
}
