package dev.tokenpace.acceptance.verdict;

import java.util.List;

/**
 * A check decided by its history, and that history: its verdict in each attempt judged.
 *
 * @param check the check as decided on the latest attempt
 * @param history its verdict in each attempt judged, the first first
 */
public record Judged(Check check, List<Verdict> history) {}
