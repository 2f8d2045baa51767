package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

/** Which client carries a run's requests, as a shard records it. */
class TransportTest {

  @Test
  void plainHttpGoesOverTheChosenTransport() {
    URI http = URI.create("http://127.0.0.1:8000");

    assertThat(Transport.NIO.carrying(http).label()).isEqualTo("nio");
    assertThat(Transport.JDK.carrying(http).label()).isEqualTo("jdk");
  }

  @Test
  void httpsAlwaysGoesOverTheJdkClient() {
    assertThat(Transport.NIO.carrying(URI.create("HTTPS://gpu.example:443")))
        .isEqualTo(Transport.JDK);
  }
}
