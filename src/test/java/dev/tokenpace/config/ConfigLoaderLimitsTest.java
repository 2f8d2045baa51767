package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Absurd values (an extra zero, {@code 1e9}, {@code .nan}, a CR in a header) stop the load with one
 * exact line naming the key, its place and the limit, never an overflow or an exception from inside
 * the run.
 */
class ConfigLoaderLimitsTest {

  private static final String VALID = ConfigLoaderErrorsTest.VALID;

  private static String concurrent(String level, String requests) {
    return VALID
        .replace("type: constant", "type: concurrent")
        .replace(
            "- rate: 5\n      duration: 10",
            "- concurrency_level: " + level + "\n      num_requests: " + requests);
  }

  private static String withApi(String lines) {
    return VALID.replace("streaming: true", "streaming: true\n" + lines);
  }

  static Stream<Arguments> cases() {
    return Stream.of(
        bad(
            "rate 1e9",
            VALID.replace("rate: 5", "rate: 1e9"),
            "'load.stages[0].rate' × 'load.stages[0].duration' must be at most 1000000 requests"
                + " per stage, got 1.0E9/s × 10.0 s = 10000000000 at bench.yaml:11:13"),
        bad(
            "rate 1e8 for 100 s",
            VALID.replace("rate: 5", "rate: 1e8").replace("duration: 10", "duration: 100"),
            "'load.stages[0].rate' × 'load.stages[0].duration' must be at most 1000000 requests"
                + " per stage, got 1.0E8/s × 100.0 s = 10000000000 at bench.yaml:11:13"),
        bad(
            "a second stage that rounds to no request",
            VALID.replace("duration: 10", "duration: 10\n    - rate: 0.2\n      duration: 2"),
            "'load.stages[1].rate' × 'load.stages[1].duration' must make at least 1 request, got"
                + " 0.2/s × 2.0 s = 0.4, which rounds to 0 requests at bench.yaml:13:13"),
        bad(
            "duration 1e9",
            VALID.replace("duration: 10", "duration: 1e9"),
            "'load.stages[0].duration' must be at most 86400 s, got 1.0E9 s at bench.yaml:12:17"),
        bad(
            "duration beyond 292 years of nanoseconds",
            VALID.replace("duration: 10", "duration: 1e12"),
            "'load.stages[0].duration' must be at most 86400 s, got 1.0E12 s at bench.yaml:12:17"),
        bad(
            "interval 1e9",
            VALID.replace("type: constant", "type: constant\n  interval: 1e9"),
            "'load.interval' must be at most 3600 s, got 1.0E9 s at bench.yaml:10:13"),
        bad(
            "request timeout 1e9",
            VALID.replace("type: constant", "type: constant\n  request_timeout: 1e9"),
            "'load.request_timeout' must be at most 86400 s, got 1.0E9 s at bench.yaml:10:20"),
        bad(
            "concurrency 2e9",
            concurrent("2e9", "10"),
            "'load.stages[0].concurrency_level' must be at most 10000 requests in flight, got"
                + " 2000000000 at bench.yaml:11:26"),
        bad(
            "concurrency beyond an int",
            concurrent("3e9", "10"),
            "'load.stages[0].concurrency_level' must be a whole number below 2^31, got '3e9' at"
                + " bench.yaml:11:26"),
        bad(
            "worker_max_concurrency 1e6",
            VALID.replace("type: constant", "type: constant\n  worker_max_concurrency: 1e6"),
            "'load.worker_max_concurrency' must be at most 10000 requests in flight, got 1000000"
                + " at bench.yaml:10:27"),
        bad(
            "num_requests 1e9",
            concurrent("4", "1e9"),
            "'load.stages[0].num_requests' must be at most 1000000 requests per stage, got"
                + " 1000000000 at bench.yaml:12:21"),
        bad(
            "rate .nan",
            VALID.replace("rate: 5", "rate: .nan"),
            "'load.stages[0].rate' must be a finite number, got '.nan' at bench.yaml:11:13"),
        bad(
            "duration .inf",
            VALID.replace("duration: 10", "duration: .inf"),
            "'load.stages[0].duration' must be a finite number, got '.inf' at bench.yaml:12:17"),
        bad(
            "interval -.Inf",
            VALID.replace("type: constant", "type: constant\n  interval: -.Inf"),
            "'load.interval' must be a finite number, got '-.Inf' at bench.yaml:10:13"),
        bad(
            "percentile .NaN",
            VALID + "report:\n  request_lifecycle:\n    percentiles: [50, .NaN]\n",
            "'report.request_lifecycle.percentiles[1]' must be a finite number, got '.NaN' at"
                + " bench.yaml:17:23"),
        bad(
            "seed .inf",
            VALID.replace("type: constant", "type: constant\n  base_seed: .inf"),
            "'load.base_seed' must be a whole number, got '.inf' at bench.yaml:10:14"),
        bad(
            "seed beyond a long",
            VALID.replace("type: constant", "type: constant\n  base_seed: 1e30"),
            "'load.base_seed' must be a whole number within ±2^63, got '1e30' at"
                + " bench.yaml:10:14"),
        bad(
            "std_dev .nan",
            VALID + "data:\n  output_distribution: {std_dev: .nan}\n",
            "'data.output_distribution.std_dev' must be a finite number, got '.nan' at"
                + " bench.yaml:16:34"),
        bad(
            "distribution max 2e9",
            VALID + "data:\n  output_distribution: {max: 2e9}\n",
            "'data.output_distribution.max' must be at most 1000000 tokens, got 2000000000 at"
                + " bench.yaml:16:30"),
        bad(
            "CR LF in a header value",
            withApi("  headers:\n    X-Tenant: \"acme\\r\\nX-Injected: 1\""),
            "'api.headers.X-Tenant' must not contain control characters, found CR (U+000D) at"
                + " character 5 at bench.yaml:5:15"),
        bad(
            "LF in a header name",
            withApi("  headers:\n    \"X-A\\nB\": v"),
            "'api.headers' has a name that is not a valid HTTP header name: 'X-A\\nB' at"
                + " bench.yaml:5:5"),
        bad(
            "header the client sets itself",
            withApi("  headers:\n    Content-Length: \"5\""),
            "'api.headers.Content-Length' cannot be set: the HTTP client writes this header"
                + " itself at bench.yaml:5:21"),
        bad(
            "character beyond Latin-1 in a header value",
            withApi("  headers:\n    X-Tenant: \"caf€\""),
            "'api.headers.X-Tenant' must not contain characters beyond Latin-1, found U+20AC at"
                + " character 4 at bench.yaml:5:15"),
        bad(
            "LF in the api key",
            VALID.replace("model_name: llama", "model_name: llama\n  api_key: \"sk-1\\nX: y\""),
            "'server.api_key' must not contain control characters, found LF (U+000A) at"
                + " character 5 at bench.yaml:8:12"),
        bad(
            "credential in a bad base_url",
            VALID.replace("http://127.0.0.1:8000", "ftp://user:s3cret@host/models"),
            "'server.base_url' must be an http(s) URL with a host, got"
                + " 'ftp://[redacted]@host/models' at bench.yaml:6:13"),
        bad(
            "max_response_events 0",
            withApi("  max_response_events: 0"),
            "'api.max_response_events' must be >= 1, got 0 at bench.yaml:4:24"),
        bad(
            "max_response_events 1e9",
            withApi("  max_response_events: 1e9"),
            "'api.max_response_events' must be at most 16777216 events, got 1000000000 at"
                + " bench.yaml:4:24"),
        bad(
            "max_response_events beyond an int",
            withApi("  max_response_events: 3e9"),
            "'api.max_response_events' must be a whole number below 2^31, got '3e9' at"
                + " bench.yaml:4:24"),
        bad(
            "max_response_chars 2e9",
            withApi("  max_response_chars: 2e9"),
            "'api.max_response_chars' must be at most 1073741824 characters, got 2000000000 at"
                + " bench.yaml:4:23"),
        bad(
            "max_response_chars not whole",
            withApi("  max_response_chars: 1.5"),
            "'api.max_response_chars' must be a whole number, got '1.5' at bench.yaml:4:23"),
        bad(
            "max_event_bytes 0",
            withApi("  max_event_bytes: 0"),
            "'api.max_event_bytes' must be >= 1, got 0 at bench.yaml:4:20"),
        bad(
            "max_event_bytes 2e9",
            withApi("  max_event_bytes: 2e9"),
            "'api.max_event_bytes' must be at most 1073741824 bytes, got 2000000000 at"
                + " bench.yaml:4:20"),
        bad(
            "unknown key with a newline",
            VALID + "\"a\\nb\": 1\n",
            "unknown key 'a\\nb' at bench.yaml:15:1"));
  }

