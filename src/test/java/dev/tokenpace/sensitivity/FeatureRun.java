package dev.tokenpace.sensitivity;

import static io.cucumber.junit.platform.engine.Constants.FILTER_TAGS_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.JUNIT_PLATFORM_DISCOVERY_AS_ROOT_ENGINE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PARALLEL_CONFIG_FIXED_MAX_POOL_SIZE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PARALLEL_CONFIG_FIXED_PARALLELISM_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PARALLEL_CONFIG_STRATEGY_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PARALLEL_EXECUTION_ENABLED_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PUBLISH_QUIET_PROPERTY_NAME;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs chosen feature files through the Cucumber engine with a chosen glue, on a launcher of its
 * own.
 *
 * <p>Every configuration parameter is explicit and implicit ones (system properties,
 * junit-platform.properties) are switched off: the gate must run the same scenarios whatever {@code
 * -Dcucumber.filter.tags} or {@code -Dcucumber.features} the command line gave the suite, and must
 * never write into the suite's own report files.
 */
final class FeatureRun {

  /**
   * Scenarios mostly wait on the fake's pauses, but their 5 ms tolerances read the machine's load:
   * the suite runs one per core (junit-platform.properties), and so does each gate run.
   */
  private static final int SCENARIOS_AT_ONCE = Runtime.getRuntime().availableProcessors();

  private final Path projectDir;
  private final Path outputRoot;

  FeatureRun(Path projectDir, Path outputRoot) {
    this.projectDir = projectDir;
    this.outputRoot = outputRoot;
  }

  /**
   * The result of running {@code features} with {@code glue}; outputs go to {@code
   * outputRoot/label}.
   */
  Result run(String label, String glue, List<String> features) {
    long started = System.nanoTime();
    ScenarioResultCollector collector = new ScenarioResultCollector(projectDir);
    LauncherFactory.create().execute(request(label, glue, features), collector);
    return new Result(label, collector.results(), Duration.ofNanos(System.nanoTime() - started));
  }

  private LauncherDiscoveryRequest request(String label, String glue, List<String> features) {
    Path ndjson = outputRoot.resolve(label).resolve("cucumber.ndjson");
    return LauncherDiscoveryRequestBuilder.request()
        .selectors(features.stream().map(this::selector).toList())
        .filters(EngineFilter.includeEngines("cucumber"))
        .enableImplicitConfigurationParameters(false)
        .configurationParameter(JUNIT_PLATFORM_DISCOVERY_AS_ROOT_ENGINE_PROPERTY_NAME, "true")
        .configurationParameter(GLUE_PROPERTY_NAME, glue)
        .configurationParameter(PLUGIN_PROPERTY_NAME, "message:" + ndjson)
        .configurationParameter(PLUGIN_PUBLISH_QUIET_PROPERTY_NAME, "true")
        .configurationParameter(FILTER_TAGS_PROPERTY_NAME, "not @wip")
        .configurationParameter(PARALLEL_EXECUTION_ENABLED_PROPERTY_NAME, "true")
        .configurationParameter(PARALLEL_CONFIG_STRATEGY_PROPERTY_NAME, "fixed")
        .configurationParameter(
            PARALLEL_CONFIG_FIXED_PARALLELISM_PROPERTY_NAME, String.valueOf(SCENARIOS_AT_ONCE))
        .configurationParameter(
            PARALLEL_CONFIG_FIXED_MAX_POOL_SIZE_PROPERTY_NAME, String.valueOf(SCENARIOS_AT_ONCE))
        .build();
  }

  private DiscoverySelector selector(String feature) {
    Path file = projectDir.resolve(feature);
    if (!Files.isRegularFile(file)) {
      throw new IllegalStateException(
          "the sensitivity gate names " + feature + ", which does not exist; update Variants");
    }
    return selectFile(file.toFile());
  }

  /** One launcher execution: every scenario's result and how long it took. */
  record Result(String label, List<ScenarioResult> scenarios, Duration wallTime) {

    List<ScenarioResult> failures() {
      return scenarios.stream().filter(s -> !s.passed()).toList();
    }

    /** Scenarios the suite could not judge: the fake missed its script on every attempt. */
    List<ScenarioResult> inconclusive() {
      return scenarios.stream().filter(s -> s.outcome() == ScenarioResult.Outcome.ABORTED).toList();
    }

    /** The features of the inconclusive scenarios, each once. */
    List<String> inconclusiveFeatures() {
      return inconclusive().stream().map(s -> s.scenario().feature()).distinct().toList();
    }

    /**
     * This run with each inconclusive scenario replaced by how it ended in {@code again}, a later
     * run of its feature, where that run has it.
     */
    Result withSecondChance(Result again) {
      List<ScenarioResult> merged =
          scenarios.stream()
              .map(
                  s ->
                      s.outcome() != ScenarioResult.Outcome.ABORTED
                          ? s
                          : again.scenarios().stream()
                              .filter(
                                  a ->
                                      a.scenario().equals(s.scenario())
                                          && a.example().equals(s.example()))
                              .findFirst()
                              .orElse(s))
              .toList();
      return new Result(label, merged, wallTime.plus(again.wallTime()));
    }

    boolean ran(ScenarioRef scenario) {
      return scenarios.stream().anyMatch(s -> s.scenario().equals(scenario));
    }
  }
}
