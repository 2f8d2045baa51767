package dev.tokenpace.acceptance.support;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleStep;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.RuleChild;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The scenarios of the acceptance suite as the suite runs them: read by Cucumber's own Gherkin
 * parser, background steps and every example of an outline included, {@code @wip} left out.
 */
public final class FeatureScenarios {

  private static final Path FEATURES = Path.of("features");

  /**
   * One scenario, by its feature file (relative to the project, forward slashes) and its name as
   * written (an outline once, with its placeholders), with the text of every step it runs.
   */
  public record Scenario(String feature, String name, Set<String> steps) {

    @Override
    public String toString() {
      return feature + ": " + name;
    }
  }

  private FeatureScenarios() {}

  /** Every scenario under features/ that the suite runs, in file and then written order. */
  public static List<Scenario> ofTheSuite() {
    try (Stream<Path> files = Files.walk(FEATURES)) {
      List<Scenario> all = new ArrayList<>();
      for (Path file : files.filter(f -> f.toString().endsWith(".feature")).sorted().toList()) {
        all.addAll(of(file));
      }
      return all;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the features under " + FEATURES, e);
    }
  }

  private static List<Scenario> of(Path file) throws IOException {
    String feature = file.toString().replace('\\', '/');
    List<Envelope> envelopes;
    try (Stream<Envelope> parsed =
        GherkinParser.builder().includeSource(false).build().parse(file)) {
      envelopes = parsed.toList();
    }
    Map<String, String> writtenNames = new HashMap<>();
    envelopes.stream()
        .flatMap(e -> e.getGherkinDocument().stream())
        .forEach(document -> writtenNames.putAll(writtenNames(document)));
    Map<String, Set<String>> steps = new LinkedHashMap<>();
    for (Envelope envelope : envelopes) {
      if (envelope.getParseError().isPresent()) {
        throw new IllegalStateException(
            feature + " does not parse: " + envelope.getParseError().get().getMessage());
      }
      Pickle pickle = envelope.getPickle().orElse(null);
      if (pickle == null
          || pickle.getTags().stream().map(PickleTag::getName).anyMatch("@wip"::equals)) {
        continue;
      }
      String name = writtenNames.getOrDefault(pickle.getAstNodeIds().get(0), pickle.getName());
      Set<String> texts = steps.computeIfAbsent(name, n -> new LinkedHashSet<>());
      pickle.getSteps().stream().map(PickleStep::getText).forEach(texts::add);
    }
    return steps.entrySet().stream()
        .map(s -> new Scenario(feature, s.getKey(), s.getValue()))
        .toList();
  }

  /** Each scenario's id to its name as written, so an outline's examples share one name. */
  private static Map<String, String> writtenNames(GherkinDocument document) {
    Map<String, String> names = new HashMap<>();
    document
        .getFeature()
        .ifPresent(
            feature -> {
              for (FeatureChild child : feature.getChildren()) {
                child.getScenario().ifPresent(s -> names.put(s.getId(), s.getName()));
                child
                    .getRule()
                    .ifPresent(
                        rule ->
                            rule.getChildren().stream()
                                .map(RuleChild::getScenario)
                                .flatMap(java.util.Optional::stream)
                                .forEach(
                                    (io.cucumber.messages.types.Scenario s) ->
                                        names.put(s.getId(), s.getName())));
              }
            });
    return names;
  }
}
