package dev.tokenpace.acceptance;

import dev.tokenpace.acceptance.steps.MetricWords;
import dev.tokenpace.acceptance.steps.ReportClaim;
import dev.tokenpace.acceptance.steps.ReportClaims;
import dev.tokenpace.acceptance.steps.SecondSubject;
import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.verdict.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A product owner's sentence about the report ("the report shows a mean TTFT of 195 ms and 0
 * failures") read field by field as the glossary steps that judge its claims ({@code
 * ReportSentenceSteps}), so {@link ReportFieldReaders} needs no reader of its own for it.
 */
final class SentenceSteps {

  /** Claims going on from the Then before, with no subject. */
  private static final String CONTINUED = "{continuedClaims}";

  /** "6 requests succeeded with …": the successes, then the claims. */
  private static final String SUCCEEDED_WITH = "{succeeded} with {claims}";

  /** "the latency figures are based on the 16 successful requests only, with …". */
  private static final String FIGURES_WITH =
      "the (reported ){metric} figures are based on/count the {count} successful requests( only)(,)"
          + " with {claims}";

  /** "the run finishes within 20 seconds and reports …": the bound, then the claims. */
  static final String RUN_ENDS_AND_SHOWS =
      "{runEndsWithin} {duration}(,) and reports/shows/has/gives {claims}";

  /** The sentence steps, read claim by claim ({@link ReportClaims}). */
  static final List<String> PATTERNS =
      List.of(
          "{reporter}"
              + " shows/reports/show/report/warns/warn/says/say/reads/read/lists/list/records/record/notes/note/flags/flag/mentions/mention"
              + " {claims}",
          "{reporter} should/must/will show/report/say {claims}",
          "every/each/all/both request(s) report(s)/reported {claimList}",
          "every/each/all/both request(s) show(s)/showed/has/have {claims}",
          "{count} request(s) report(s)/reported {claimList}",
          "{count} request(s) show(s)/showed/has/have {claims}",
          "{copulaClaims}",
          "{reportingRequests} (each )report(s)/(each )reported {claimList}",
          "{reportingRequests} (each )show(s)/(each )showed/(each )has/(each )have {claims}",
          "{namedRequests} (each )report(s)/(each )reported/(each )show(s)/(each )showed/(each"
              + " )has/(each )have {claims}",
          "all {count} requests report/reported/show/showed/have {claims}",
          CONTINUED,
          SUCCEEDED_WITH,
          FIGURES_WITH,
          "{runClaims}",
          "{reporter} counts/count {countedClaims}",
          "{wholeRun}(,) {copulaClaims}",
          "{wholeRun}(,) {reporter} shows/reports/show/report/gives/give {claims}",
          RUN_ENDS_AND_SHOWS,
          StageClaims.FOR_A_STAGE,
          StageClaims.AT_A_STAGE,
          StageClaims.REPORTED_AT_A_STAGE,
          StageClaims.REPORTED_FOR_A_STAGE,
          StageClaims.A_STAGE_SHOWS);

  /** The sentence steps about one stage, whose claims are that stage's statistics. */
  private static final class StageClaims {
    static final String FOR_A_STAGE = "for/in/during {stage}(,) {copulaClaims}";
    static final String AT_A_STAGE = "{atStage}(,) {copulaClaims}";
    static final String REPORTED_AT_A_STAGE =
        "{atStage}(,) {reporter} shows/reports/gives {claims}";
    static final String REPORTED_FOR_A_STAGE =
        "for/in/during {stage}(,) {reporter} shows/reports/gives {claims}";
    static final String A_STAGE_SHOWS = "{stage} shows/reports/has/gives {claims}";
    static final String STATISTIC = "the (reported ){statistic} {metric} of {stage} is {stated}";
  }

  /** The sentence steps whose subject names the requests every claim of theirs is about. */
  private static final List<String> OF_NAMED_REQUESTS = PATTERNS.subList(6, 9);

