package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.steps.ReportClaims.Claim;
import dev.tokenpace.acceptance.steps.ReportClaims.Each;
import dev.tokenpace.acceptance.steps.ReportClaims.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaims.Every;
import dev.tokenpace.acceptance.steps.ReportClaims.Failures;
import dev.tokenpace.acceptance.steps.ReportClaims.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaims.Listed;
import dev.tokenpace.acceptance.steps.ReportClaims.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaims.Others;
import dev.tokenpace.acceptance.steps.ReportClaims.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaims.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaims.Requests;
import dev.tokenpace.acceptance.steps.ReportClaims.Some;
import dev.tokenpace.acceptance.steps.ReportClaims.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaims.Successes;
import dev.tokenpace.acceptance.steps.ReportClaims.TotalTokens;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A sentence about the report, as product owners write a Then without the glossary open: "the
 * report shows a mean TTFT of 195 ms and 0 failed requests". {@link ReportClaims} reads its claims;
 * each is judged by the glossary step that says the same, so a sentence adds words, never a way of
 * judging. Every claim is read before any is judged: a part it cannot read fails the step at once.
 */
public class ReportSentenceSteps {

  private final World world;
  private final FeatureTolerance tolerance;
  private final AboutSteps about;
  private final ReportedMetricsSteps reported;
  private final PerRequestNumberSteps perRequest;
  private final RequestCountSteps counts;
  private final ServerTimingSteps serverTiming;
  private final ErrorRateSteps errorRate;
  private final ServiceLevelSteps serviceLevels;

  public ReportSentenceSteps(
      World world,
      FeatureTolerance tolerance,
      AboutSteps about,
      ReportedMetricsSteps reported,
      PerRequestNumberSteps perRequest,
      RequestCountSteps counts,
      ServerTimingSteps serverTiming,
      ErrorRateSteps errorRate,
      ServiceLevelSteps serviceLevels) {
    this.world = world;
    this.tolerance = tolerance;
    this.about = about;
    this.reported = reported;
    this.perRequest = perRequest;
    this.counts = counts;
    this.serverTiming = serverTiming;
    this.errorRate = errorRate;
    this.serviceLevels = serviceLevels;
  }

  @Then("{reporter} shows/reports/show/report {claims}")
  @Then("{reporter} should show/report {claims}")
  public void shows(String reporter, String sentence) {
    List<Claim> claims = ReportClaims.parse(sentence);
    claims.forEach(this::refuseNotWithinTolerance);
    Integer successes = null;
    Integer failures = null;
    for (Claim claim : claims) {
      if (claim instanceof Successes s) {
        successes = s.count();
      } else if (claim instanceof Failures f) {
        failures = f.count();
      } else {
        judge(claim);
      }
    }
    judgeCounts(successes, failures);
  }

  /**
   * "its largest ITL is 1000 ms and its median ITL is 20 ms", "their TTFTs are 150 ms, 130 ms and
   * 110 ms": the same claims, said as what the run's numbers are.
   */
  @Then("{copulaClaims}")
  public void numbersAre(String sentence) {
    shows("it", sentence);
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
    java.util.Optional<ReportClaims.SecondSubject> second = ReportClaims.secondSubject(sentence);
    if (second.isPresent()) {
      requestsReport(subject, second.get().claims());
      requestsReport(second.get().subject(), second.get().itsClaims());
      return;
    }
    RequestSet requests = requestsOf(subject);
    boolean theOneRequest = subject.trim().equalsIgnoreCase("the request");
    for (Claim claim : ofRequests(sentence, subject + " report", theOneRequest)) {
      if (claim instanceof OutputTokens t) {
        reported.countedOutputTokens(t.count());
      } else {
        MetricOf m = (MetricOf) claim;
        perRequest.ofRequests(m.metric(), requests, m.value());
      }
    }
  }

