package dev.tokenpace.acceptance.support;

import dev.tokenpace.PipelineParts;
import dev.tokenpace.acceptance.clients.TokenpaceCli;
import dev.tokenpace.acceptance.world.RunSettings;
import dev.tokenpace.acceptance.world.ScenarioConfig;
import dev.tokenpace.acceptance.world.ScenarioLoad;
import dev.tokenpace.client.Transport;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.testing.SelfSignedCertificate;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * A few throwaway requests before the first scenario, so the first timed request is not the one
 * that pays for class loading and the interpreter. A cold JVM stamps its very first events a few
 * milliseconds late; the suite pins the pipeline's steady state, and says so in features/README.md.
 */
public final class ClientWarmUp {

  private static final int REQUESTS = 20;

  private ClientWarmUp() {}

  public static void run() {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(warmUpProfile());
      // Both transports: a scenario may talk through the JDK client, whose first stream would be
      // cold.
      for (Transport transport : Transport.values()) {
        warmUp(fake, new RunSettings(), transport);
      }
      warmUpHttps();
    }
  }

  /**
   * And over https: a cold TLS path (handshake, record decryption) saw every chunk of the first
   * https scenario about 5 ms late.
   */
  private static void warmUpHttps() {
    // The scenarios' certificate too: made here, before any timing, not beside a timed scenario.
    SelfSignedCertificate certificate = SelfSignedCertificate.shared();
    try (StreamingFake fake =
        StreamingFake.startHttps(certificate.keystore(), certificate.password())) {
      fake.serveByDefault(warmUpProfile());
      RunSettings settings = new RunSettings();
      settings.trustCertificates(certificate.pem());
      warmUp(fake, settings, Transport.JDK);
    }
  }

  /** Through the command line with a YAML file, as every scenario runs: loader, CLI and all. */
  private static void warmUp(StreamingFake fake, RunSettings settings, Transport transport) {
    String name = transport.label() + (settings.trustedCertificates() == null ? "" : "-https");
    // A folder of its own: the sensitivity gate warms up several suite runs in one JVM at once.
    Path dir = Path.of("target", "acceptance-runs", "warm-up-" + UUID.randomUUID(), name);
    ScenarioConfig config =
        ScenarioConfig.of(
            fake.baseUrl(),
            "warm-up",
            settings,
            new ScenarioLoad.Closed(1, REQUESTS),
            dir.resolve("reports"));
    new TokenpaceCli(PipelineParts.PRODUCTION)
        .run(
            config.writeTo(dir.resolve("config.yaml")),
            dir.resolve("reports"),
            List.of("--transport", transport.label()));
  }

  /** Every kind of event a scenario's answer has, the two words 2 ms apart. */
  private static Profile warmUpProfile() {
    Duration twoMs = Duration.ofMillis(2);
    return Profile.builder()
        .role()
        .gaps(twoMs, twoMs)
        .content("warm")
        .content(" up")
        .finish("stop")
        .usage(1, 2)
        .done()
        .build();
  }
}
