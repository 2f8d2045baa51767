package dev.tokenpace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.FILTER_TAGS_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PARALLEL_EXECUTION_ENABLED_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the timing features a second time with the JDK HTTP client as the transport wherever a
 * scenario names none (it is what every {@code https://} run uses, and {@code --transport jdk}), so
 * both transports keep the same promises. Its report is {@code
 * target/cucumber-reports/jdk/cucumber.html}. One scenario at a time: the JDK client hands every
 * read from its selector thread to another, so two scenarios beside a busy neighbour left it no
 * core (measured: the median delivery of a three-chunk answer 6 ms late in one burner run of
 * three).
 */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories({"features/latency", "features/tokens", "features/streaming"})
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = RunTimingFeaturesOverJdkIT.JDK_GLUE)
@ConfigurationParameter(key = PLUGIN_PROPERTY_NAME, value = RunTimingFeaturesOverJdkIT.REPORTS)
@ConfigurationParameter(key = FILTER_TAGS_PROPERTY_NAME, value = "not @wip")
@ConfigurationParameter(key = PARALLEL_EXECUTION_ENABLED_PROPERTY_NAME, value = "false")
public class RunTimingFeaturesOverJdkIT {

  static final String JDK_GLUE =
      "dev.tokenpace.acceptance.steps,dev.tokenpace.acceptance.seams.jdk";
  static final String REPORTS =
      "dev.tokenpace.acceptance.support.ProjectPathHtml:target/cucumber-reports/jdk/cucumber.html,"
          + "message:target/cucumber-reports/jdk/cucumber.ndjson,"
          + "junit:target/cucumber-reports/jdk/cucumber.xml";
}
