package dev.tokenpace.report.html;

/** A distribution the page tabulates: where the report keeps it and what the page calls it. */
interface TabulatedMetric {

  /**
   * @param reportKey the distribution's key in the summary report
   * @param shortName the column heading
   * @param longName the words a chart or a tooltip spells out
   */
  record Names(String reportKey, String shortName, String longName) {}

  Names names();

  default String reportKey() {
    return names().reportKey();
  }

  default String shortName() {
    return names().shortName();
  }

  default String longName() {
    return names().longName();
  }
}
