package dev.tokenpace.cli;

import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.ShardManifest;
import dev.tokenpace.report.html.HtmlReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The report directory is checked before the first request, so a long run never ends unable to
 * write, and never writes beside another run's reports: a run with two stages left after one with
 * five, or a per-request file of 150 requests under a summary of 6, would read as one run
 * (report.html draws from every file it finds).
 */
final class OutputDirectory {

  /** The option that replaces a folder's reports, named in the refusal. */
  static final String REPLACE_OPTION = "--replace-reports";

  private static final Set<String> REPORT_FILES =
      Set.of(
          RunReports.SUMMARY_FILE,
          RunReports.PER_REQUEST_FILE,
          ShardManifest.FILE,
          HtmlReport.FILE);
  private static final Pattern STAGE_FILE = Pattern.compile("stage_\\d+_lifecycle_metrics\\.json");

  private OutputDirectory() {}

  /** A folder that may hold earlier reports of its own (the merge's, rewritten whole). */
  static Path prepare(Path dir) {
    try {
      Files.createDirectories(dir);
      Path probe = Files.createTempFile(dir, ".tokenpace-write-check", ".tmp");
      Files.delete(probe);
      return dir;
    } catch (IOException | SecurityException e) {
      throw new UserInputException(
          "cannot write reports to '"
              + dir
              + "': "
              + e.getClass().getSimpleName()
              + (e.getMessage() == null ? "" : " " + e.getMessage()));
    }
  }

  /**
   * A folder for one run's reports alone: refused when it holds another run's, unless {@code
   * replace}, which deletes those files first (only report files: anything else in it stays).
   */
  static Path prepareForOneRun(Path dir, boolean replace) {
    List<Path> previous = reportsIn(dir);
    if (!previous.isEmpty()) {
      if (!replace) {
        throw new UserInputException(
            "'"
                + dir
                + "' already holds another run's reports ("
                + previous.get(0).getFileName()
                + (previous.size() > 1 ? " and " + (previous.size() - 1) + " more" : "")
                + "): name a new folder (--output 'reports-{timestamp}' makes one per run) or add "
                + REPLACE_OPTION
                + " to delete them first");
      }
      delete(dir, previous);
    }
    return prepare(dir);
  }

  /** The files of tokenpace's reports in {@code dir}, sorted; none when it does not exist. */
  static List<Path> reportsIn(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(OutputDirectory::isReportFile).sorted().toList();
    } catch (IOException e) {
      throw new UserInputException("cannot read the report folder '" + dir + "': " + e);
    }
  }

  private static boolean isReportFile(Path file) {
    String name = file.getFileName().toString();
    return Files.isRegularFile(file)
        && (REPORT_FILES.contains(name) || STAGE_FILE.matcher(name).matches());
  }

  private static void delete(Path dir, List<Path> reports) {
    try {
      for (Path report : reports) {
        Files.deleteIfExists(report);
      }
    } catch (IOException e) {
      throw new UserInputException(
          "cannot delete the previous reports in '" + dir + "': " + e.getMessage());
    }
  }
}
