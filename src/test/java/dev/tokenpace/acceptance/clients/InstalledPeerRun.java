package dev.tokenpace.acceptance.clients;

import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Assumptions;

/**
 * What every external client's IT does around its own checks: skip, with the reason, unless this
 * machine has the client installed; else run it once on a scenario's YAML against the fake serving
 * the captured chat profile, and print where its report is.
 */
final class InstalledPeerRun {

  static final Path RESOURCES = Path.of("src/test/resources").toAbsolutePath();

  private InstalledPeerRun() {}

  /** The client's checks on the report of its one run, given the fake it ran against. */
  @FunctionalInterface
  interface Checks {
    void on(StreamingFake fake, RunReport report) throws IOException;
  }

  /**
   * The configured client, or a skipped test saying which variable names it and which installer
   * puts it there.
   *
   * @param commandEnv the environment variable that names it
   * @param whatItNames what that variable names ("GuideLLM's launcher")
   * @param installer its installer in scripts/peers ("install-guidellm.sh")
   */
  static <C extends ClientUnderTest> C orSkip(
      Optional<C> configured, String commandEnv, String whatItNames, String installer) {
    Assumptions.assumeTrue(
        configured.isPresent(),
        commandEnv
            + " is unset: it names "
            + whatItNames
            + " (scripts/peers/"
            + installer
            + " installs one and prints the command)");
    return configured.orElseThrow();
  }

  /**
   * Writes {@code config} for the fake's port to {@code temp}/bench.yaml, with the fake serving the
   * captured chat profile, runs the client on it once, and hands its report to {@code checks}:
   * placed on the fake's timelines where the client places its own ({@link
   * ClientUnderTest#placedOn}), as read otherwise. Then prints the client and its report folder.
   */
  static void againstChatFake(
      ClientUnderTest client, Path temp, IntFunction<String> config, Checks checks)
      throws IOException {
    Path reportDir = Files.createDirectories(temp.resolve("report"));
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(
          Profile.fromJson(RESOURCES.resolve("inference-perf/profiles/chat-profile.json")));
      Path yaml = Files.writeString(temp.resolve("bench.yaml"), config.apply(fake.port()));
      long launched = System.nanoTime();
      RunReport report = client.run(yaml, reportDir, List.of());
      checks.on(fake, client.placedOn(report, fake.timelines(), launched).orElse(report));
    }
    System.out.println(client.description() + ": " + reportDir);
  }

  /** Random 8-token prompts asking for 5 tokens, for a client that makes up its own prompts. */
  static final String RANDOM_DATA =
      "data:\n"
          + "  type: random\n"
          + "  input_distribution: {min: 8, max: 8, mean: 8, std_dev: 0}\n"
          + "  output_distribution: {min: 5, max: 5, mean: 5, std_dev: 0}\n";

  /**
   * The config every client's IT gives its client (inference-perf's format, which each client
   * reads): 3 streamed chat requests, one at a time, at the fake on {@code port}, with the
   * word-level tokenizer. {@code server} and {@code load} are the client's own lines under those
   * sections, indented by two; {@code rest} its sections after them.
   */
  static String threeChatRequestsOneAtATime(int port, String server, String load, String rest) {
    return "api:\n"
        + "  type: chat\n"
        + "  streaming: true\n"
        + "server:\n"
        + "  type: vllm\n"
        + "  base_url: http://127.0.0.1:"
        + port
        + "\n"
        + "  model_name: example\n"
        + server
        + "tokenizer:\n"
        + "  pretrained_model_name_or_path: "
        + RESOURCES.resolve("tokenizers/word-level")
        + "\n"
        + "load:\n"
        + "  type: concurrent\n"
        + "  stages:\n"
        + "    - concurrency_level: 1\n"
        + "      num_requests: 3\n"
        + load
        + rest;
  }
}
