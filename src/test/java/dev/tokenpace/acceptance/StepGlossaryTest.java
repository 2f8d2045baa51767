package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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

  private static Set<String> definedPatterns()
      throws IOException, URISyntaxException, ClassNotFoundException {
    Set<String> patterns = new TreeSet<>();
    for (Class<?> glue : stepClasses()) {
      for (Method method : glue.getDeclaredMethods()) {
        Given given = method.getAnnotation(Given.class);
        When when = method.getAnnotation(When.class);
        Then then = method.getAnnotation(Then.class);
        Stream.of(
                given == null ? null : given.value(),
                when == null ? null : when.value(),
                then == null ? null : then.value())
            .filter(p -> p != null)
            .forEach(patterns::add);
      }
    }
    return patterns;
  }

  private static Set<Class<?>> stepClasses()
      throws IOException, URISyntaxException, ClassNotFoundException {
    Path dir =
        Path.of(StepGlossaryTest.class.getResource("/" + STEPS_PACKAGE.replace('.', '/')).toURI());
    Set<Class<?>> classes = new java.util.HashSet<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = file.getFileName().toString().replace(".class", "");
        classes.add(Class.forName(STEPS_PACKAGE + "." + name));
      }
    }
    return classes;
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
