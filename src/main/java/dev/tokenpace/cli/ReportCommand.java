package dev.tokenpace.cli;

import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.html.HtmlReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code tokenpace report DIR}: draw report.html again from a report folder's JSON files. */
@Command(
    name = "report",
    description =
        "Write report.html into a report folder from its JSON files (charts need"
            + " per_request_lifecycle_metrics.json; without it, the percentiles alone).")
final class ReportCommand implements Callable<Integer> {

  @Mixin StandardCommand standard;

  @Parameters(paramLabel = "DIR", description = "A folder written by run or demo.")
  Path dir;

  @Override
  public Integer call() {
    if (!Files.isRegularFile(dir.resolve(RunReports.SUMMARY_FILE))) {
      throw new UserInputException(
          "no " + RunReports.SUMMARY_FILE + " in '" + dir + "': not a report folder");
    }
    try {
      Path page = HtmlReport.regenerate(dir);
      standard.out().println("report: " + page.toAbsolutePath());
      standard.out().flush();
      return ExitCodes.OK;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the report in " + dir, e);
    }
  }
}
