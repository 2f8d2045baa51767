package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ConfigRefused;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scenario's YAML as vLLM's command line, its run, and what it claims. */
class VllmBenchClientTest {

  private static final YAMLMapper YAML = new YAMLMapper();
  private static final Path WORDS = Path.of("/words");

  @TempDir Path temp;

  /** A scenario's config as the suite writes it for any client (ScenarioConfig). */
  private static JsonNode config(String api, String load, String data) throws IOException {
    return YAML.readTree(
        """
        api:
          type: %s
          streaming: true
        server:
          type: vllm
          base_url: http://127.0.0.1:8089
          model_name: example
        load:
        %s
          interval: 0
          base_seed: 42
          request_timeout: 30
          num_workers: 1
        data:
        %s
        report:
          request_lifecycle:
            summary: true
            per_stage: true
            per_request: true
        storage:
          local_storage:
            path: reports
        """
            .formatted(api, load.indent(2).stripTrailing(), data.indent(2).stripTrailing()));
  }

  private static final String ONE_AT_A_TIME =
      """
      type: concurrent
      stages:
        - concurrency_level: 1
          num_requests: 3
      """;

  private static final String MOCK = "type: mock";

  @Test
  void aChatScenarioOneAtATimeIsItsOpenaiChatBackendWithOneInFlight() throws IOException {
    List<String> args =
        VllmBenchArguments.arguments(config("chat", ONE_AT_A_TIME, MOCK), Path.of("/r"), WORDS);

    assertThat(String.join(" ", args))
        .isEqualTo(
            "--backend openai-chat --base-url http://127.0.0.1:8089"
                + " --endpoint /v1/chat/completions --model example --tokenizer /words"
                + " --num-prompts 3 --max-concurrency 1 --seed 42"
                + " --dataset-name random --random-input-len 8 --random-output-len 64"
                + " --random-range-ratio 1.0 --percentile-metrics ttft,tpot,itl,e2el"
                + " --metric-percentiles 50,90,95,99 --disable-tqdm --save-result"
                + " --result-dir /r --result-filename result.json");
  }

  @Test
  void mockPromptsAskForTheAnswerLengthTheScenarioGives() throws IOException {
    String atMostTen =
        """
        type: mock
        output_distribution: {min: 10, max: 10, mean: 10, std_dev: 0}
        """;

    String args =
        String.join(
            " ",
            VllmBenchArguments.arguments(
                config("chat", ONE_AT_A_TIME, atMostTen), Path.of("/r"), WORDS));

    assertThat(args).contains("--random-input-len 8 --random-output-len 10");
  }

  @Test
  void aCompletionsScenarioIsItsOpenaiBackend() throws IOException {
    List<String> args =
        VllmBenchArguments.arguments(
            config("completion", ONE_AT_A_TIME, MOCK), Path.of("/r"), WORDS);

    assertThat(String.join(" ", args))
        .contains("--backend openai --")
        .contains("--endpoint /v1/completions");
  }

  @Test
  void aPoissonRateIsItsRequestRateWithExponentialGaps() throws IOException {
    String poisson =
        """
        type: poisson
        stages:
          - rate: 5
            duration: 2
        worker_max_concurrency: 4
        """;
    String random =
        """
        type: random
        input_distribution: {min: 12, max: 12, mean: 12, std_dev: 0}
        output_distribution: {min: 64, max: 64, mean: 64, std_dev: 0}
        """;

    String args =
        String.join(
            " ",
            VllmBenchArguments.arguments(config("chat", poisson, random), Path.of("/r"), WORDS));

    assertThat(args)
        .contains("--num-prompts 10 --request-rate 5 --burstiness 1 --max-concurrency 4")
        .contains("--random-input-len 12 --random-output-len 64");
  }

  @Test
  void aConstantRateIsPlayedWithNearlyEvenGammaGapsAndSaysSo() throws IOException {
    String constant =
        """
        type: constant
        stages:
          - rate: 2.5
            duration: 4
        """;

    String args =
        String.join(
            " ",
            VllmBenchArguments.arguments(config("chat", constant, MOCK), Path.of("/r"), WORDS));

    assertThat(args).contains("--num-prompts 10 --request-rate 2.5 --burstiness 100");
    VllmBenchClient client = new VllmBenchClient(List.of("vllm-bench-serving"), Duration.ZERO);
    assertThat(client.playsOtherwise("constant")).get().asString().contains("gamma");
    assertThat(client.playsOtherwise("poisson")).isEmpty();
    assertThat(client.playsOtherwise("concurrent")).isEmpty();
  }

