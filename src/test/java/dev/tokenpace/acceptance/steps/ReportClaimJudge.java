package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.FailureChecks;
import dev.tokenpace.acceptance.checks.PromptLengthChecks;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.steps.ReportClaim.AllSucceeded;
import dev.tokenpace.acceptance.steps.ReportClaim.ByLength;
import dev.tokenpace.acceptance.steps.ReportClaim.CachedPromptTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.Each;
import dev.tokenpace.acceptance.steps.ReportClaim.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.FailedAs;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.FailuresAre;
import dev.tokenpace.acceptance.steps.ReportClaim.FiguresFromSuccesses;
import dev.tokenpace.acceptance.steps.ReportClaim.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaim.Listed;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Others;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokensEach;
import dev.tokenpace.acceptance.steps.ReportClaim.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaim.PromptTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.Requests;
import dev.tokenpace.acceptance.steps.ReportClaim.Some;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.SucceededOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.world.World;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Judges each claim of a sentence about the report by the glossary step that says the same, so a
 * sentence adds words, never a way of judging.
 */
public class ReportClaimJudge {

  private final World world;
  private final NearMissSteps cache;
  private final FeatureTolerance tolerance;
  private final AboutSteps about;
  private final ReportedMetricsSteps reported;
  private final PerRequestNumberSteps perRequest;
  private final RequestCountSteps counts;
  private final ServerTimingSteps serverTiming;
  private final ErrorRateSteps errorRate;
  private final ServiceLevelSteps serviceLevels;
  private final FailureChecks failures;
  private final PromptLengthChecks lengths;
  private final CheckAssertions checks;

  public ReportClaimJudge(
      World world,
      FeatureTolerance tolerance,
      AboutSteps about,
      ReportedMetricsSteps reported,
      PerRequestNumberSteps perRequest,
      RequestCountSteps counts,
      ServerTimingSteps serverTiming,
      ErrorRateSteps errorRate,
      ServiceLevelSteps serviceLevels,
      NearMissSteps cache,
      FailureChecks failures,
      PromptLengthChecks lengths,
      CheckAssertions checks) {
    this.cache = cache;
    this.world = world;
    this.tolerance = tolerance;
    this.about = about;
    this.reported = reported;
    this.perRequest = perRequest;
    this.counts = counts;
    this.serverTiming = serverTiming;
    this.errorRate = errorRate;
    this.serviceLevels = serviceLevels;
    this.failures = failures;
    this.lengths = lengths;
    this.checks = checks;
  }

  /**
   * Every claim of the run's report, read before any is judged; successes and failures together, as
   * "N requests succeeded and M failed" judges them. Failures by family with no count of their own
   * are all the failures ("the failures are broken down as 10 "HTTP 500" and 10 …").
   */
  void judgeAll(List<ReportClaim> claims) {
    claims.forEach(this::refuseNotWithinTolerance);
    Integer successes = null;
    Integer failures = null;
    Integer ofFamilies = null;
    for (ReportClaim claim : claims) {
      if (claim instanceof Successes s) {
        successes = s.count();
      } else if (claim instanceof SucceededOf o) {
        successes = o.successes();
        failures = o.sent() - o.successes();
      } else if (claim instanceof AllSucceeded a) {
        successes = a.count();
        failures = 0;
      } else if (claim instanceof Failures f) {
        failures = f.count();
      } else {
        if (claim instanceof FailedAs f) {
          ofFamilies = (ofFamilies == null ? 0 : ofFamilies) + f.count();
        }
        judge(claim);
      }
    }
    judgeCounts(successes, failures != null ? failures : ofFamilies);
  }

  private void judgeByLength(ByLength claim) {
    SortedMap<Integer, Duration> values = new TreeMap<>();
    Map<Integer, Tolerance> within = new TreeMap<>();
    claim
        .values()
        .forEach(
            (length, stated) -> {
              values.put(length, stated.value());
              within.put(length, tolerance.of(stated));
            });
    if (claim.statistic() == null) {
      // every request of a length: its lowest and its highest
      checks.holds(() -> lengths.ofNamedLengths(Statistic.MINIMUM, claim.metric(), values, within));
      checks.holds(() -> lengths.ofNamedLengths(Statistic.MAXIMUM, claim.metric(), values, within));
      return;
    }
    checks.holds(() -> lengths.ofNamedLengths(claim.statistic(), claim.metric(), values, within));
  }