  private SentenceSteps() {}

  /** Whether {@code said} reads as the model's and as no claim at all. */
  private static boolean aboutTheModel(List<String> said) {
    if (said.isEmpty()
        || dev.tokenpace.acceptance.steps.ServerSentence.read(said.get(0)).isEmpty()) {
      return false;
    }
    try {
      ReportClaims.parse(said.get(0));
      return false;
    } catch (IllegalArgumentException noClaim) {
      return true;
    }
  }

  /**
   * A feature's step as the glossary steps that judge it: a sentence one per claim; else itself.
   */
  static List<StepVocabulary.Match> asGlossarySteps(StepVocabulary.Match step) {
    if (!PATTERNS.contains(step.pattern())) {
      return List.of(step);
    }
    if (step.pattern().startsWith("{reportingRequests}")
        && !step.argumentsOf("claims").isEmpty()
        && dev.tokenpace.acceptance.steps.ServerSentence.read(
                step.argumentsOf("reportingRequests").get(0)
                    + " has "
                    + step.argumentsOf("claims").get(0))
            .isPresent()) {
      // "every 4th request has its connection dropped after 5 tokens" among the Givens: the
      // server's doing (RequestSentenceSteps reads it so), which no report field is
      return List.of();
    }
    if (step.pattern().equals("{copulaClaims}")
        && aboutTheModel(step.argumentsOf("copulaClaims"))) {
      // "the gap between tokens is 20 ms multiplied by the number of requests in flight": no
      // claim, a sentence about the model said before the run (ReportSentenceSteps.numbersAre)
      return List.of();
    }
    boolean some = step.pattern().startsWith("{count}");
    boolean named = OF_NAMED_REQUESTS.contains(step.pattern());
    boolean ofAStage =
        step.pattern().equals(StageClaims.FOR_A_STAGE)
            || step.pattern().equals(StageClaims.AT_A_STAGE)
            || step.pattern().equals(StageClaims.REPORTED_AT_A_STAGE)
            || step.pattern().equals(StageClaims.REPORTED_FOR_A_STAGE)
            || step.pattern().equals(StageClaims.A_STAGE_SHOWS);
    List<StepVocabulary.Match> steps = new ArrayList<>();
    if (step.pattern().equals(SUCCEEDED_WITH)) {
      steps.add(naming("{count} request(s) succeeded", null));
    }
    if (step.pattern().equals(FIGURES_WITH)) {
      steps.add(
          naming(
              "the reported {metric} figures count only the {count} successful requests",
              MetricWords.metric(step.argumentsOf("metric").get(0))));
    }
    for (String sentence :
        Stream.of(
                "claims",
                "claimList",
                "copulaClaims",
                "continuedClaims",
                "runClaims",
                "countedClaims")
            .flatMap(name -> step.argumentsOf(name).stream())
            .flatMap(
                sentence ->
                    named || step.pattern().startsWith("{namedRequests}")
                        ? bySubject(sentence)
                        : step.pattern().equals(StageClaims.A_STAGE_SHOWS)
                            ? dev.tokenpace.acceptance.steps.StageClaimSteps.claimsOfEachStage(
                                sentence)
                                .stream()
                            : Stream.of(sentence))
            .toList()) {
      for (ReportClaim claim : ReportClaims.parse(sentence)) {
        if (claim instanceof ReportClaim.FiguresFromSuccesses) {
          ReportClaim.FiguresFromSuccesses.metrics()
              .forEach(
                  metric ->
                      steps.add(
                          naming(
                              "the reported {metric} figures count only the {count} successful"
                                  + " requests",
                              metric)));
          continue;
        }
        if (ofAStage && claim instanceof ReportClaim.StatisticOf s) {
          steps.add(naming(StageClaims.STATISTIC, s.metric()));
          continue;
        }
        steps.add(
            some && claim instanceof ReportClaim.MetricOf m
                ? glossaryStepOf(new ReportClaim.Some(1, m.metric(), m.value()))
                : named && claim instanceof ReportClaim.MetricOf n
                    ? naming("the {metric} of {requests} is {stated}", n.metric())
                    : glossaryStepOf(claim));
      }
    }
    return steps;
  }

