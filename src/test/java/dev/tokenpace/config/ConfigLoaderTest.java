package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.ServerType;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.testing.SelfSignedCertificate;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {

  private static final Clock NOON =
      Clock.fixed(Instant.parse("2025-03-04T12:34:56Z"), ZoneOffset.UTC);

  private final List<String> warnings = new ArrayList<>();

  private RunConfig parse(String yaml, Map<String, String> env) {
    return new ConfigLoader(warnings::add, env::get, NOON).parse(yaml, "bench.yaml");
  }

  private RunConfig parse(String yaml) {
    return parse(yaml, Map.of());
  }

  private static final String MINIMAL =
      """
      server:
        base_url: http://127.0.0.1:8000
        model_name: llama
      load:
        stages: [{rate: 5, duration: 10}]
      """;

  @Test
  void minimalConfigGetsTheDocumentedDefaults() {
    RunConfig config = parse(MINIMAL);

    assertThat(config.api())
        .isEqualTo(new RunConfig.Api(ApiType.CHAT, true, "X-Request-Id", Map.of()));
    assertThat(config.server())
        .isEqualTo(
            new RunConfig.Server(
                ServerType.VLLM, URI.create("http://127.0.0.1:8000"), "llama", true, null));
    assertThat(config.load())
        .isEqualTo(
            new RunConfig.Load(
                LoadType.CONSTANT,
                List.of(Stage.open(5, Duration.ofSeconds(10))),
                Duration.ofSeconds(1),
                0,
                Duration.ofMinutes(5)));
    assertThat(config.data()).isEqualTo(new RunConfig.Data(DataType.MOCK, null, null, null));
    assertThat(config.tokenizer())
        .isEqualTo(new RunConfig.TokenizerSpec(TokenizerType.WHITESPACE, null));
    assertThat(config.report())
        .isEqualTo(new RunConfig.Report(true, true, false, Defaults.PERCENTILES, false));
    assertThat(config.storage().path()).isEqualTo(Path.of("reports-20250304-123456"));
  }

  @Test
  void saysWhereOurDefaultsDifferFromInferencePerf() {
    parse(MINIMAL);

    assertThat(warnings)
        .containsExactly(
            "api.type not set: tokenpace uses chat (inference-perf's default is completion)",
            "api.streaming not set: tokenpace streams (inference-perf's default is false)");
  }

  @Test
  void readsEveryKeyWeImplement(@TempDir Path dir) throws IOException {
    Path prompts = Files.writeString(dir.resolve("prompts.jsonl"), "{\"prompt\": \"hi\"}\n");
    Path tokenizer = Files.writeString(dir.resolve("tokenizer.json"), "{}");
    RunConfig config =
        parse(
            """
            api:
              type: completion
              streaming: false
              request_id_header: X-Trace
              headers: {X-Tenant: blue, X-Priority: 3}
              max_response_events: 1000
              max_response_chars: 50_000
            server:
              type: sglang
              base_url: https://gpu.example:30000
              model_name: qwen
              ignore_eos: false
              api_key: sk-yaml
            load:
              type: poisson
              stages: [{rate: 2.5, duration: 1.5}, {rate: 8, duration: 60}]
              interval: 0.25
              base_seed: 1234
              request_timeout: 30
            data:
              type: shareGPT
              path: %s
              input_distribution: {min: 100, max: 300, mean: 200, std_dev: 50, type: normal}
              output_distribution: {min: 16, max: 16, mean: 16, std_dev: 0}
            tokenizer:
              pretrained_model_name_or_path: %s
            report:
              request_lifecycle: {summary: false, per_stage: false, per_request: true, percentiles: [50, 99.9], use_server_output_tokens: true}
            storage:
              local_storage: {path: "out/run-{timestamp}"}
            """
                .formatted(prompts, dir),
            Map.of("OPENAI_API_KEY", "sk-env"));

    assertThat(config.api())
        .isEqualTo(
            new RunConfig.Api(
                ApiType.COMPLETION,
                false,
                "X-Trace",
                Map.of("X-Tenant", "blue", "X-Priority", "3"),
                1000,
                50_000,
                Defaults.MAX_EVENT_BYTES));
    assertThat(config.server())
        .isEqualTo(
            new RunConfig.Server(
                ServerType.SGLANG,
                URI.create("https://gpu.example:30000"),
                "qwen",
                false,
                "sk-yaml"));
    assertThat(config.load())
        .isEqualTo(
            new RunConfig.Load(
                LoadType.POISSON,
                List.of(
                    Stage.open(2.5, Duration.ofMillis(1500)),
                    Stage.open(8, Duration.ofSeconds(60))),
                Duration.ofMillis(250),
                1234,
                Duration.ofSeconds(30)));
    assertThat(config.data())
        .isEqualTo(
            new RunConfig.Data(
                DataType.FILE,
                prompts,
                new LengthDistribution(100, 300, 200, 50),
                LengthDistribution.fixed(16)));
    assertThat(config.tokenizer())
        .isEqualTo(new RunConfig.TokenizerSpec(TokenizerType.HUGGINGFACE, dir));
    assertThat(config.report())
        .isEqualTo(new RunConfig.Report(false, false, true, List.of(50.0, 99.9), true));
    assertThat(config.storage().path()).isEqualTo(Path.of("out/run-20250304-123456"));
    assertThat(warnings).isEmpty();
    assertThat(tokenizer).exists();
  }

  @Test
  void closedLoopStages() {
    RunConfig config =
        parse(
            """
            server: {base_url: "http://127.0.0.1:8000", model_name: m}
            load:
              type: concurrent
              stages:
                - {concurrency_level: 4, num_requests: 100}
                - {concurrency_level: 16, num_requests: 400}
            """);

    assertThat(config.load().type()).isEqualTo(LoadType.CONCURRENT);
    assertThat(config.load().stages()).containsExactly(Stage.closed(4, 100), Stage.closed(16, 400));
  }

  @Test
  void apiKeyFallsBackToTheEnvironmentOursFirst() {
    assertThat(
            parse(MINIMAL, Map.of("TOKENPACE_API_KEY", "sk-ours", "OPENAI_API_KEY", "sk-openai"))
                .server()
                .apiKey())
        .isEqualTo("sk-ours");
    assertThat(parse(MINIMAL, Map.of("OPENAI_API_KEY", "sk-openai")).server().apiKey())
        .isEqualTo("sk-openai");
  }

  @Test
  void certPathNamesThePemFileOfTheTrustedCertificates(@TempDir Path dir) {
    Path pem = SelfSignedCertificate.generate(dir).pem();

    RunConfig config =
        parse(
            MINIMAL.replace("model_name: llama", "model_name: llama\n  cert_path: '" + pem + "'"));

    assertThat(config.server().certPath()).isEqualTo(pem);
    assertThat(parse(MINIMAL).server().certPath()).isNull();
  }

  @Test
  void workerMaxConcurrencyCapsTheRequestsInFlight() {
    assertThat(
            parse(MINIMAL.replace("load:", "load:\n  worker_max_concurrency: 2"))
                .load()
                .maxInFlight())
        .isEqualTo(2);
    assertThat(parse(MINIMAL).load().maxInFlight()).isNull();
  }

  @Test
  void preconnectOpensEachStagesConnectionsAheadWhenAskedAndItsDefaultOtherwise() {
    assertThat(parse(MINIMAL.replace("load:", "load:\n  preconnect: true")).load().preconnect())
        .isTrue();
    assertThat(parse(MINIMAL.replace("load:", "load:\n  preconnect: false")).load().preconnect())
        .isFalse();
    assertThat(parse(MINIMAL).load().preconnect()).isEqualTo(Defaults.PRECONNECT);
    assertThat(warnings).noneMatch(w -> w.contains("preconnect"));
  }

  @Test
  void harmlessInferencePerfKeysAreIgnoredWithOneLineEach() {
    parse(
        MINIMAL.replace("load:", "load:\n  num_workers: 4\n  worker_max_concurrency: 100")
            + """
            api: {type: chat, streaming: true, slo_unit: ms}
            report:
              prometheus: {summary: true}
              request_lifecycle: {max_error_messages: 10}
            metrics: {type: prometheus}
            """);

    assertThat(warnings)
        .containsExactly(
            "ignoring 'metrics' at bench.yaml:12:1: an inference-perf option tokenpace does not"
                + " use",
            "ignoring 'api.slo_unit' at bench.yaml:8:36: an inference-perf option tokenpace does"
                + " not use",
            "ignoring 'load.num_workers' at bench.yaml:5:3: an inference-perf option tokenpace does"
                + " not use",
            "ignoring 'report.prometheus' at bench.yaml:10:3: an inference-perf option tokenpace"
                + " does not use",
            "ignoring 'report.request_lifecycle.max_error_messages' at bench.yaml:11:23: an"
                + " inference-perf option tokenpace does not use");
  }

  @Test
  void goodputConstraintsAreReadUnderInferencePerfsKeysInSeconds() {
    RunConfig config =
        parse(
            MINIMAL
                + """
                report:
                  goodput:
                    constraints:
                      request_latency: 2
                      ttft: 0.25
                      tpot: 0.03
                      itl: 0.05
                      ntpot: 0.04
                """);

    assertThat(config.report().goodput().constraints())
        .containsExactly(
            Map.entry(SloKind.TTFT, 0.25),
            Map.entry(SloKind.TPOT, 0.03),
            Map.entry(SloKind.ITL, 0.05),
            Map.entry(SloKind.NTPOT, 0.04),
            Map.entry(SloKind.REQUEST_LATENCY, 2.0));
    assertThat(warnings).noneMatch(warning -> warning.contains("goodput"));
  }

  @Test
  void withoutConstraintsNoGoodputIsAsked() {
    assertThat(parse(MINIMAL).report().goodput().isEmpty()).isTrue();
    assertThat(parse(MINIMAL + "report: {goodput: {constraints: {}}}").report().goodput())
        .isEqualTo(RunConfig.Goodput.NONE);
    assertThat(parse(MINIMAL + "report: {goodput: null}").report().goodput().isEmpty()).isTrue();
    assertThat(
            parse(MINIMAL + "report: {goodput: {constraints: {ttft: 0.2, tpot: null}}}")
                .report()
                .goodput()
                .constraints())
        .containsOnlyKeys(SloKind.TTFT);
    assertThat(warnings).noneMatch(warning -> warning.contains("goodput"));
  }

  @Test
  void anSloHeaderIsSentButNotTakenAsAConstraint() {
    RunConfig config =
        parse(
            MINIMAL
                + """
                api:
                  headers: {x-slo-ttft-ms: "200", X-Team: perf}
                """);

    assertThat(config.api().headers()).containsEntry("x-slo-ttft-ms", "200");
    assertThat(config.report().goodput().isEmpty()).isTrue();
    assertThat(warnings)
        .filteredOn(warning -> warning.contains("SLO"))
        .containsExactly(
            "'api.headers.x-slo-ttft-ms' at bench.yaml:7:13 is only sent: tokenpace takes no"
                + " per-request SLO from headers (inference-perf does, for goodput); set"
                + " report.goodput.constraints.ttft instead");
  }

  @Test
  void yamlNullMeansUnsetAsInInferencePerf() {
    RunConfig config = parse(MINIMAL.replace("load:", "load:\n  request_timeout: null"));

    assertThat(config.load().requestTimeout()).isEqualTo(Defaults.REQUEST_TIMEOUT);
  }

  @Test
  void theReadmeExampleLoads() {
    RunConfig config = new ConfigLoader(warnings::add).load(Path.of("examples/bench.yaml"));

    assertThat(config.server().baseUrl()).isEqualTo(URI.create("http://127.0.0.1:8000"));
    assertThat(config.load().stages()).hasSize(2);
    assertThat(config.report().percentiles()).containsExactly(50.0, 90.0, 99.0);
    assertThat(warnings).singleElement().asString().contains("load.num_workers");
  }

  @Test
  void aMissingFileIsAConfigError() {
    ConfigException e =
        org.assertj.core.api.Assertions.catchThrowableOfType(
            ConfigException.class,
            () -> new ConfigLoader(warnings::add).load(Path.of("no/such/bench.yaml")));

    assertThat(e.getMessage()).isEqualTo("config file not found: 'no/such/bench.yaml'");
  }
}