  private void judgeEveryLength(ReportClaim.EveryLength claim) {
    Tolerance within = tolerance.of(claim.value());
    Duration value = claim.value().value();
    List<Statistic> statistics =
        claim.statistic() == null
            ? List.of(Statistic.MINIMUM, Statistic.MAXIMUM) // every request: its lowest and highest
            : List.of(claim.statistic());
    for (Statistic statistic : statistics) {
      checks.holds(() -> lengths.ofEveryLength(statistic, claim.metric(), value, within));
    }
  }

  void judge(ReportClaim claim) {
    if (claim instanceof StatisticOf s) {
      if (s.value().about()) {
        about.statedStatistic(s.statistic(), s.metric(), about(s.value()));
      } else {
        reported.statedStatistic(
            s.statistic(), s.metric(), s.value().value(), s.value().tolerance());
      }
    } else if (claim instanceof MetricOf m) {
      judgeMetric(m);
    } else if (claim instanceof ByLength b) {
      judgeByLength(b);
    } else if (claim instanceof ReportClaim.EveryLength e) {
      judgeEveryLength(e);
    } else if (claim instanceof Some s) {
      perRequest.someReport(s.count(), s.metric(), s.value());
    } else if (claim instanceof Each e) {
      judgeEach(e);
    } else if (claim instanceof Listed l) {
      judgeEach(new Each(l.metric(), l.values(), l.within(), sentOneAfterAnother()));
    } else if (claim instanceof OutputTokens t) {
      if (world.onlyRun().successes().size() > 1) {
        // "the report shows 44 output tokens" of a run of four: the run's, not one request's
        reported.totalOutputTokens(t.count());
      } else {
        reported.countedOutputTokens(t.count());
      }
    } else if (claim instanceof ReportClaim.RunDuration d) {
      if (d.value().about()) {
        about.runDuration(about(d.value()));
      } else {
        reported.runDuration(d.value().value(), d.value().tolerance());
      }
    } else if (claim instanceof TotalTokens t) {
      reported.totalOutputTokens(t.count());
    } else if (claim instanceof ReportClaim.ThroughputFromTokens t) {
      reported.totalOutputTokens(t.tokens());
      reported.throughputByDefinition();
    } else if (claim instanceof ReportClaim.RateOf r) {
      reported.statedThroughput(r.throughput(), r.value(), tolerance.percentOf(r));
    } else if (claim instanceof ErrorRate r) {
      errorRate.errorRate(r.percent());
    } else if (claim instanceof Goodput g) {
      serviceLevels.goodput(g.percent());
    } else if (claim instanceof OutputTokensEach t) {
      reported.outputTokensOfEverySuccess(t.count());
    } else if (claim instanceof ReportClaim.SamplesEach e) {
      reported.samplesOfEverySuccess(e.metric(), e.count());
    } else if (claim instanceof FailedAs f) {
      checks.holds(() -> failures.ofFailuresAs(f.count(), f.how()));
    } else if (claim instanceof ReportClaim.FailedWithStatus f) {
      checks.holds(() -> failures.ofFailuresAs(f.count(), f.how()));
    } else if (claim instanceof FiguresFromSuccesses f) {
      FiguresFromSuccesses.metrics()
          .forEach(metric -> counts.figuresCountSuccesses(metric, f.count()));
    } else if (claim instanceof ReportClaim.RequestsFailed f) {
      checks.holds(() -> failures.ofRequests(f.requests(), f.how()));
    } else if (claim instanceof FailuresAre f) {
      checks.holds(() -> failures.ofEveryFailure(f.how()));
    } else if (claim instanceof ReportClaim.FailuresGiveReasons) {
      checks.holds(failures::ofEveryFailureGivingItsReason);
    } else if (claim instanceof ReportClaim.Sent sent) {
      checks.holds(() -> failures.ofTheRequestsSent(sent.count()));
    } else if (claim instanceof CachedPromptTokens c) {
      cache.cachedPromptTokens(c.count());
    } else if (claim instanceof ReportClaim.OutputTokensOf o) {
      reported.outputTokensOf(o.who().requests(), o.count());
    } else if (claim instanceof ReportClaim.CachedOf c) {
      cache.cachedPromptTokensOf(c.who().requests(), c.count(), c.outOf());
    } else if (claim instanceof PromptTokens p) {
      cache.promptTokensInTotal(p.count());
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
            .sorted(Comparator.comparingDouble(ReportedRequest::startTime))
            .toList();
    for (int i = 1; i < requests.size(); i++) {
      if (requests.get(i).startTime() < requests.get(i - 1).endTime()) {
        return false;
      }
    }
    return true;
  }

  /** Failures alone mean the rest of the requests sent succeeded. */
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
  void refuseNotWithinTolerance(ReportClaim claim) {
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
    Tolerance within = tolerance.of(value);
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
