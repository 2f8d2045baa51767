package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.LoadSentence;
import dev.tokenpace.acceptance.steps.ServerSentence;
import dev.tokenpace.acceptance.steps.StagedLoadSentence;
import dev.tokenpace.acceptance.support.StepVocabulary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/steps.md and the step definitions must list the same patterns, and every example the
 * glossary gives must read as written, so the glossary cannot drift.
 */
class StepGlossaryTest {

  private static final String STEPS_PACKAGE = "dev.tokenpace.acceptance.steps";
  private static final Pattern GLOSSARY_ROW =
      Pattern.compile("^\\| `([^`]+)` \\| `(?:Given|When|Then|And|But) ");
  private static final Pattern EXAMPLE = Pattern.compile("`(?:Given|When|Then|And|But) ([^`]+)`");

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

  @Test
  void everyExampleInTheGlossaryReadsAsWritten() throws Exception {
    StepVocabulary vocabulary = StepVocabulary.ofTheSuite();
    List<String> examples = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of("docs", "steps.md"))) {
      if (GLOSSARY_ROW.matcher(line).find()) {
        Matcher example = EXAMPLE.matcher(line.split(" \\| ")[1]);
        while (example.find()) {
          examples.add(example.group(1));
        }
      }
    }

    assertThat(examples).as("examples in docs/steps.md").hasSizeGreaterThan(100);
    assertThat(examples)
        .as("examples in docs/steps.md that no step reads")
        .allMatch(
            text ->
                vocabulary.match(text).isPresent()
                    || ServerSentence.read(text).isPresent()
                    || LoadSentence.read(text).isPresent()
                    || StagedLoadSentence.read(text).isPresent());
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
