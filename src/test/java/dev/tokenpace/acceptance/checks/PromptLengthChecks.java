package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A statistic of the successes of each prompt length ("the median ITL is 10 ms for every prompt
 * length", "the mean TTFT is 100, 550 and 2050 ms for the three lengths"): each request's number
 * exact to its definition, then the statistic of each length's numbers, counted from the model's
 * receipt, against the stated one and the model's own. A length is the prompt's tokens as the fake
 * counted them, or, where no timing model read the prompt, as the benchmark reported them.
 */
public final class PromptLengthChecks {

  private final EvidenceSelection select;

  public PromptLengthChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** One number for every length. */
  public List<Check> ofEveryLength(
      Statistic statistic, Metric metric, Duration stated, Tolerance tolerance) {
    Map<Integer, List<RequestEvidence>> lengths = byLength();
    List<Check> checks = new ArrayList<>(atLeastTwo(lengths));
    lengths.forEach(
        (length, requests) ->
            checks.addAll(ofLength(statistic, metric, length, requests, stated, tolerance)));
    return checks;
  }

  /** One number per length, from the shortest prompt to the longest. */
  public List<Check> ofEachLength(
      Statistic statistic, Metric metric, List<Duration> stated, Tolerance tolerance) {
    Map<Integer, List<RequestEvidence>> lengths = byLength();
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.PROMPT_LENGTHS,
            "prompt lengths among the successes",
            stated.size(),
            lengths.size()));
    if (lengths.size() != stated.size()) {
      return checks;
    }
    int i = 0;
    for (Map.Entry<Integer, List<RequestEvidence>> length : lengths.entrySet()) {
      checks.addAll(
          ofLength(
              statistic, metric, length.getKey(), length.getValue(), stated.get(i++), tolerance));
    }
    return checks;
  }

  /**
   * One number per length, each said with its length ("150 ms for the 1000-token prompts") or its
   * rank among the run's ("for the short prompts", {@link #SHORTEST}, {@link #LONGEST}) and judged
   * within its own tolerance: each length said must be one the run sent.
   */
  public List<Check> ofNamedLengths(
      Statistic statistic,
      Metric metric,
      SortedMap<Integer, Duration> said,
      Map<Integer, Tolerance> saidWithin) {
    Map<Integer, List<RequestEvidence>> lengths = byLength();
    SortedMap<Integer, Duration> stated = new TreeMap<>();
    Map<Integer, Tolerance> tolerances = new TreeMap<>();
    said.forEach(
        (length, value) -> {
          int tokens = byRank(length, lengths);
          stated.put(tokens, value);
          tolerances.put(tokens, saidWithin.get(length));
        });
    List<Check> checks = new ArrayList<>();
    // "the long prompt shows …" says one of the run's lengths, not all of them: each said must be
    // one the run sent, and a rank needs two to rank
    boolean ranked = said.keySet().stream().anyMatch(length -> length < 0);
    boolean sent =
        lengths.keySet().containsAll(stated.keySet()) && (!ranked || lengths.size() >= 2);
    checks.add(
        DefinitionJudge.label(
            Counted.PROMPT_LENGTHS,
            "prompt lengths among the successes, in tokens",
            stated.keySet().toString(),
            sent ? stated.keySet().toString() : lengths.keySet().toString()));
    if (!sent) {
      return checks;
    }
    stated.forEach(
        (length, value) ->
            checks.addAll(
                ofLength(
                    statistic,
                    metric,
                    length,
                    lengths.get(length),
                    value,
                    tolerances.get(length))));
    return checks;
  }

  private List<Check> ofLength(
      Statistic statistic,
      Metric metric,
      int length,
      List<RequestEvidence> requests,
      Duration stated,
      Tolerance tolerance) {
    List<Check> checks = new ArrayList<>();
    requests.forEach(r -> checks.addAll(DefinitionJudge.definition(r, metric)));
    boolean judged =
        !SummaryChecks.fromReceipt(requests, metric).isEmpty()
            && requests.stream().anyMatch(r -> !r.modelDefinition().values(metric).isEmpty());
    if (judged) {
      checks.add(
          SummaryChecks.statedStatistic(
              requests, statistic, metric, "the " + length + "-token prompts", stated, tolerance));
    }
    return checks;
  }

  /** "the short prompts", "the long ones": a length said by its rank, not its tokens. */
  public static final int SHORTEST = -1;

  public static final int LONGEST = -2;

  /** The run's length a rank names: its shortest or its longest; a length in tokens as it is. */
  private static int byRank(int length, Map<Integer, List<RequestEvidence>> lengths) {
    if (lengths.isEmpty() || length >= 0) {
      return length;
    }
    List<Integer> sent = new ArrayList<>(new TreeMap<>(lengths).keySet());
    return length == SHORTEST ? sent.get(0) : sent.get(sent.size() - 1);
  }

  private Map<Integer, List<RequestEvidence>> byLength() {
    return select.successesOfOnlyRun().stream()
        .collect(
            Collectors.groupingBy(PromptLengthChecks::length, TreeMap::new, Collectors.toList()));
  }

  private static List<Check> atLeastTwo(Map<Integer, List<RequestEvidence>> lengths) {
    if (lengths.size() >= 2) {
      return List.of();
    }
    return List.of(
        DefinitionJudge.label(
            Counted.PROMPT_LENGTHS,
            "prompt lengths among the successes",
            "two or more",
            lengths.size() == 1
                ? "one: " + lengths.keySet().iterator().next() + " tokens"
                : "none"));
  }

  private static int length(RequestEvidence request) {
    return request.timeline().work().readPrompt()
        ? request.timeline().work().promptTokens()
        : request.reported().inputTokens();
  }
}
