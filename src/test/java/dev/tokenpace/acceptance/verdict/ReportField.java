package dev.tokenpace.acceptance.verdict;

/**
 * What a check is about: a field of the benchmark's report, by the name a product owner reads and
 * the key the report files use. The sensitivity gate matches a variant to the failed checks by it.
 */
public interface ReportField {

  String label();

  String reportKey();
}