  /**
   * The requests a subject names: "the request" is the run's one; "the other 4 requests" those no
   * Then named before, as many as it says.
   */
  private RequestSet requestsOf(String subject) {
    String words = subject.trim();
    int sent = world.onlyRun().requestsSent();
    if (words.equalsIgnoreCase("the request")) {
      if (sent != 1) {
        throw new IllegalArgumentException(
            "\"the request\" is the run's one request, but it sent "
                + sent
                + "; name which ('the first request', 'requests 2 and 4') or say 'every request'");
      }
      return RequestSet.only(words, List.of(world.onlyRun().ownRequests().firstOfTheRun()));
    }
    Matcher others = OTHERS.matcher(words);
    if (others.matches()) {
      RequestSet rest = perRequest.notNamedBefore(words);
      long count = world.onlyRun().ordinals().filter(rest::contains).count();
      if (count == sent) {
        throw new IllegalArgumentException(
            "\"" + words + "\" are the requests a Then named before, but none did");
      }
      if (others.group(1) != null && ReportClaims.cardinal(others.group(1)) != count) {
        throw new IllegalArgumentException(
            "\""
                + words
                + "\" says "
                + others.group(1)
                + " requests, but the run sent "
                + sent
                + ", of which "
                + count
                + " were not named before");
      }
      return rest;
    }
    Matcher ordinals = ORDINALS.matcher(words);
    if (ordinals.matches()) {
      return RequestSet.only(
          words,
          Stream.of(ordinals.group(1).split(",? and |, ")).map(RequestSet::ordinal).toList());
    }
    return RequestSet.parse(words);
  }

  private static final Pattern OTHERS =
      Pattern.compile(
          "the (?:other|remaining)(?: (\\d+|"
              + ReportClaims.NUMBER_WORDS
              + "))?(?: requests)?|the others|the rest(?: of the requests)?",
          Pattern.CASE_INSENSITIVE);
  private static final Pattern ORDINALS =
      Pattern.compile("the (.+) requests", Pattern.CASE_INSENSITIVE);

  /** "every request reports a TTFT of 100 ms and an ITL of 10 ms": each metric of every success. */
  @Then("every/each/all/both request(s) report(s)/reported {claimList}")
  @Then("every/each/all/both request(s) show(s)/showed/has/have {claims}")
  public void everyRequestReports(String sentence) {
    for (Claim claim : ofRequests(sentence, "every request reports", false)) {
      MetricOf m = (MetricOf) claim;
      judge(new MetricOf(m.metric(), m.value(), new Every(), m.not()));
    }
  }

  /**
   * "all 3 requests report an ITL of 30 ms": every request, as many as the run sent (a count that
   * disagrees is refused).
   */
  @Then("all {int} requests report/reported/show/showed/have {claims}")
  public void allOfSomeReport(int count, String sentence) {
    int sent = world.onlyRun().requestsSent();
    if (sent != count) {
      throw new IllegalArgumentException(
          "\"all " + count + " requests\" are every request, but the run sent " + sent);
    }
    everyRequestReports(sentence);
  }

  /** "2 requests report a TTFT of 100 ms and a request latency of 200 ms": how many, not which. */
  @Then("{int} request(s) report(s)/reported {claimList}")
  @Then("{int} request(s) show(s)/showed/has/have {claims}")
  public void someRequestsReport(int count, String sentence) {
    for (Claim claim : ofRequests(sentence, count + " requests report", false)) {
      MetricOf m = (MetricOf) claim;
      perRequest.someReport(count, m.metric(), m.value());
    }
  }

  /**
   * The claims of a sentence whose subject is requests: metrics, none naming its own requests; and
   * its output tokens when the subject is the run's one request ({@code tokensToo}).
   */
  private List<Claim> ofRequests(String sentence, String subject, boolean tokensToo) {
    List<Claim> claims = ReportClaims.parse(sentence);
    for (Claim claim : claims) {
      if (tokensToo && claim instanceof OutputTokens) {
        continue;
      }
      if (!(claim instanceof MetricOf m) || !(m.who() instanceof ReportClaims.TheRun)) {
        throw new IllegalArgumentException(
            "\""
                + subject
                + "\" claims a metric of those requests ('a TTFT of 100 ms'), not "
                + claim
                + "; write the rest as \"the run reports …\"");
      }
    }
    claims.forEach(this::refuseNotWithinTolerance);
    return claims;
  }

