package dev.tokenpace.report.html;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.report.PerRequestEntry;
import dev.tokenpace.report.ReportJson;
import dev.tokenpace.report.RunReports;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads a report folder's JSON files back into what report.html shows. */
final class ReportFolder {

  private static final Pattern STAGE_FILE =
      Pattern.compile("stage_(\\d+)_lifecycle_metrics\\.json");

  private ReportFolder() {}

  /**
   * @throws IOException when the folder has no summary file or a file is not a report
   */
  static RunView read(Path dir) throws IOException {
    Path summaryFile = dir.resolve(RunReports.SUMMARY_FILE);
    if (!Files.isRegularFile(summaryFile)) {
      throw new IOException("no " + RunReports.SUMMARY_FILE + " in " + dir);
    }
    ObjectMapper mapper = ReportJson.mapper();
    SummaryView summary = new SummaryView(mapper.readTree(summaryFile.toFile()));
    return new RunView(summary, stages(dir, mapper), requests(dir, mapper));
  }

  private static SortedMap<Integer, SummaryView> stages(Path dir, ObjectMapper mapper)
      throws IOException {
    SortedMap<Integer, SummaryView> stages = new TreeMap<>();
    try (DirectoryStream<Path> files =
        Files.newDirectoryStream(dir, "stage_*_lifecycle_metrics.json")) {
      for (Path file : files) {
        Matcher name = STAGE_FILE.matcher(file.getFileName().toString());
        if (name.matches()) {
          stages.put(
              Integer.parseInt(name.group(1)), new SummaryView(mapper.readTree(file.toFile())));
        }
      }
    }
    return Collections.unmodifiableSortedMap(stages);
  }

  /** One entry at a time, so a large file never becomes a tree; empty without the file. */
  static List<RequestPoint> requests(Path dir, ObjectMapper mapper) throws IOException {
    Path file = dir.resolve(RunReports.PER_REQUEST_FILE);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    List<RequestPoint> requests = new ArrayList<>();
    try (MappingIterator<PerRequestEntry> entries =
        mapper.readerFor(PerRequestEntry.class).readValues(file.toFile())) {
      while (entries.hasNext()) {
        requests.add(RequestPoint.of(entries.next()));
      }
    }
    return Collections.unmodifiableList(requests);
  }
}
