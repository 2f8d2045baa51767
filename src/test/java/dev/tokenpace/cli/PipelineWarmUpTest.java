package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.WarmUpServer;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.testing.SelfSignedCertificate;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PipelineWarmUpTest {

  @Test
  void theWarmUpSendsNothingToTheUsersServerAndWritesNoReport(@TempDir Path reports) {
    try (StreamingFake users = StreamingFake.start()) {
      users.serveByDefault(Profile.words("one two").after(Duration.ofMillis(1)).build());
      RunConfig config =
          RunConfig.builder()
              .baseUrl(users.baseUrl())
              .modelName("users-model")
              .api(RunConfig.ApiType.CHAT)
              .streaming(true)
              .open(5, Duration.ofSeconds(1))
              .whitespaceTokenizer()
              .perRequest(true)
              .storagePath(reports.resolve("run"))
              .build();
      String err = warmedUpOverEveryTransport(config);

      assertThat(users.timelines()).as("requests the user's server saw").isEmpty();
      assertThat(reports.resolve("run")).doesNotExist();
      assertThat(err).as("warnings").doesNotContain("warning");
      assertThat(err.lines())
          .as("each warm-up says that it runs, then what it cost")
          .hasSize(2 * Transport.values().length)
          .allMatch(
              line ->
                  line.startsWith("warm-up: 704 requests through the pipeline")
                      || line.matches("warm-up: done in \\d+\\.\\d s"));
    }
  }

  /**
   * A capped Poisson run's warm-up is an open loop with a cap of its own: a config the validator
   * accepts and a pipeline that plays it, so the run is warmed, not told it goes on cold.
   */
  @Test
  void aCappedPoissonRunIsWarmedWithoutAWarning(@TempDir Path reports) {
    try (StreamingFake users = StreamingFake.start()) {
      RunConfig config =
          RunConfig.builder()
              .baseUrl(users.baseUrl())
              .api(RunConfig.ApiType.CHAT)
              .streaming(true)
              .poisson(50, Duration.ofSeconds(1))
              .maxInFlight(50)
              .whitespaceTokenizer()
              .storagePath(reports.resolve("run"))
              .build();
      StringWriter err = new StringWriter();

      PipelineWarmUp.run(
          config, Transport.NIO, false, WarmUpServer.IN_PROCESS_FAKE, new PrintWriter(err, true));

      assertThat(users.timelines()).as("requests the user's server saw").isEmpty();
      assertThat(err.toString()).as("warnings").doesNotContain("warning");
    }
  }

  @Test
  void anHttpsRunIsWarmedOverTlsWithTheWarmUpsOwnCertificate(@TempDir Path reports) {
    SelfSignedCertificate users = SelfSignedCertificate.shared();
    try (StreamingFake server = StreamingFake.startHttps(users.keystore(), users.password())) {
      server.serveByDefault(Profile.words("one two").after(Duration.ofMillis(1)).build());
      RunConfig config =
          RunConfig.builder()
              .baseUrl(server.baseUrl())
              .certPath(users.pem())
              .modelName("users-model")
              .api(RunConfig.ApiType.CHAT)
              .streaming(true)
              .open(5, Duration.ofSeconds(1))
              .whitespaceTokenizer()
              .storagePath(reports.resolve("run"))
              .build();
      String err = warmedUpOverEveryTransport(config);

      assertThat(server.timelines()).as("requests the user's server saw").isEmpty();
      assertThat(err).as("warnings (a failed TLS warm-up warns)").doesNotContain("warning");
    }
  }

  /** What warming up on the in-process fake over each transport in turn wrote to stderr. */
  private static String warmedUpOverEveryTransport(RunConfig config) {
    StringWriter err = new StringWriter();
    for (Transport transport : Transport.values()) {
      PipelineWarmUp.run(
          config, transport, true, WarmUpServer.IN_PROCESS_FAKE, new PrintWriter(err, true));
    }
    return err.toString();
  }
}
