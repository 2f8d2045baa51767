package dev.tokenpace.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/sensitivity.md's table and {@link Variants#all()} must list the same variants, catchers and
 * metrics.
 */
class SensitivityDocTest {

  private static final String FEATURES_DIR = "features/";

  @Test
  void theDocumentedTableIsTheGatesTable() throws IOException {
    Map<String, List<String>> documented = documentedRows();

    assertThat(documented.keySet())
        .as("variants in docs/sensitivity.md, in order")
        .containsExactlyElementsOf(Variants.all().stream().map(Variant::name).toList());
    for (Variant variant : Variants.all()) {
      List<String> row = documented.get(variant.name());
      assertThat(row.get(4))
          .as("'Caught by' of %s in docs/sensitivity.md", variant.name())
          .isEqualTo(
              variant.catchers().stream()
                  .map(c -> c.feature().substring(FEATURES_DIR.length()) + ": " + c.scenario())
                  .collect(Collectors.joining("; ")));
      assertThat(row.get(5))
          .as("'Failed check about' of %s in docs/sensitivity.md", variant.name())
          .isEqualTo(variant.metricLabels());
    }
  }

  /** The rows of the table under "## The variants", by variant name, each as its cells. */
  private static Map<String, List<String>> documentedRows() throws IOException {
    List<String> lines = Files.readAllLines(Path.of("docs", "sensitivity.md"));
    int from = lines.indexOf("## The variants");
    assertThat(from).as("a '## The variants' section in docs/sensitivity.md").isNotNegative();
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String line : lines.subList(from + 1, lines.size())) {
      if (line.startsWith("## ")) {
        break;
      }
      if (!line.startsWith("| ") || line.startsWith("| Variant ")) {
        continue;
      }
      List<String> cells = List.of(line.substring(2, line.length() - 2).split(" \\| ", -1));
      rows.put(cells.get(0), cells);
    }
    return rows;
  }
}
