package dev.tokenpace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

/**
 * Runs every feature under {@code features/} once, in Failsafe, against the clean pipeline.
 * Filters, parallelism and the {@code @wip} exclusion live in junit-platform.properties so the
 * command line ({@code -Dcucumber.filter.tags}, {@code -Dcucumber.features}, {@code -Dgroups}) can
 * override them.
 */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = RunFeaturesIT.CLEAN_GLUE)
@ConfigurationParameter(key = PLUGIN_PROPERTY_NAME, value = RunFeaturesIT.REPORTS)
public class RunFeaturesIT {

  static final String CLEAN_GLUE =
      "dev.tokenpace.acceptance.steps,dev.tokenpace.acceptance.seams.clean";
  static final String REPORTS =
      "pretty,"
          + "dev.tokenpace.acceptance.support.ProjectPathHtml:target/cucumber-reports/cucumber.html,"
          + "message:target/cucumber-reports/cucumber.ndjson,"
          + "junit:target/cucumber-reports/cucumber.xml,"
          + "dev.tokenpace.acceptance.support.UndefinedStepHint";
}
