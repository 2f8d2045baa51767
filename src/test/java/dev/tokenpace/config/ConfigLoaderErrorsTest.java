package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bad input gets one message that names the key and where it is. */
class ConfigLoaderErrorsTest {

  /** A valid config; each case swaps one line or block. */
  static final String VALID =
      """
      api:
        type: chat
        streaming: true
      server:
        type: vllm
        base_url: http://127.0.0.1:8000
        model_name: llama
      load:
        type: constant
        stages:
          - rate: 5
            duration: 10
      tokenizer:
        type: whitespace
      """;

  static Stream<Arguments> cases() {
    return Stream.of(
        bad(
            "misspelled stage key",
            VALID.replace("- rate: 5", "- rat: 5"),
            "unknown key 'load.stages[0].rat' at bench.yaml:11:7 — did you mean 'rate'?",
            "load.stages[0].rat"),
        bad(
            "misspelled top key",
            VALID.replace("tokenizer:", "tokeniser:"),
            "unknown key 'tokeniser' at bench.yaml:13:1 — did you mean 'tokenizer'?",
            "tokeniser"),
        bad(
            "misspelled tokenpace-only load key",
            VALID.replace("type: constant", "type: constant\n  preconect: true"),
            "unknown key 'load.preconect' at bench.yaml:10:3 — did you mean 'preconnect'?",
            "load.preconect"),
        bad(
            "preconnect not a boolean",
            VALID.replace("type: constant", "type: constant\n  preconnect: 5"),
            "'load.preconnect' must be true or false, got '5' at bench.yaml:10:15",
            "load.preconnect"),
        bad(
            "unknown key far from any",
            VALID + "colour: blue\n",
            "unknown key 'colour' at bench.yaml:15:1",
            "colour"),
        bad(
            "negative rate",
            VALID.replace("rate: 5", "rate: -1"),
            "'load.stages[0].rate' must be > 0 requests/s, got -1.0 at bench.yaml:11:13",
            "load.stages[0].rate"),
        bad(
            "zero rate",
            VALID.replace("rate: 5", "rate: 0"),
            "'load.stages[0].rate' must be > 0",
            "load.stages[0].rate"),
        bad(
            "zero duration",
            VALID.replace("duration: 10", "duration: 0"),
            "'load.stages[0].duration' must be > 0 s, got 0.0 s at bench.yaml:12:17",
            "load.stages[0].duration"),
        bad(
            "rate as text",
            VALID.replace("rate: 5", "rate: fast"),
            "'load.stages[0].rate' must be a number, got 'fast' at bench.yaml:11:13",
            "load.stages[0].rate"),
        bad(
            "missing base_url",
            VALID.replace("  base_url: http://127.0.0.1:8000\n", ""),
            "'server.base_url' is required",
            "server.base_url"),
        bad(
            "missing server",
            VALID.replace(
                "server:\n  type: vllm\n  base_url: http://127.0.0.1:8000\n  model_name: llama\n",
                ""),
            "'server.base_url' is required",
            "server.base_url"),
        bad(
            "base_url not http",
            VALID.replace("http://127.0.0.1:8000", "ftp://host"),
            "'server.base_url' must be an http(s) URL with a host, got 'ftp://host' at"
                + " bench.yaml:6:13",
            "server.base_url"),
        bad(
            "unknown goodput constraint",
            VALID + "report:\n  goodput:\n    constraints: {e2e_latency: 2}\n",
            "unknown key 'report.goodput.constraints.e2e_latency' at bench.yaml:17:19",
            "report.goodput.constraints.e2e_latency"),
        bad(
            "misspelled goodput constraint",
            VALID + "report:\n  goodput:\n    constraints: {tfft: 0.2}\n",
            "unknown key 'report.goodput.constraints.tfft' at bench.yaml:17:19 — did you mean"
                + " 'ttft'?",
            "report.goodput.constraints.tfft"),
        bad(
            "goodput constraints not under constraints",
            VALID + "report:\n  goodput: {ttft: 0.2}\n",
            "unknown key 'report.goodput.ttft' at bench.yaml:16:13",
            "report.goodput.ttft"),
        bad(
            "negative goodput constraint",
            VALID + "report:\n  goodput:\n    constraints:\n      tpot: -0.03\n",
            "'report.goodput.constraints.tpot' must be > 0 s, got -0.03 at bench.yaml:18:13",
            "report.goodput.constraints.tpot"),
        bad(
            "zero goodput constraint",
            VALID + "report:\n  goodput:\n    constraints:\n      request_latency: 0\n",
            "'report.goodput.constraints.request_latency' must be > 0 s, got 0.0 at"
                + " bench.yaml:18:24",
            "report.goodput.constraints.request_latency"),
        bad(
            "infinite goodput constraint",
            VALID + "report:\n  goodput:\n    constraints:\n      ttft: .inf\n",
            "'report.goodput.constraints.ttft' must be a finite number, got",
            "report.goodput.constraints.ttft"),
        bad(
            "goodput constraint as text",
            VALID + "report:\n  goodput:\n    constraints:\n      ttft: 200ms\n",
            "'report.goodput.constraints.ttft' must be a number, got '200ms' at bench.yaml:18:13",
            "report.goodput.constraints.ttft"),
        bad(
            "goodput constraint beyond a day",
            VALID + "report:\n  goodput:\n    constraints:\n      itl: 1e6\n",
            "'report.goodput.constraints.itl' must be at most 86400 s, got 1000000.0 s at"
                + " bench.yaml:18:12",
            "report.goodput.constraints.itl"),
        bad(
            "goodput constraints as a list",
            VALID + "report:\n  goodput:\n    constraints: [ttft, 0.2]\n",
            "'report.goodput.constraints' must be a mapping of keys, got",
            "report.goodput.constraints"),
        bad(
            "unknown api type",
            VALID.replace("type: chat", "type: chatt"),
            "'api.type' must be one of chat, completion, got 'chatt' at bench.yaml:2:9 — did you"
                + " mean 'chat'?",
            "api.type"),
        bad(
            "unknown server type",
            VALID.replace("type: vllm", "type: triton"),
            "'server.type' must be one of",
            "server.type"),
        bad(
            "streaming not boolean",
            VALID.replace("streaming: true", "streaming: yes please"),
            "'api.streaming' must be true or false, got 'yes please'",
            "api.streaming"),
        bad(
            "concurrent stage under constant load",
            VALID.replace(
                "- rate: 5\n      duration: 10", "- concurrency_level: 4\n      num_requests: 10"),
            "'load.stages[0]' has concurrency_level/num_requests but load.type is constant",
            "load.stages[0]"),
        bad(
            "open stage under concurrent load",
            VALID.replace("type: constant", "type: concurrent"),
            "'load.stages[0]' has rate/duration but load.type is concurrent",
            "load.stages[0]"),
        bad(
            "mixed stage",
            VALID.replace("duration: 10", "duration: 10\n      num_requests: 3"),
            "'load.stages[0]' mixes {rate, duration} with {concurrency_level, num_requests}",
            "load.stages[0]"),
        bad(
            "fractional concurrency",
            VALID
                .replace("type: constant", "type: concurrent")
                .replace(
                    "- rate: 5\n      duration: 10",
                    "- concurrency_level: 2.5\n      num_requests: 10"),
            "'load.stages[0].concurrency_level' must be a whole number, got '2.5'",
            "load.stages[0].concurrency_level"),
        bad(
            "zero concurrency",
            VALID
                .replace("type: constant", "type: concurrent")
                .replace(
                    "- rate: 5\n      duration: 10",
                    "- concurrency_level: 0\n      num_requests: 10"),
            "'load.stages[0].concurrency_level' must be >= 1, got 0",
            "load.stages[0].concurrency_level"),
        bad(
            "no stages",
            VALID.replace("  stages:\n    - rate: 5\n      duration: 10\n", ""),
            "'load.stages' must list at least one stage at bench.yaml:8:1",
            "load.stages"),
        bad(
            "stages not a list",
            VALID.replace("  stages:\n    - rate: 5\n      duration: 10\n", "  stages: 5\n"),
            "'load.stages' must be a list, got '5'",
            "load.stages"),
        bad(
            "negative interval",
            VALID.replace("type: constant", "type: constant\n  interval: -1"),
            "'load.interval' must be >= 0, got -1.0 s at bench.yaml:10:13",
            "load.interval"),
        bad(
            "zero request timeout",
            VALID.replace("type: constant", "type: constant\n  request_timeout: 0"),
            "'load.request_timeout' must be > 0",
            "load.request_timeout"),
        bad(
            "unreadable tokenizer path",
            VALID.replace("type: whitespace", "pretrained_model_name_or_path: /no/such/tokenizer"),
            "'tokenizer.pretrained_model_name_or_path' is not a readable tokenizer.json or a"
                + " directory holding one: '/no/such/tokenizer'",
            "tokenizer.pretrained_model_name_or_path"),
        bad(
            "percentile 100",
            VALID + "report:\n  request_lifecycle:\n    percentiles: [50, 100]\n",
            "'report.request_lifecycle.percentiles[1]' must lie in (0, 100), got 100.0 at"
                + " bench.yaml:17:23",
            "report.request_lifecycle.percentiles[1]"),
        bad(
            "percentile 0",
            VALID + "report:\n  request_lifecycle:\n    percentiles: [0]\n",
            "must lie in (0, 100), got 0.0",
            "report.request_lifecycle.percentiles[0]"),
        bad(
            "negative percentile",
            VALID + "report:\n  request_lifecycle:\n    percentiles: [-5]\n",
            "must lie in (0, 100), got -5.0",
            "report.request_lifecycle.percentiles[0]"),
        bad(
            "rate not a number",
            VALID.replace("rate: 5", "rate: fast"),
            "bench.yaml:11:",
            "load.stages[0].rate"),
        bad(
            "streaming not a boolean",
            VALID.replace("streaming: true", "streaming: maybe"),
            "bench.yaml:3:",
            "api.streaming"),
        bad(
            "percentiles not a list",
            VALID + "report:\n  request_lifecycle:\n    percentiles: 99\n",
            "bench.yaml:17:",
            "report.request_lifecycle.percentiles"),
        bad(
            "unsupported inference-perf key",
            VALID.replace("type: constant", "type: constant\n  sweep: {type: linear}"),
            "'load.sweep' is not supported by tokenpace at bench.yaml:10:3 — list the stages"
                + " explicitly",
            "load.sweep"),
        bad(
            "cert_path missing",
            VALID.replace("model_name: llama", "model_name: llama\n  cert_path: /no/such.pem"),
            "'server.cert_path' is not a readable file: '/no/such.pem' at bench.yaml:8:14",
            "server.cert_path"),
        bad(
            "cert_path not a PEM certificate",
            VALID.replace("model_name: llama", "model_name: llama\n  cert_path: pom.xml"),
            "'server.cert_path' is not a PEM certificate file: 'pom.xml' (no '-----BEGIN"
                + " CERTIFICATE-----' block) at bench.yaml:8:14",
            "server.cert_path"),
        bad(
            "client key still unsupported",
            VALID.replace("model_name: llama", "model_name: llama\n  key_path: client.key"),
            "'server.key_path' is not supported by tokenpace at bench.yaml:8:3",
            "server.key_path"),
        bad(
            "file data without path",
            VALID + "data:\n  type: shareGPT\n",
            "'data.path' is required for a prompts file",
            "data.path"),
        bad(
            "file data missing",
            VALID + "data:\n  type: file\n  path: /no/such.jsonl\n",
            "'data.path' is not a readable file: '/no/such.jsonl' at bench.yaml:17:9",
            "data.path"),
        bad(
            "random without distributions",
            VALID + "data:\n  type: random\n",
            "'data.input_distribution' is required for random data",
            "data.input_distribution"),
        bad(
            "distribution max below min",
            VALID
                + "data:\n  type: random\n  input_distribution: {min: 10, max: 5, mean: 7}\n"
                + "  output_distribution: {min: 1, max: 5, mean: 3}\n",
            "'data.input_distribution.max' must be >= min (10), got 5",
            "data.input_distribution.max"),
        bad(
            "distribution type",
            VALID + "data:\n  output_distribution: {type: lognormal}\n",
            "'data.output_distribution.type' must be one of normal, got 'lognormal'",
            "data.output_distribution.type"),
        bad(
            "duplicate key",
            VALID.replace("streaming: true", "streaming: true\n  streaming: false"),
            "duplicate key 'streaming' at bench.yaml:4:3",
            "streaming"),
        bad("not YAML", "api: [unclosed\n", "not valid YAML", ""),
        bad("empty", "", "config 'bench.yaml' is empty", ""),
        bad(
            "section not a mapping",
            VALID.replace("tokenizer:\n  type: whitespace", "tokenizer: whitespace"),
            "'tokenizer' must be a mapping of keys, got 'whitespace' at bench.yaml:13:12",
            "tokenizer"),
        bad(
            "whitespace with a path",
            VALID.replace(
                "type: whitespace", "type: whitespace\n  pretrained_model_name_or_path: x"),
            "'tokenizer.type' is whitespace but 'tokenizer.pretrained_model_name_or_path' is set",
            "tokenizer.type"),
        bad(
            "unknown data type lists the values as written",
            VALID + "data:\n  type: sharegtp\n",
            "'data.type' must be one of file, mock, random, shareGPT, got 'sharegtp' at"
                + " bench.yaml:16:9 — did you mean 'shareGPT'?",
            "data.type"),
        bad(
            "bad request id header",
            VALID.replace("streaming: true", "streaming: true\n  request_id_header: 'X Id'"),
            "'api.request_id_header' must be a valid HTTP header name",
            "api.request_id_header"));
  }

  static Arguments bad(String name, String yaml, String messageFragment, String key) {
    return Arguments.of(name, yaml, messageFragment, key);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void rejectsWithOneMessageNamingTheKey(
      String name, String yaml, String messageFragment, String key) {
    ConfigException e =
        catchThrowableOfType(ConfigException.class, () -> loader().parse(yaml, "bench.yaml"));

    assertThat(e).as(name).isNotNull();
    assertThat(e.getMessage()).contains(messageFragment);
    assertThat(e.key()).isEqualTo(key);
    assertThat(e.getMessage()).doesNotContain("\n");
  }

  private static ConfigLoader loader() {
    List<String> warnings = new ArrayList<>();
    return new ConfigLoader(
        warnings::add, Map.<String, String>of()::get, Clock.systemDefaultZone());
  }
}
