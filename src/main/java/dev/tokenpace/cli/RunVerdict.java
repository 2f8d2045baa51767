package dev.tokenpace.cli;

import dev.tokenpace.report.SummaryReport;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a finished run measured anything. A run whose every request failed (a server that is not
 * there, a wrong URL, a model it does not serve) is named in one line, with the failure most of its
 * requests met, and exits {@link ExitCodes#EVERY_REQUEST_FAILED}: 180 failures and exit 0 read, to
 * a script, as a measurement.
 */
final class RunVerdict {

  /** The failure's message in the line is cut here: the reports keep it whole. */
  static final int MAX_MESSAGE = 160;

  private RunVerdict() {}

  /**
   * @return the line saying that every request failed, or empty when one succeeded or none was sent
   */
  static Optional<String> everyRequestFailed(SummaryReport summary) {
    long sent = summary.loadSummary().count();
    if (sent == 0 || summary.successes().count() > 0) {
      return Optional.empty();
    }
    StringBuilder line =
        new StringBuilder("every request failed (")
            .append(summary.failures().count())
            .append(" of ")
            .append(sent)
            .append(")");
    mostCommon(summary.failures().byLabel())
        .ifPresent(
            label -> {
              line.append(": ").append(label.getKey());
              if (label.getValue().count() < summary.failures().count()) {
                line.append(" (").append(label.getValue().count()).append(")");
              }
              firstMessage(label.getValue()).ifPresent(m -> line.append(" — ").append(m));
            });
    return Optional.of(line.toString());
  }

  private static Optional<Map.Entry<String, SummaryReport.LabelSummary>> mostCommon(
      Map<String, SummaryReport.LabelSummary> byLabel) {
    return byLabel.entrySet().stream()
        .max(Comparator.comparingLong(entry -> entry.getValue().count()));
  }

  private static Optional<String> firstMessage(SummaryReport.LabelSummary label) {
    if (label.messages() == null || label.messages().isEmpty()) {
      return Optional.empty();
    }
    String message = label.messages().get(0).message();
    if (message == null || message.isBlank()) {
      return Optional.empty();
    }
    String line = message.replaceAll("\\s+", " ").strip();
    return Optional.of(line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "…");
  }
}
