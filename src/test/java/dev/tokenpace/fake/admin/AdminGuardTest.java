package dev.tokenpace.fake.admin;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which Host and Origin headers the admin API takes for loopback ones. */
class AdminGuardTest {

  @ParameterizedTest
  @CsvSource({
    "127.0.0.1, true",
    "127.0.0.1:8089, true",
    "LOCALHOST:8089, true",
    "[::1]:8089, true",
    "evil.example, false",
    "127.0.0.1.evil.example, false",
    "localhost.evil.example:8089, false"
  })
  void loopbackHosts(String host, boolean loopback) {
    assertThat(AdminGuard.isLoopbackHost(host)).isEqualTo(loopback);
  }

  @ParameterizedTest
  @CsvSource({
    "http://127.0.0.1:8089, true",
    "http://localhost, true",
    "https://[::1]:443, true",
    "null, false",
    "http://evil.example, false",
    "file://localhost, false"
  })
  void loopbackOrigins(String origin, boolean loopback) {
    assertThat(AdminGuard.isLoopbackOrigin(origin)).isEqualTo(loopback);
  }
}