  static Arguments bad(String name, String yaml, String message) {
    return Arguments.of(name, yaml, message);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void rejectsWithOneExactLine(String name, String yaml, String message) {
    ConfigException e =
        catchThrowableOfType(ConfigException.class, () -> loader().parse(yaml, "bench.yaml"));

    assertThat(e).as(name).isNotNull();
    assertThat(e.getMessage()).isEqualTo(message);
  }

  @Test
  void acceptsTheLimitsThemselves() {
    RunConfig config =
        loader()
            .parse(
                VALID
                    .replace("rate: 5", "rate: 1_000")
                    .replace("duration: 10", "duration: 0x3E8")
                    .replace("type: constant", "type: constant\n  interval: 3600")
                    .replace(
                        "streaming: true",
                        "streaming: true\n  max_response_events: 16_777_216\n"
                            + "  max_response_chars: 1_073_741_824"),
                "bench.yaml");

    assertThat(config.load().stages())
        .containsExactly(RunConfig.Stage.open(1000, Duration.ofSeconds(1000)));
    assertThat(config.load().interval()).isEqualTo(Limits.INTERVAL);
    assertThat(config.api().maxResponseEvents()).isEqualTo(Limits.RESPONSE_EVENTS);
    assertThat(config.api().maxResponseChars()).isEqualTo(Limits.RESPONSE_CHARS);
  }

  @Test
  void aStageOfHalfARequestRoundsToOneAndIsKept() {
    RunConfig config =
        loader()
            .parse(
                VALID.replace("rate: 5", "rate: 0.25").replace("duration: 10", "duration: 2"),
                "bench.yaml");

    assertThat(config.load().stages())
        .containsExactly(RunConfig.Stage.open(0.25, Duration.ofSeconds(2)));
  }

  @Test
  void aByteThatIsNotUtf8IsPlaced(@TempDir Path dir) throws IOException {
    byte[] text =
        VALID
            .replace("model_name: llama", "model_name: llama\u00e9")
            .getBytes(StandardCharsets.UTF_8);
    byte[] latin1 =
        VALID
            .replace("model_name: llama", "model_name: llama\u00e9")
            .getBytes(StandardCharsets.ISO_8859_1);
    Path utf8 = Files.write(dir.resolve("utf8.yaml"), text);
    Path file = Files.write(dir.resolve("bench.yaml"), latin1);

    assertThat(loader().load(utf8).server().modelName()).isEqualTo("llama\u00e9");
    assertThat(catchThrowableOfType(ConfigException.class, () -> loader().load(file)))
        .hasMessage(
            "config is not UTF-8 text: byte 0xE9 cannot be decoded at "
                + file
                + ":7:20 — save the file as UTF-8");
  }

  @Test
  void aDirectoryIsNamedAsOne(@TempDir Path dir) {
    assertThat(catchThrowableOfType(ConfigException.class, () -> loader().load(dir)))
        .hasMessage("config '" + dir + "' is a directory, not a file");
  }

  private static ConfigLoader loader() {
    return new ConfigLoader(
        warning -> {}, Map.<String, String>of()::get, Clock.systemDefaultZone());
  }
}
