package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;

/**
 * Thens as people go on writing them: an And that lists more claims with no subject, requests that
 * "count as successful with …", figures "based on the successful requests only". Each claim is
 * judged by the glossary step that says the same, as a sentence about the report is.
 */
public class ContinuingSentenceSteps {

  private final World world;
  private final ReportClaimJudge judge;
  private final RequestCountSteps counts;

  public ContinuingSentenceSteps(World world, ReportClaimJudge judge, RequestCountSteps counts) {
    this.world = world;
    this.judge = judge;
    this.counts = counts;
  }

  /** "And a median inter-token latency of 30 ms, give or take 10%": as "the report shows …". */
  @Then("{continuedClaims}")
  public void moreClaims(String sentence) {
    judge.judgeAll(ReportClaims.parse(sentence));
  }

  /**
   * "6 requests succeeded with 120 output tokens in total", "the request counts as successful with
   * 30 output tokens and a request latency of 2380 ms": that many successes, and the claims.
   */
  @Then("{succeeded} with {claims}")
  public void succeededWith(SucceededRequests succeeded, String sentence) {
    if (succeeded.everyOneSent()) {
      int sent = world.onlyRun().requestsSent();
      if (sent != succeeded.count()) {
        throw new IllegalArgumentException(
            "the sentence names every request, "
                + succeeded.count()
                + ", but the run sent "
                + sent);
      }
    }
    List<ReportClaim> claims = new ArrayList<>();
    claims.add(new Successes(succeeded.count()));
    claims.addAll(ReportClaims.parse(sentence));
    judge.judgeAll(claims);
  }

  /**
   * "the latency figures are based on the 16 successful requests only, with a median request
   * latency of 290 ms": the figures count only the successes, and the claims.
   */
  @Then(
      "the (reported ){metric} figures are based on/count the {count} successful requests( only)(,)"
          + " with {claims}")
  public void figuresBasedOnSuccesses(Metric metric, int successes, String sentence) {
    counts.figuresCountSuccesses(metric, successes);
    judge.judgeAll(ReportClaims.parse(sentence));
  }
}
