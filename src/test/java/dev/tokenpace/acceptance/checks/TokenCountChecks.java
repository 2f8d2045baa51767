package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.evidence.RequestOrdinals;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's token-count disagreement ({@code successes.token_count_mismatches}, docs/metrics.md
 * "Token-count fields"): streamed successes whose per-event counts do not sum to the server's
 * {@code completion_tokens}. Exact to that definition on the per-request report, each success's
 * per-event counts exact to the words the model sent, then the stated count.
 */
public final class TokenCountChecks {

  private final EvidenceSelection select;

  public TokenCountChecks(EvidenceSelection select) {
    this.select = select;
  }

  public List<Check> ofMismatches(int stated) {
    JsonNode field = select.report().summary().path("successes").path("token_count_mismatches");
    Long reported = field.isNumber() ? field.asLong() : null;
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : select.successesOfOnlyRun()) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
    }
    long defined = select.report().successes().stream().filter(TokenCountChecks::disagrees).count();
    checks.add(
        DefinitionJudge.label(
            Counted.TOKEN_COUNT_MISMATCHES,
            "token_count_mismatches of the run, by the per-request report (streamed successes whose"
                + " per-event counts do not sum to the server's completion_tokens)",
            defined,
            reported));
    checks.add(
        DefinitionJudge.label(
            Counted.TOKEN_COUNT_MISMATCHES,
            "requests whose token count disagrees with the server's usage",
            (long) stated,
            reported));
    return checks;
  }

  /**
   * The run's output tokens in total: each success's count exact to the words the model sent it,
   * then their sum (a failure's tokens are no answer's) against the stated total.
   */
  public List<Check> ofTotalOutputTokens(int stated) {
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : select.successesOfOnlyRun()) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
    }
    long total =
        select.report().successes().stream().mapToLong(ReportedRequest::outputTokens).sum();
    checks.add(
        DefinitionJudge.count(
            Counted.OUTPUT_TOKENS,
            "output tokens of every successful request, in total",
            stated,
            total));
    return checks;
  }

  /**
   * Every success's output tokens: each count exact to the words the model sent it, then each
   * against the stated count.
   */
  public List<Check> ofEverySuccess(int stated) {
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : select.successesOfOnlyRun()) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
    }
    checks.addAll(eachStated(select.report().successes(), stated));
    return checks;
  }

  /** Each named request's output tokens, exact to its words, then against {@code stated}. */
  public List<Check> ofRequests(RequestSet which, int stated) {
    List<ReportedRequest> named = select.named(which);
    List<Check> checks = new ArrayList<>();
    for (ReportedRequest request : named) {
      if (request.success()) {
        checks.addAll(DefinitionJudge.tokenCounts(select.evidenceOf(request)));
      }
    }
    checks.addAll(eachStated(named, stated));
    return checks;
  }

  /**
   * Some success, and each one's samples of {@code metric} (its inter-token gaps) against {@code
   * stated}; none where some are due is a field the client may not keep per request.
   */
  public List<Check> ofSamplesOfEverySuccess(Metric metric, int stated) {
    List<ReportedRequest> successes = select.report().successes();
    List<Check> checks = someSucceeded(successes, metric);
    for (ReportedRequest request : successes) {
      int reported = request.samples(metric.reportKey()).size();
      Check count =
          DefinitionJudge.count(
              metric, metric.label() + " samples of " + select.nameOf(request), stated, reported);
      checks.add(reported == 0 && stated > 0 ? count.with(new Check.Absent()) : count);
    }
    return checks;
  }

  /** A list of checks opening with one that some request succeeded, for {@code field}'s sake. */
  private static List<Check> someSucceeded(List<ReportedRequest> successes, ReportField field) {
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.some(
            Counted.REQUESTS,
            "successful requests",
            successes.size(),
            new Lack.NoneSucceeded(field)));
    return checks;
  }

  /** Some success, and each one's output tokens against {@code stated}. */
  static List<Check> eachStated(List<ReportedRequest> successes, int stated) {
    List<Check> checks = someSucceeded(successes, Counted.OUTPUT_TOKENS);
    for (ReportedRequest request : successes) {
      checks.add(
          DefinitionJudge.count(
              Counted.OUTPUT_TOKENS,
              "output tokens of request " + RequestOrdinals.of(request.requestId()),
              stated,
              request.outputTokens()));
    }
    return checks;
  }

  /**
   * The report's {@code successes.answers_past_max_tokens}: exact to its definition on the
   * per-request report (successes whose server {@code completion_tokens}, else the client's count,
   * exceed the {@code max_tokens} they asked for), then the stated count.
   */
  public List<Check> ofPastMaxTokens(int stated) {
    JsonNode field = select.report().summary().path("successes").path("answers_past_max_tokens");
    Long reported = field.isNumber() ? field.asLong() : null;
    long defined = select.report().successes().stream().filter(TokenCountChecks::ranPast).count();
    return List.of(
        DefinitionJudge.label(
            Counted.ANSWERS_PAST_MAX_TOKENS,
            "answers_past_max_tokens of the run, by the per-request report (successes whose"
                + " server completion_tokens, else output_len, exceed their max_tokens)",
            defined,
            reported),
        DefinitionJudge.label(
            Counted.ANSWERS_PAST_MAX_TOKENS,
            "answers that ran past the max_tokens they asked for",
            (long) stated,
            reported));
  }

  /**
   * The report's {@code successes.prompt_tokens.cached}: each success's {@code
   * server_usage.cached_tokens} exact to what the model's prefix cache held for it (its timeline),
   * their sum as the report's total, then the stated count.
   */
  public List<Check> ofCachedPromptTokens(int stated) {
    List<Check> checks = new ArrayList<>();
    long held = 0;
    long wholePrompts = 0;
    String example = null;
    for (RequestEvidence request : select.successesOfOnlyRun()) {
      int cached = Math.max(request.timeline().work().cachedTokens(), 0);
      held += cached;
      if (cached > 0) {
        int prompt = request.timeline().work().promptTokens();
        wholePrompts += prompt;
        example = example != null ? example : cached + " of a repeated " + prompt + "-token prompt";
      }
      JsonNode reported = request.reported().json().path("server_usage").path("cached_tokens");
      checks.add(
          DefinitionJudge.count(
              Counted.CACHED_PROMPT_TOKENS,
              "cached prompt tokens of " + request.name() + ", against the model's prefix cache",
              cached,
              reported.isNumber() ? reported.asLong() : 0));
    }
    JsonNode field = select.report().summary().path("successes").path("prompt_tokens");
    long reported = field.path("cached").asLong();
    checks.add(
        DefinitionJudge.count(
            Counted.CACHED_PROMPT_TOKENS,
            "prompt_tokens.cached of the run, against the tokens the model's prefix cache held for"
                + " its successes",
            held,
            reported));
    // a stated count of whole prompts: a server never caches a prompt whole, so say why
    String ofTheRun =
        stated == wholePrompts && example != null
            ? "cached prompt tokens of the run (a server computes at least the last block of a"
                + " prompt to produce its first token, so it never counts a prompt whole as cached:"
                + " here "
                + example
                + ")"
            : "cached prompt tokens of the run";
    Check ofStated =
        DefinitionJudge.count(Counted.CACHED_PROMPT_TOKENS, ofTheRun, stated, reported);
    // the report kept what the model's cache held: the script, or the load the client played
    // (all at once, before the cache held anything), is not what the step states
    checks.add(
        ofStated.verdict() == Verdict.FAIL && reported == held
            ? ofStated.with(new Check.Disagreement(true))
            : ofStated);
    return checks;
  }

  /**
   * Each named request's {@code server_usage.cached_tokens}: exact to what the model's prefix cache
   * held for it (its timeline), then the stated count; and its prompt's tokens, when stated, as the
   * model read them.
   */
  public List<Check> ofCachedPromptTokensOf(RequestSet which, int stated, Integer ofPrompt) {
    List<Check> checks = new ArrayList<>();
    for (ReportedRequest named : select.named(which)) {
      RequestEvidence request = select.evidenceOf(named);
      String name = select.nameOf(named);
      int held = Math.max(request.timeline().work().cachedTokens(), 0);
      JsonNode field = named.json().path("server_usage").path("cached_tokens");
      long reported = field.isNumber() ? field.asLong() : 0;
      checks.add(
          DefinitionJudge.count(
              Counted.CACHED_PROMPT_TOKENS,
              "cached prompt tokens of " + name + ", against the model's prefix cache",
              held,
              reported));
      Check ofStated =
          DefinitionJudge.count(
              Counted.CACHED_PROMPT_TOKENS, "cached prompt tokens of " + name, stated, reported);
      checks.add(
          ofStated.verdict() == Verdict.FAIL && reported == held
              ? ofStated.with(new Check.Disagreement(true))
              : ofStated);
      int read = request.timeline().work().promptTokens();
      if (ofPrompt != null && read >= 0) {
        checks.add(
            DefinitionJudge.count(
                Counted.PROMPT_TOKENS,
                "prompt tokens of " + name + ", as the model read them",
                ofPrompt,
                read));
      }
    }
    return checks;
  }

  /**
   * The report's {@code successes.prompt_tokens.total}: against the prompt tokens the model counted
   * for its successes where a timing model read the prompts (their timelines), then the stated
   * count.
   */
  public List<Check> ofTotalPromptTokens(int stated) {
    List<Check> checks = new ArrayList<>();
    long read = 0;
    boolean everyPromptRead = true;
    for (RequestEvidence request : select.successesOfOnlyRun()) {
      int tokens = request.timeline().work().promptTokens();
      everyPromptRead &= tokens >= 0;
      read += Math.max(tokens, 0);
    }
    long reported =
        select.report().summary().path("successes").path("prompt_tokens").path("total").asLong();
    if (everyPromptRead) {
      checks.add(
          DefinitionJudge.count(
              Counted.PROMPT_TOKENS,
              "prompt_tokens.total of the run, against the prompt tokens the model read for its"
                  + " successes",
              read,
              reported));
    }
    checks.add(
        DefinitionJudge.count(Counted.PROMPT_TOKENS, "prompt tokens of the run", stated, reported));
    return checks;
  }

  private static boolean ranPast(ReportedRequest request) {
    JsonNode limit = request.json().path("max_tokens");
    if (!limit.isNumber()) {
      return false;
    }
    JsonNode completion = request.json().path("server_usage").path("completion_tokens");
    long answered =
        completion.isNumber() ? completion.asLong() : request.json().path("output_len").asLong();
    return answered > limit.asLong();
  }

  /** A streamed success whose per-event counts do not sum to its server's completion_tokens. */
  private static boolean disagrees(ReportedRequest request) {
    JsonNode completion = request.json().path("server_usage").path("completion_tokens");
    if (!request.json().path("streamed").asBoolean() || !completion.isNumber()) {
      return false;
    }
    long sum =
        request.events().stream()
            .filter(e -> ReportedEvent.carriesTokens(e.kind()))
            .mapToLong(ReportedEvent::tokens)
            .sum();
    return sum != completion.asLong();
  }
}
