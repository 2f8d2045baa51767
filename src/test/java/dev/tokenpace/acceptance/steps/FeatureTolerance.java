package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tolerance a feature states once, in its description or its Background ("Numbers in this
 * feature are judged within 5 ms"), which "about 120 ms" then means. Each use is logged under its
 * step, so the report shows the tolerance every "about" was judged within. Without the sentence, a
 * scenario that says "about" is refused before its first step, with the sentence that would fix it.
 */
public final class FeatureTolerance {

  /** The sentence, as a feature's description or a Background step writes it. */
  static final String SENTENCE = "Numbers in this feature are judged within";

  static final String FIX =
      "\"about\" needs the tolerance it means: state it once for the feature, in its description"
          + " or its Background, e.g. \""
          + SENTENCE
          + " 5 ms\"";

  private static final Pattern STATED =
      Pattern.compile(
          "(?i)numbers in this feature are judged within (\\d+(?:\\.\\d+)? ?(?:"
              + Durations.UNIT
              + "))\\b");

  /** A scenario that states its own tolerance before it says "about". */
  private static final Pattern SCENARIO_STATES =
      Pattern.compile(
          "(?i)numbers in this scenario are judged within|may differ from the expected \\w+ by"
              + " (?:at most|up to)|allow \\d+(?:\\.\\d+)? ?\\w+ either way");

  private static final Pattern ABOUT =
      Pattern.compile("(?i)\\b(?:about|around|roughly|approximately) \\d");

  private static final Pattern OWN_TOLERANCE =
      Pattern.compile("(?i)(?:\\b(?:give or take|plus or minus|within) |± ?)\\d");

  private static final Pattern STEP_LINE =
      Pattern.compile("^\\s*(?:(?:Given|When|Then|And|But)\\s|\\*\\s|\\|)");

  private static final Pattern SCENARIO_START =
      Pattern.compile("^\\s*(?:Scenario|Scenario Outline|Scenario Template|Example)\\s*:");

  private static final Pattern BLOCK_START =
      Pattern.compile(
          "^\\s*(?:Scenario|Scenario Outline|Scenario"
              + " Template|Example|Rule|Background|Feature)\\s*:");

  private Scenario scenario;
  private Tolerance tolerance;

  /**
   * Reads the feature's own sentence, and refuses at once a scenario that says "about" where the
   * feature states no tolerance.
   */
  void begin(Scenario scenario) {
    this.scenario = scenario;
    List<String> lines = featureLines(scenario.getUri());
    if (lines.isEmpty()) {
      return;
    }
    String text = String.join("\n", lines);
    Matcher stated = STATED.matcher(text);
    if (stated.find()) {
      tolerance = new Tolerance(Durations.parse(stated.group(1)));
      scenario.log("numbers stated with \"about\" in this feature are judged within " + tolerance);
      return;
    }
    String own = scenarioAndBackground(lines, scenario.getLine());
    // A line that says its own tolerance ("about 50 ms …, give or take 20 ms") needs none from the
    // feature; a number in it left without one is still refused at its step.
    String unsettled =
        stepLines(own)
            .filter(l -> !OWN_TOLERANCE.matcher(l).find())
            .collect(java.util.stream.Collectors.joining("\n"));
    if (ABOUT.matcher(unsettled).find() && !SCENARIO_STATES.matcher(own).find()) {
      throw new AssertionError(FIX + ". This scenario says \"about\" without one.");
    }
  }

  /**
   * The lines of {@code text} that are steps or their tables: a scenario's title or description ("…
   * (about 3 times as long)") states nothing.
   */
  static java.util.stream.Stream<String> stepLines(String text) {
    return text.lines().filter(l -> STEP_LINE.matcher(l).find());
  }

  /** The Background step's way of saying it, or a scenario's for itself. */
  void state(Duration within) {
    tolerance = new Tolerance(within);
  }

  /** The tolerance "about" means here, logged under the step that asked. */
  Tolerance of(About about) {
    if (tolerance == null) {
      throw new AssertionError(FIX + ", where this step says \"" + about + "\".");
    }
    log(about.toString());
    return tolerance;
  }

  /** A stated number's tolerance: its own, or the feature's for "about". */
  Tolerance of(Stated stated) {
    if (!stated.about()) {
      return stated.tolerance();
    }
    return of(new About(stated.value()));
  }

  /** A list of numbers said "about": the feature's tolerance, logged once, at the list's first. */
  Tolerance of(List<Duration> about) {
    return of(new About(about.get(0)));
  }

  Optional<Tolerance> stated() {
    return Optional.ofNullable(tolerance);
  }

  private void log(String what) {
    if (scenario != null) {
      scenario.log(
          "\"" + what + "\" is judged within " + tolerance + ", the tolerance this feature states");
    }
  }

  private static List<String> featureLines(URI uri) {
    try {
      Path path =
          "file".equals(uri.getScheme()) ? Path.of(uri) : Path.of(uri.getSchemeSpecificPart());
      return Files.exists(path) ? Files.readAllLines(path) : List.of();
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  /**
   * The Background and the scenario at {@code line} (1-based), as text, without comments: a product
   * owner's note ("# PO: about 120 ms") is not a step.
   */
  static String scenarioAndBackground(List<String> withComments, int line) {
    List<String> lines =
        withComments.stream().map(l -> l.strip().startsWith("#") ? "" : l).toList();
    StringBuilder text = new StringBuilder();
    int start = 0;
    for (int i = Math.min(line, lines.size()) - 1; i >= 0; i--) {
      if (SCENARIO_START.matcher(lines.get(i)).find()) {
        start = i;
        break;
      }
    }
    for (int i = start; i < lines.size(); i++) {
      if (i > start && BLOCK_START.matcher(lines.get(i)).find()) {
        break;
      }
      text.append(lines.get(i)).append('\n');
    }
    boolean inBackground = false;
    for (String l : lines) {
      if (l.trim().startsWith("Background:")) {
        inBackground = true;
      } else if (BLOCK_START.matcher(l).find()) {
        inBackground = false;
      }
      if (inBackground) {
        text.append(l).append('\n');
      }
    }
    return text.toString();
  }
}
