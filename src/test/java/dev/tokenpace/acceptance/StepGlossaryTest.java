package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/steps.md and the step definitions must list the same patterns, so the glossary cannot drift.
 */
class StepGlossaryTest {

  private static final String STEPS_PACKAGE = "dev.tokenpace.acceptance.steps";
  private static final Pattern GLOSSARY_ROW =
      Pattern.compile("^\\| `([^`]+)` \\| `(?:Given|When|Then|And|But) ");

  @Test
  void everyStepIsInTheGlossaryAndEveryGlossaryEntryIsAStep() throws Exception {
    Set<String> defined = definedPatterns();
    Set<String> documented = documentedPatterns();

    assertThat(defined).as("step patterns in %s", STEPS_PACKAGE).isNotEmpty();
    assertThat(documented)
        .as("steps defined in code but missing from docs/steps.md")
        .containsAll(defined);
    assertThat(defined)
        .as("steps listed in docs/steps.md that no step definition has")
        .containsAll(documented);
  }

  private static Set<String> definedPatterns() {
    return new TreeSet<>(StepVocabulary.definedPatterns());
  }

  private static Set<String> documentedPatterns() throws IOException {
    Set<String> patterns = new TreeSet<>();
    for (String line : Files.readAllLines(Path.of("docs", "steps.md"))) {
      Matcher row = GLOSSARY_ROW.matcher(line);
      if (row.find()) {
        patterns.add(row.group(1));
      }
    }
    return patterns;
  }
}