  @Test
  void itsOwnRandomPromptsForTheScenariosMockOnesAreAnotherLoad() {
    VllmBenchClient client = new VllmBenchClient(List.of("vllm-bench-serving"), Duration.ZERO);
    assertThat(client.promptsOtherwise("mock")).get().asString().contains("--dataset-name random");
    assertThat(client.promptsOtherwise("random")).isEmpty();
  }

  @Test
  void whatItHasNoWayToPlayIsRefusedWithWhy() throws IOException {
    String twoStages =
        """
        type: poisson
        stages:
          - rate: 5
            duration: 2
          - rate: 10
            duration: 2
        """;
    assertThatThrownBy(
            () ->
                VllmBenchArguments.arguments(config("chat", twoStages, MOCK), Path.of("/r"), WORDS))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("one load per run; the scenario has 2 stages");

    JsonNode unary = config("chat", ONE_AT_A_TIME, MOCK);
    ((com.fasterxml.jackson.databind.node.ObjectNode) unary.get("api")).put("streaming", false);
    assertThatThrownBy(() -> VllmBenchArguments.arguments(unary, Path.of("/r"), WORDS))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("always asks for a stream");

    String spread =
        """
        type: random
        input_distribution: {min: 4, max: 12, mean: 8, std_dev: 2}
        output_distribution: {min: 64, max: 64, mean: 64, std_dev: 0}
        """;
    assertThatThrownBy(
            () ->
                VllmBenchArguments.arguments(
                    config("chat", ONE_AT_A_TIME, spread), Path.of("/r"), WORDS))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("uniformly");

    JsonNode stall = config("chat", ONE_AT_A_TIME, MOCK);
    ((com.fasterxml.jackson.databind.node.ObjectNode) stall.get("load"))
        .put("request_timeout", 0.5);
    assertThatThrownBy(() -> VllmBenchArguments.arguments(stall, Path.of("/r"), WORDS))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("no request timeout to set")
        .hasMessageContaining("backend_request_func.py:17");
  }

  @Test
  void aTokenizerFileIsGivenAsItsFolderAndARelativeOneMadeAbsolute() throws IOException {
    JsonNode named =
        YAML.readTree("tokenizer: {pretrained_model_name_or_path: tokenizers/word/tokenizer.json}");

    assertThat(VllmBenchArguments.tokenizerFolder(named, WORDS))
        .isEqualTo(Path.of("tokenizers/word").toAbsolutePath());
    assertThat(VllmBenchArguments.tokenizerFolder(YAML.readTree("{}"), WORDS)).isEqualTo(WORDS);
  }

  @Test
  void itsRunIsReadFromTheResultFileItWroteIntoTheReportFolder() throws IOException {
    Path recorded =
        VllmBenchPairingTest.RECORDED.resolve("chat-streaming/result.json").toAbsolutePath();
    Path launcher =
        script(
            "launcher",
            """
            #!/bin/sh
            while [ $# -gt 0 ]; do
              if [ "$1" = --result-dir ]; then dir=$2; fi
              shift
            done
            echo "Starting initial single prompt test run..."
            cp '%s' "$dir/result.json"
            """
                .formatted(recorded));
    Path config =
        Files.writeString(
            temp.resolve("config.yaml"),
            YAML.writeValueAsString(config("chat", ONE_AT_A_TIME, MOCK)));

    RunReport report =
        new VllmBenchClient(List.of(launcher.toString()), Duration.ofSeconds(30))
            .run(config, temp.resolve("reports"), List.of());

    assertThat(report.requests()).hasSize(3);
    assertThat(temp.resolve("reports").resolve(VllmBenchClient.OUTPUT_FILE))
        .content()
        .contains("Starting initial single prompt test run");
  }

  @Test
  void aFailedTestRequestIsARunItCannotPlay() throws IOException {
    Path launcher =
        script(
            "launcher",
            """
            #!/bin/sh
            echo "ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: Service Unavailable"
            exit 1
            """);
    Path config =
        Files.writeString(
            temp.resolve("config.yaml"),
            YAML.writeValueAsString(config("chat", ONE_AT_A_TIME, MOCK)));
    VllmBenchClient client =
        new VllmBenchClient(List.of(launcher.toString()), Duration.ofSeconds(30));

    assertThatThrownBy(() -> client.run(config, temp.resolve("reports"), List.of()))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("stops when its test request")
        .hasMessageContaining("Error: Service Unavailable");
  }

