package dev.tokenpace.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What {@link PackageLayersTest} cannot see: an import used only by Javadoc leaves no trace in the
 * bytecode ArchUnit reads, yet it is an arrow between packages (api once imported
 * client.EventStamping for a link). So the lower layers' sources are read too: their imports of our
 * packages keep to the same table.
 */
class SourceImportsTest {

  private static final Path MAIN = Path.of("src", "main", "java", "dev", "tokenpace");
  private static final Pattern IMPORT =
      Pattern.compile(
          "^import (?:static )?dev\\.tokenpace\\.([a-z.]+?)\\.[A-Z]", Pattern.MULTILINE);

  /** Each lower layer and the packages of ours its sources may import (docs/architecture.md). */
  private static final Map<String, Set<String>> MAY_IMPORT =
      Map.of(
          "wire", Set.of(),
          "config", Set.of(),
          "records", Set.of("wire"),
          "api", Set.of("wire", "config", "records"),
          "tokens", Set.of("config"),
          "metrics", Set.of("wire", "records"),
          "fake", Set.of("wire"));

  @Test
  void lowerLayersImportOnlyWhatTheyMayDependOn() throws IOException {
    List<String> wrong = new ArrayList<>();
    for (Map.Entry<String, Set<String>> layer : MAY_IMPORT.entrySet()) {
      try (Stream<Path> files = Files.walk(MAIN.resolve(layer.getKey()))) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
          Matcher imports = IMPORT.matcher(Files.readString(file));
          while (imports.find()) {
            String imported = imports.group(1);
            String top = imported.split("\\.")[0];
            boolean own = top.equals(layer.getKey());
            if (!own && !layer.getValue().contains(top)) {
              wrong.add(file + " imports dev.tokenpace." + imported);
            }
          }
        }
      }
    }
    assertThat(wrong).isEmpty();
  }

  /** Inside the fake, each sub-package and the others it may import: the same one way. */
  private static final Map<String, Set<String>> FAKE_MAY_IMPORT =
      Map.of(
          "model", Set.of(),
          "script", Set.of("model"),
          "timeline", Set.of("model", "script"),
          "metrics", Set.of("model", "script", "timeline"),
          "admin", Set.of("model", "script", "timeline"));

  @Test
  void theFakesSubPackagesImportOnlyTheOnesBelow() throws IOException {
    List<String> wrong = new ArrayList<>();
    for (Map.Entry<String, Set<String>> sub : FAKE_MAY_IMPORT.entrySet()) {
      try (Stream<Path> files = Files.walk(MAIN.resolve("fake").resolve(sub.getKey()))) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
          Matcher imports = IMPORT.matcher(Files.readString(file));
          while (imports.find()) {
            String[] imported = imports.group(1).split("\\.");
            // fake's own top package (the HTTP side) sits above every sub-package.
            String target = imported.length > 1 ? imported[1] : "fake";
            if (imported[0].equals("fake")
                && !target.equals(sub.getKey())
                && !sub.getValue().contains(target)) {
              wrong.add(file + " imports dev.tokenpace." + imports.group(1));
            }
          }
        }
      }
    }
    assertThat(wrong).isEmpty();
  }
}