  private void judge(Claim claim) {
    if (claim instanceof StatisticOf s) {
      if (s.value().about()) {
        about.statedStatistic(s.statistic(), s.metric(), about(s.value()));
      } else {
        reported.statedStatistic(
            s.statistic(), s.metric(), s.value().value(), s.value().tolerance());
      }
    } else if (claim instanceof MetricOf m) {
      judgeMetric(m);
    } else if (claim instanceof Some s) {
      perRequest.someReport(s.count(), s.metric(), s.value());
    } else if (claim instanceof Each e) {
      judgeEach(e);
    } else if (claim instanceof Listed l) {
      judgeEach(new Each(l.metric(), l.values(), l.within(), sentOneAfterAnother()));
    } else if (claim instanceof OutputTokens t) {
      reported.countedOutputTokens(t.count());
    } else if (claim instanceof TotalTokens t) {
      reported.totalOutputTokens(t.count());
    } else if (claim instanceof ErrorRate r) {
      errorRate.errorRate(r.percent());
    } else if (claim instanceof Goodput g) {
      serviceLevels.goodput(g.percent());
    } else if (claim instanceof PastLimit p) {
      serverTiming.answersOfPastMaxTokens(p.answers(), p.sent());
    } else {
      throw new IllegalStateException("no step judges " + claim);
    }
  }

  /**
   * No requests named: the run's one request when it sent one, else every successful request, as
   * "every request reports a … of …" judges it.
   */
  private void judgeMetric(MetricOf m) {
    if (m.who() instanceof Requests r) {
      perRequest.ofRequests(m.metric(), r.requests(), m.value());
    } else if (m.who() instanceof Others o) {
      int sent = world.onlyRun().requestsSent();
      int others = (int) world.onlyRun().ordinals().filter(o.requests()::contains).count();
      if (o.count() != null && o.count() != others) {
        throw new IllegalArgumentException(
            "\""
                + o.words()
                + "\" says "
                + o.count()
                + " requests, but the run sent "
                + sent
                + ", of which "
                + others
                + " are not named before it");
      }
      perRequest.ofRequests(m.metric(), o.requests(), m.value());
    } else if (m.who() instanceof Every || world.onlyRun().requestsSent() > 1) {
      if (m.value().about()) {
        about.everySuccess(m.metric(), about(m.value()));
      } else {
        reported.everyRequestStated(m.metric(), m.value().value(), m.value().tolerance());
      }
    } else if (m.value().about()) {
      about.stated(m.metric(), about(m.value()));
    } else {
      reported.statedValue(m.metric(), m.value().value(), m.value().tolerance());
    }
  }

  private void judgeEach(Each e) {
    if (e.inOrderSent()) {
      if (e.within() == null) {
        perRequest.inOrderAbout(e.metric(), e.values());
      } else {
        reported.eachRequestStated(e.metric(), e.values(), new Tolerance(e.within()));
      }
    } else if (e.within() == null) {
      perRequest.sortedAbout(e.metric(), e.values());
    } else {
      perRequest.sorted(e.metric(), e.values(), new Tolerance(e.within()));
    }
  }

  /**
   * Whether no request of the run started before the one sent before it had ended: then "the order
   * sent" is plain, and a list with no order said is in it.
   */
  private boolean sentOneAfterAnother() {
    List<ReportedRequest> requests =
        world.everyRequest().stream()
            .sorted(java.util.Comparator.comparingDouble(ReportedRequest::startTime))
            .toList();
    for (int i = 1; i < requests.size(); i++) {
      if (requests.get(i).startTime() < requests.get(i - 1).endTime()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Successes and failures together, as "N requests succeeded and M failed" judges them; failures
   * alone mean the rest of the requests sent succeeded.
   */
  private void judgeCounts(Integer successes, Integer failures) {
    if (successes != null) {
      if (failures != null) {
        counts.succeededAndFailed(successes, failures);
      } else {
        counts.succeeded(successes);
      }
    } else if (failures != null) {
      counts.succeededAndFailed(world.onlyRun().requestsSent() - failures, failures);
    }
  }

  /** "a TTFT of 250 ms, not 50 ms" says nothing more unless 50 ms lies outside the tolerance. */
  private void refuseNotWithinTolerance(Claim claim) {
    Stated value = null;
    Duration not = null;
    Metric metric = null;
    if (claim instanceof StatisticOf s) {
      value = s.value();
      not = s.not();
      metric = s.metric();
    } else if (claim instanceof MetricOf m) {
      value = m.value();
      not = m.not();
      metric = m.metric();
    }
    if (not == null) {
      return;
    }
    Tolerance within = value.about() ? tolerance.of(new About(value.value())) : value.tolerance();
    if (value.value().minus(not).abs().compareTo(within.duration()) <= 0) {
      throw new IllegalArgumentException(
          "\"not "
              + Durations.format(not)
              + "\" lies within "
              + within
              + " of the "
              + metric.label()
              + " stated ("
              + value
              + "), so the claim cannot tell them apart");
    }
  }

  private static About about(Stated stated) {
    return new About(stated.value());
  }
}
