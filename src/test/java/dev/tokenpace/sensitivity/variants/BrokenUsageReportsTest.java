package dev.tokenpace.sensitivity.variants;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.UsageReports;
import dev.tokenpace.records.Usage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The broken usage rule differs from the clean one on the running totals of
 * tokens/usage-in-every-chunk.feature.
 */
class BrokenUsageReportsTest {

  private static final List<Usage> RUNNING_TOTALS =
      List.of(completion(3), completion(5), completion(9), completion(9));

  private static Usage completion(int tokens) {
    return new Usage(7, tokens, 7 + tokens, null);
  }

  private static Usage combinedBy(UsageReports rule) {
    Usage usage = RUNNING_TOTALS.get(0);
    for (Usage later : RUNNING_TOTALS.subList(1, RUNNING_TOTALS.size())) {
      usage = rule.combined(usage, later);
    }
    return usage;
  }

  @Test
  void theCleanRuleKeepsTheLastTotal() {
    assertThat(combinedBy(UsageReports.NEWEST_WINS)).isEqualTo(new Usage(7, 9, 16, null));
  }

  @Test
  void summedReportsCountTheSameTokensAgain() {
    assertThat(combinedBy(new SummedUsageReports())).isEqualTo(new Usage(28, 26, 54, null));
  }

  @Test
  void aChunkWithoutUsageChangesNeither() {
    Usage usage = completion(3);
    assertThat(new SummedUsageReports().combined(usage, null)).isSameAs(usage);
    assertThat(UsageReports.NEWEST_WINS.combined(usage, null)).isSameAs(usage);
  }
}
