package dev.tokenpace.report.html;

import dev.tokenpace.report.RunReports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code report.html}: one self-contained page of a run's tables and charts (inline SVG, no script,
 * nothing fetched), written beside the JSON reports.
 */
public final class HtmlReport {

  public static final String FILE = "report.html";

  private HtmlReport() {}

  /**
   * The page of a run that just ended, into {@code dir}, where its reports were written (a run that
   * kept no records is drawn from the per-request file there).
   *
   * @return the file written
   */
  public static Path write(RunReports reports, Path dir) throws IOException {
    return write(RunView.of(reports, dir), dir);
  }

  /**
   * The page of an existing report folder, from its JSON files alone.
   *
   * @return the file written
   * @throws IOException when the folder holds no summary report, or cannot be written
   */
  public static Path regenerate(Path dir) throws IOException {
    return write(ReportFolder.read(dir), dir);
  }

  private static Path write(RunView run, Path dir) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(FILE);
    Files.writeString(file, HtmlPage.render(run), StandardCharsets.UTF_8);
    return file;
  }
}
