package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.MetricWords;
import dev.tokenpace.acceptance.steps.ReportClaim;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.steps.ReportClaims;
import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The grammar of a Then, proved by combination rather than by example: sentences built from every
 * subject and verb, statistic and way of saying a number and its tolerance (the metric's names
 * taken in turn), each matched by exactly one step and read as the claim meant.
 */
class ClaimCombinationsTest {

  private static final StepVocabulary STEPS = StepVocabulary.ofTheSuite();

  /** A subject and verb, and whether its claim is of every request rather than the run. */
  private record Opening(String words, boolean copula, boolean everyRequest) {}

  private static final List<Opening> OPENINGS =
      List.of(
          new Opening("the report shows", false, false),
          new Opening("the report should show", false, false),
          new Opening("the benchmark reports", false, false),
          new Opening("the run shows", false, false),
          new Opening("it reports", false, false),
          new Opening("the report says", false, false),
          new Opening("", false, false),
          new Opening("its|is", true, false),
          new Opening("its|should be", true, false),
          new Opening("its|was", true, false),
          new Opening("its|must be", true, false),
          new Opening("the|is", true, false),
          new Opening("the|should be", true, false),
          new Opening("the|will be", true, false),
          new Opening("the|comes to", true, false),
          new Opening("the|comes out at", true, false),
          new Opening("the reported|is", true, false),
          new Opening("the reported|should be", true, false),
          new Opening("every request's|is", true, true),
          new Opening("each request's|should be", true, true));

  /** Each statistic as people write it, and the statistic it is; {@code null}: the metric alone. */
  private static final List<String[]> STATISTICS =
      List.of(
          new String[] {"", null},
          new String[] {"mean", "mean"},
          new String[] {"average", "mean"},
          new String[] {"median", "median"},
          new String[] {"p50", "median"},
          new String[] {"50th percentile", "median"},
          new String[] {"p90", "p90"},
          new String[] {"90th percentile", "p90"},
          new String[] {"95th-percentile", "p95"},
          new String[] {"p99", "p99"},
          new String[] {"99th percentile", "p99"},
          new String[] {"min", "minimum"},
          new String[] {"max", "maximum"},
          new String[] {"maximum", "maximum"},
          new String[] {"median of the", "median"},
          new String[] {"p99 of", "p99"});

  private static final List<String[]> METRICS =
      List.of(
          new String[] {"TTFT", "time to first token"},
          new String[] {"time to first token", "time to first token"},
          new String[] {"time-to-first-token", "time to first token"},
          new String[] {"first token latency", "time to first token"},
          new String[] {"ITL", "inter-token latency"},
          new String[] {"inter-token latency", "inter-token latency"},
          new String[] {"inter token latency", "inter-token latency"},
          new String[] {"TPOT", "time per output token"},
          new String[] {"time per output token", "time per output token"},
          new String[] {"request latency", "request latency"},
          new String[] {"end-to-end latency", "request latency"},
          new String[] {"e2e latency", "request latency"},
          new String[] {"total latency", "request latency"},
          new String[] {"latency", "request latency"});

  /** A number 150 ms and its tolerance in every form; {@code 0}: the feature's tolerance. */
  private static final List<Object[]> VALUES =
      List.of(
          new Object[] {"150 ms", 0},
          new Object[] {"about 150 ms", 0},
          new Object[] {"around 150 ms", 0},
          new Object[] {"roughly 150 ms", 0},
          new Object[] {"approximately 150 ms", 0},
          new Object[] {"close to 150 ms", 0},
          new Object[] {"~150 ms", 0},
          new Object[] {"150 ms give or take 10 ms", 10},
          new Object[] {"150 ms, give or take 10 ms", 10},
          new Object[] {"150 ms plus or minus 10 ms", 10},
          new Object[] {"150 ms ± 10 ms", 10},
          new Object[] {"150 ms ±10 ms", 10},
          new Object[] {"150 ms +/- 10 ms", 10},
          new Object[] {"150 ms within 10 ms", 10},
          new Object[] {"150 ms to within 10 ms", 10},
          new Object[] {"150 ms (± 10 ms)", 10},
          new Object[] {"150 ms ± 10%", 15},
          new Object[] {"150 ms, give or take 10%", 15},
          new Object[] {"150 ms ± 10", 10},
          new Object[] {"150 ms give or take 10", 10},
          new Object[] {"within 10 ms of 150 ms", 10},
          new Object[] {"between 140 and 160 ms", 10},
          new Object[] {"between 140 ms and 160 ms", 10});

