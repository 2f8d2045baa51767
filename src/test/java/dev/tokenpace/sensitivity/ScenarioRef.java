package dev.tokenpace.sensitivity;

/**
 * A scenario by its feature file (relative to the project, forward slashes) and its name as
 * written; a Scenario Outline is named once, with its placeholders, and stands for all its
 * examples.
 */
public record ScenarioRef(String feature, String scenario) {

  public static ScenarioRef of(String feature, String scenario) {
    return new ScenarioRef(feature, scenario);
  }

  @Override
  public String toString() {
    return feature + ": " + scenario;
  }
}
