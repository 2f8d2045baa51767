package dev.tokenpace.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version Maven wrote into the jar; a build from the IDE or test classes has none. */
final class VersionProvider implements IVersionProvider {

  private static final String POM_PROPERTIES =
      "/META-INF/maven/dev.tokenpace/tokenpace/pom.properties";

  @Override
  public String[] getVersion() throws IOException {
    Properties pom = new Properties();
    try (InputStream in = Main.class.getResourceAsStream(POM_PROPERTIES)) {
      if (in != null) {
        pom.load(in);
      }
    }
    return new String[] {
      "tokenpace " + pom.getProperty("version", "(development build)"),
      "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
    };
  }
}
