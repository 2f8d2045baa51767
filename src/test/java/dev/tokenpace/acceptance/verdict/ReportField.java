package dev.tokenpace.acceptance.verdict;

/**
 * What a check is about: a field of the benchmark's report, by the name a product owner reads and
 * the key the report files use. The sensitivity gate matches a variant to the failed checks by it.
 */
public interface ReportField {

  /** Both its names, as one value each kind of field keeps. */
  Names names();

  default String label() {
    return names().label();
  }

  default String reportKey() {
    return names().reportKey();
  }

  /** A field's two names: the product owner's and the report files' key. */
  record Names(String label, String reportKey) {}
}
