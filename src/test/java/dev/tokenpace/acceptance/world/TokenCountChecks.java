package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
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
