package dev.tokenpace.cli;

import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tokenpace fake}: serve the streaming fake until Ctrl-C, e.g. to point inference-perf at
 * it.
 */
@Command(
    name = "fake",
    description = "Serve the streaming fake model server on 127.0.0.1 until Ctrl-C.")
final class FakeCommand implements Callable<Integer> {

  @Mixin StandardCommand standard;

  @Option(
      names = {"-p", "--port"},
      paramLabel = "N",
      defaultValue = "0",
      description = "Port on 127.0.0.1; 0 picks a free one (default: ${DEFAULT-VALUE}).")
  int port;

  @Option(
      names = "--profile",
      paramLabel = "FILE",
      description =
          "Response profile as JSON (see docs/fake.md); default: the demo's 20-word stream.")
  Path profile;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new UserInputException("--port must be within 0..65535, got " + port);
    }
    Profile served = profile == null ? DemoProfile.build() : readProfile();
    StreamingFake fake = port == 0 ? StreamingFake.start() : StreamingFake.start(port);
    Runtime.getRuntime().addShutdownHook(new Thread(fake::close, "tokenpace-fake-stop"));
    fake.serveByDefault(served);
    PrintWriter out = standard.out();
    out.println(
        "streaming fake on "
            + fake.baseUrl()
            + " (POST /v1/chat/completions, /v1/completions); Ctrl-C stops it");
    out.flush();
    new CountDownLatch(1).await();
    return ExitCodes.OK;
  }

  private Profile readProfile() {
    if (!Files.isRegularFile(profile)) {
      throw new UserInputException("profile file not found: '" + profile + "'");
    }
    try {
      return Profile.fromJson(profile);
    } catch (UncheckedIOException | IllegalArgumentException e) {
      throw new UserInputException("cannot use profile '" + profile + "': " + e.getMessage());
    }
  }
}