  /** "TTFT 2000 ms and the other three show TTFT 100 ms": each subject's claims apart. */
  private static Stream<String> bySubject(String sentence) {
    return SecondSubject.in(sentence)
        .map(second -> Stream.of(second.claims(), second.ofTheSameMetric()))
        .orElseGet(() -> Stream.of(sentence));
  }

  private static StepVocabulary.Match glossaryStepOf(ReportClaim claim) {
    if (claim instanceof ReportClaim.StatisticOf s) {
      return naming("the (reported ){statistic} {metric} is {about}", s.metric());
    }
    if (claim instanceof ReportClaim.MetricOf m) {
      return naming(
          m.who() instanceof ReportClaim.Requests || m.who() instanceof ReportClaim.Others
              ? "the {metric} of {requests} is {stated}"
              : "every (successful )request's {metric} is {about}",
          m.metric());
    }
    if (claim instanceof ReportClaim.Some s) {
      return naming("{count} request(s) report(s)/reported a/an {metric} of {stated}", s.metric());
    }
    if (claim instanceof ReportClaim.Each e) {
      return naming(
          e.inOrderSent()
              ? "the {metric} of each request(,) in the order scheduled(,) is (about ){durations}"
              : "the requests' {metric}(,) from the lowest(,) is (about ){durations}",
          e.metric());
    }
    if (claim instanceof ReportClaim.Listed l) {
      return naming(
          "the {metric} of each request(,) in the order scheduled(,) is (about ){durations}",
          l.metric());
    }
    if (claim instanceof ReportClaim.RunDuration) {
      return naming(ReadingSteps.RUN_DURATION, null);
    }
    if (claim instanceof ReportClaim.TotalTokens) {
      return naming("the benchmark counted {count} output tokens in total", null);
    }
    if (claim instanceof ReportClaim.Sent) {
      return naming("the benchmark sent {count} requests", null);
    }
    if (claim instanceof ReportClaim.Successes) {
      return naming("{count} request(s) succeeded", null);
    }
    if (claim instanceof ReportClaim.AllSucceeded || claim instanceof ReportClaim.SucceededOf) {
      return naming("{count} request(s) succeeded and {count} failed", null);
    }
    if (claim instanceof ReportClaim.FailedAs || claim instanceof ReportClaim.FailedWithStatus) {
      return naming("every request failed with {failure}", null);
    }
    if (claim instanceof ReportClaim.OutputTokensEach) {
      return naming("the {ordinal} request succeeded with {count} output tokens", null);
    }
    if (claim instanceof ReportClaim.Failures) {
      return naming("{count} request(s) succeeded and {count} failed", null);
    }
    if (claim instanceof ReportClaim.OutputTokens) {
      return naming("the request produced/streamed/returned {count} output token(s)", null);
    }
    if (claim instanceof ReportClaim.ErrorRate) {
      return naming("the error rate is (about ){percent}", null);
    }
    if (claim instanceof ReportClaim.Goodput) {
      return naming("the (reported )goodput is {percent}", null);
    }
    if (claim instanceof ReportClaim.FailuresAre) {
      return naming("every request failed with {failure}", null);
    }
    if (claim instanceof ReportClaim.PromptTokens) {
      return naming(ReadingSteps.PROMPT_TOKENS, null);
    }
    if (claim instanceof ReportClaim.CachedPromptTokens) {
      return naming("the report's cached prompt tokens are {count}", null);
    }
    return naming(ReadingSteps.PAST_OF_SENT, null);
  }

  private static StepVocabulary.Match naming(String pattern, Metric metric) {
    return new StepVocabulary.Match(
        pattern, metric == null ? List.of() : List.of(Map.entry("metric", metric.label())));
  }
}
