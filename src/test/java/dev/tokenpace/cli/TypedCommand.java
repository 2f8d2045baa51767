package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The CLI as a user types it, run in this JVM: what it prints to stdout and stderr kept in the
 * test's writers, its exit code returned, and the files it wrote read back.
 */
public final class TypedCommand {

  private static final ObjectMapper JSON = new ObjectMapper();

  private TypedCommand() {}

  public static int execute(StringWriter out, StringWriter err, String... args) {
    CommandLine commandLine = Main.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    return commandLine.execute(args);
  }

  /** A JSON file the command must have written, such as one of its reports. */
  public static JsonNode written(Path file) throws IOException {
    assertThat(file).exists();
    return JSON.readTree(file.toFile());
  }
}
