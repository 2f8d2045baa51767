package dev.tokenpace.fake.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Predicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which Host and Origin headers the admin API takes for loopback ones. */
class AdminGuardTest {

  @ParameterizedTest(name = "{0}: {1} → {2}")
  @CsvSource({
    "Host, 127.0.0.1, true",
    "Host, 127.0.0.1:8089, true",
    "Host, LOCALHOST:8089, true",
    "Host, [::1]:8089, true",
    "Host, evil.example, false",
    "Host, 127.0.0.1.evil.example, false",
    "Host, localhost.evil.example:8089, false",
    "Origin, http://127.0.0.1:8089, true",
    "Origin, http://localhost, true",
    "Origin, https://[::1]:443, true",
    "Origin, null, false",
    "Origin, http://evil.example, false",
    "Origin, file://localhost, false"
  })
  void loopback(String header, String value, boolean loopback) {
    Predicate<String> guard =
        header.equals("Host") ? AdminGuard::isLoopbackHost : AdminGuard::isLoopbackOrigin;

    assertThat(guard.test(value)).isEqualTo(loopback);
  }
}
