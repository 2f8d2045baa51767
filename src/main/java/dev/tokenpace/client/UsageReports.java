package dev.tokenpace.client;

import dev.tokenpace.records.Usage;

/**
 * How the usage reports of one response combine into the request's usage, when a server sends more
 * than one (vLLM's continuous usage stats, gateways that pass them on). Each report is a running
 * total, not a share, so the newest wins key by key ({@link Usage#mergedWith}); adding them up
 * would count the same tokens again. A seam, not a setting: the sensitivity gate hands the client
 * another rule to prove the suite notices.
 */
@FunctionalInterface
public interface UsageReports {

  /** docs/metrics.md's rule: every key a later report sends replaces the earlier one's. */
  UsageReports NEWEST_WINS = Usage::mergedWith;

  /**
   * @param earlier the usage reported so far, never {@code null}
   * @param later the next report, {@code null} when the chunk carried none
   */
  Usage combined(Usage earlier, Usage later);
}