  @Test
  void everyCombinationIsOneStepReadAsTheClaimMeant() {
    List<String> misread = new ArrayList<>();
    int total = 0;
    int metric = 0;
    for (Opening opening : OPENINGS) {
      for (String[] statistic : STATISTICS) {
        if (opening.everyRequest() && statistic[1] != null) {
          continue;
        }
        for (Object[] value : VALUES) {
          String[] m = METRICS.get(metric++ % METRICS.size());
          String line = sentence(opening, statistic[0], m[0], (String) value[0]);
          ReportClaim meant = claim(opening, statistic[1], m[1], (Integer) value[1]);
          total++;
          Optional<String> wrong = misreading(line, List.of(meant));
          wrong.ifPresent(w -> misread.add(line + ": " + w));
        }
      }
    }
    // Two claims, the first in every form, joined by "and", ", and" or ","; the second the same
    // subject's 99th percentile ITL, about 40 ms.
    for (Opening opening : OPENINGS) {
      for (String join : List.of(" and ", ", and ", ", ")) {
        for (Object[] value : VALUES) {
          String[] m = METRICS.get(metric++ % METRICS.size());
          String first = sentence(opening, "", m[0], (String) value[0]);
          String line = first + join + second(opening);
          List<ReportClaim> meant =
              List.of(claim(opening, null, m[1], (Integer) value[1]), secondClaim(opening));
          total++;
          misreading(line, meant).ifPresent(w -> misread.add(line + ": " + w));
        }
      }
    }
    // A request as the subject: "the second request's TTFT is …", "request 2's … should be …",
    // "the second request has a TTFT of …".
    for (String opening :
        List.of(
            "the second request's|is",
            "request 2's|should be",
            "its second request's|comes to",
            "the second request has",
            "request 2 shows")) {
      for (Object[] value : VALUES) {
        String[] m = METRICS.get(metric++ % METRICS.size());
        String line =
            opening.contains("|")
                ? opening.replace("|", " " + m[0] + " ") + " " + value[0]
                : opening + " a " + m[0] + " of " + value[0];
        total++;
        ofTheSecondRequest(line, m[1], (Integer) value[1])
            .ifPresent(w -> misread.add(line + ": " + w));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "ClaimCombinationsTest: %d of %d combinations read as meant%n",
        total - misread.size(),
        total);
    misread.stream().limit(60).forEach(w -> System.out.println("  " + w));
    assertThat(misread).as("combinations not read as meant, of %d", total).isEmpty();
  }

  @Test
  void aLowerBoundAloneIsNoStepAndAStageItsOwn() {
    // The unknown step answers a bound, saying why (OutsideTheGrammarTest); an upper bound is a
    // range from 0 (UpperBoundClaimsTest).
    assertThat(STEPS.everyMatch("its TTFT is at least 200 ms")).isEmpty();
    assertThat(STEPS.everyMatch("stage 2 shows a median TTFT of 300 ms"))
        .containsExactly("{stage} shows/reports/has/gives {claims}");
  }

  private static String sentence(Opening opening, String statistic, String metric, String value) {
    String named = (statistic.isEmpty() ? "" : statistic + " ") + metric;
    if (!opening.copula()) {
      String article = named.matches("(?i)[aeio].*|ITL.*") ? "an " : "a ";
      String claim = article + named + " of " + value;
      return opening.words().isEmpty() ? claim : opening.words() + " " + claim;
    }
    String[] subjectVerb = opening.words().split("\\|");
    return subjectVerb[0] + " " + named + " " + subjectVerb[1] + " " + value;
  }

  /** A second claim of the same subject: its p99 ITL (every request's ITL), about 40 ms. */
  private static String second(Opening opening) {
    if (opening.everyRequest()) {
      return opening.words().split("\\|")[0]
          + " ITL "
          + opening.words().split("\\|")[1]
          + " about 40 ms";
    }
    if (!opening.copula()) {
      return "a p99 ITL of about 40 ms";
    }
    return sentence(opening, "p99", "ITL", "about 40 ms");
  }

  private static ReportClaim secondClaim(Opening opening) {
    Stated about = new Stated(Duration.ofMillis(40), null);
    return opening.everyRequest()
        ? new MetricOf(Metric.INTER_TOKEN_LATENCY, about, new Every(), null)
        : new StatisticOf(Statistic.fromWord("p99"), Metric.INTER_TOKEN_LATENCY, about, null);
  }

  private static ReportClaim claim(
      Opening opening, String statistic, String metric, int tolerance) {
    Stated value =
        new Stated(
            Duration.ofMillis(150),
            tolerance == 0 ? null : new Tolerance(Duration.ofMillis(tolerance)));
    Metric of = MetricWords.metric(metric);
    if (statistic != null) {
      return new StatisticOf(Statistic.fromWord(statistic), of, value, null);
    }
    return new MetricOf(of, value, opening.everyRequest() ? new Every() : new TheRun(), null);
  }

  /**
   * Why {@code line} is not read as a claim of the second request alone, if it is not; a step whose
   * subject names the requests reads its claims as the run's, then holds them to those requests.
   */
  private static Optional<String> ofTheSecondRequest(String line, String metric, int tolerance) {
    List<String> matches = STEPS.everyMatch(line);
    if (matches.size() != 1) {
      return Optional.of("matches " + matches.size() + " steps " + matches);
    }
    StepVocabulary.Match match = STEPS.match(line).orElseThrow();
    List<ReportClaim> read;
    try {
      read = read(match);
    } catch (IllegalArgumentException refused) {
      return Optional.of("refused by " + match.pattern());
    }
    ReportClaim meant = claim(new Opening("", false, false), null, metric, tolerance);
    boolean subjectNamesThem = !match.argumentsOf("reportingRequests").isEmpty();
    boolean asMeant =
        read.size() == 1
            && read.get(0) instanceof MetricOf of
            && of.metric().equals(((MetricOf) meant).metric())
            && of.value().equals(((MetricOf) meant).value())
            && (subjectNamesThem
                ? of.who() instanceof TheRun
                : of.who() instanceof ReportClaim.Requests r
                    && r.requests().contains(2)
                    && !r.requests().contains(1)
                    && !r.requests().contains(3));
    return asMeant ? Optional.empty() : Optional.of("read as " + read + " by " + match.pattern());
  }

  /** Why {@code line} is not read as {@code meant}, if it is not. */
  private static Optional<String> misreading(String line, List<ReportClaim> meant) {
    List<String> matches = STEPS.everyMatch(line);
    if (matches.size() != 1) {
      return Optional.of("matches " + matches.size() + " steps " + matches);
    }
    StepVocabulary.Match match = STEPS.match(line).orElseThrow();
    try {
      List<ReportClaim> read = read(match);
      return read.equals(meant)
          ? Optional.empty()
          : Optional.of("read as " + read + " by " + match.pattern());
    } catch (IllegalArgumentException refused) {
      String why = refused.getMessage();
      return Optional.of(
          "refused by " + match.pattern() + ": " + why.substring(0, Math.min(why.length(), 160)));
    }
  }

  /** The claims the matched step judges, as its arguments say them. */
  private static List<ReportClaim> read(StepVocabulary.Match match) {
    for (String sentence : List.of("claims", "claimList", "copulaClaims", "continuedClaims")) {
      List<String> text = match.argumentsOf(sentence);
      if (!text.isEmpty()) {
        return ReportClaims.parse(text.get(text.size() - 1));
      }
    }
    Metric metric = MetricWords.metric(match.argumentsOf("metric").get(0));
    Stated value = stated(match);
    List<String> statistic = match.argumentsOf("statistic");
    if (!statistic.isEmpty()) {
      return List.of(
          new StatisticOf(
              MetricWords.statistic(statistic.get(0).toLowerCase(Locale.ROOT)),
              metric,
              value,
              null));
    }
    boolean every = match.pattern().matches("(?i).*\\b(?:every|each)\\b.*");
    return List.of(new MetricOf(metric, value, every ? new Every() : new TheRun(), null));
  }

  private static Stated stated(StepVocabulary.Match match) {
    List<String> about = match.argumentsOf("about");
    if (!about.isEmpty()) {
      return new Stated(Durations.parse(about.get(0).replaceFirst("^[a-z ]+ ", "")), null);
    }
    List<String> stated = match.argumentsOf("stated");
    if (!stated.isEmpty()) {
      return Stated.parse(stated.get(0));
    }
    List<String> durations = match.argumentsOf("duration");
    List<String> tolerance = match.argumentsOf("tolerance");
    if (durations.size() == 2) {
      Duration low = Durations.parse(durations.get(0).replace(",", ""));
      Duration high = Durations.parse(durations.get(1).replace(",", ""));
      return new Stated(low.plus(high).dividedBy(2), new Tolerance(high.minus(low).dividedBy(2)));
    }
    return new Stated(
        Durations.parse(durations.get(0).replace(",", "")),
        new Tolerance(
            Durations.parse(
                tolerance.get(0).replaceFirst("^(?:within|±|\\+/-|[a-z ]+ or \\w+) ?", ""))));
  }
}