  @Test
  void aRunWithSeveralInFlightIsNotJudgedWithoutLaunchingIt() throws IOException {
    Path launched = temp.resolve("launched");
    Path launcher = script("launcher", "#!/bin/sh\ntouch " + launched + "\n");
    Path config =
        Files.writeString(
            temp.resolve("config.yaml"),
            YAML.writeValueAsString(
                config(
                    "chat",
                    ONE_AT_A_TIME.replace("concurrency_level: 1", "concurrency_level: 2"),
                    MOCK)));
    VllmBenchClient client =
        new VllmBenchClient(List.of(launcher.toString()), Duration.ofSeconds(30));

    assertThatThrownBy(() -> client.run(config, temp.resolve("reports"), List.of()))
        .isInstanceOf(ClientUnderTest.NotJudged.class)
        .hasMessageContaining("lets 2 requests be in flight at once");
    assertThat(launched).doesNotExist();
  }

  @Test
  void itsVersionIsTheCommitItsInstallerRecorded() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("install/bin"));
    Files.writeString(
        temp.resolve("install").resolve(RecordedVersion.FILE_NAME), "vllm-bench e7ef74e26e\n");

    VllmBenchClient client =
        new VllmBenchClient(List.of(bin.resolve("vllm-bench-serving").toString()), Duration.ZERO);

    assertThat(client.description()).isEqualTo("vllm-bench e7ef74e26e");
    assertThat(client.requestsBeforeTheRun("load: {}")).isEqualTo(1);
    assertThat(client.cannotPlay(List.of("@latency", "@needs-shards"))).isPresent();
    assertThat(client.cannotPlay(List.of("@fake", "@fake-only"))).isPresent();
    assertThat(client.cannotPlay(List.of("@latency"))).isEmpty();
  }

  @Test
  void itsClaimsNameWhatItDoesNotReportAndWhatItDefinesOtherwise() {
    VllmBenchClient client = new VllmBenchClient(List.of("vllm-bench-serving"), Duration.ZERO);

    assertThat(client.reports("time_to_first_token")).isTrue();
    assertThat(client.reports("error_percentage")).isFalse();
    assertThat(client.reports("inter_chunk_latency")).isFalse();
    assertThat(client.reports("request_latency")).isTrue();
    assertThat(client.reportsForEachRequest("request_latency")).isFalse();
    assertThat(client.reportsForEachRequest("inter_token_latency")).isTrue();
    assertThat(client.differsOn("time_to_first_token"))
        .get()
        .asString()
        .contains("role chunk", "backend_request_func.py:394-398");
    assertThat(client.differsOn("inter_token_latency")).get().asString().contains("finish chunk");
    assertThat(client.wordsFailuresAsTokenpace()).isFalse();
  }

  @Test
  void itsFailureWordsFallIntoFamilies() {
    VllmBenchClient client = new VllmBenchClient(List.of("vllm-bench-serving"), Duration.ZERO);

    assertThat(client.familiesOf("Service Unavailable")).containsExactly(FailureFamily.HTTP_STATUS);
    assertThat(client.familiesOf("Internal Server Error"))
        .containsExactly(FailureFamily.HTTP_STATUS);
    assertThat(client.familiesOf("ClientPayloadError")).containsExactly(FailureFamily.CUT_SHORT);
    assertThat(client.familiesOf("ClientConnectorError")).containsExactly(FailureFamily.REFUSED);
    // a web page or a whole JSON answer read as stream lines: malformed to it, not a stream to us
    assertThat(client.familiesOf("JSONDecodeError"))
        .isEqualTo(Set.of(FailureFamily.MALFORMED, FailureFamily.NOT_A_STREAM));
    assertThat(client.familiesOf("ClientOSError"))
        .isEqualTo(Set.of(FailureFamily.CUT_SHORT, FailureFamily.REFUSED));
    assertThat(client.familiesOf("AssertionError")).isEmpty();
  }

  private Path script(String name, String text) throws IOException {
    Path file = Files.writeString(temp.resolve(name), text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    return file;
  }
}
