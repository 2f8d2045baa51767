package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.client.UsageReports;
import dev.tokenpace.records.Usage;

/**
 * Bug: a server's usage reports added up, as if each chunk's were a share, where each is a running
 * total: reports of 3, 5, 9 and 9 completion tokens read as 26 output tokens, not 9.
 */
public final class SummedUsageReports implements UsageReports {

  @Override
  public Usage combined(Usage earlier, Usage later) {
    if (later == null) {
      return earlier;
    }
    return new Usage(
        sum(earlier.promptTokens(), later.promptTokens()),
        sum(earlier.completionTokens(), later.completionTokens()),
        sum(earlier.totalTokens(), later.totalTokens()),
        sum(earlier.cachedTokens(), later.cachedTokens()));
  }

  private static Integer sum(Integer earlier, Integer later) {
    if (earlier == null) {
      return later;
    }
    return later == null ? earlier : earlier + later;
  }
}
