package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ClientFailure;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ConfigRefused;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * GuideLlmClient: the scenario's YAML as GuideLLM's command line, its claims, and a run through a
 * shell script standing in for GuideLLM (it writes a result stamped with the wall clock, as
 * GuideLLM does). No test sleeps: each waits on the process the client ran.
 */
class GuideLlmClientTest {

  private static final YAMLMapper YAML = new YAMLMapper();
  private static final Path RESULT = Path.of("out", "result.json");

  @TempDir Path temp;

  private final GuideLlmClient client =
      new GuideLlmClient(List.of("guidellm"), Duration.ofSeconds(30), "v0.3.1");

  /**
   * A scenario's YAML as the suite writes it (world.ScenarioConfig), with this API and load, and
   * the random prompts of the peers' ITs.
   */
  private static JsonNode scenario(String api, boolean streaming, String load) throws IOException {
    return YAML.readTree(
        """
        api:
          type: %s
          streaming: %s
        server:
          type: vllm
          base_url: http://127.0.0.1:8089/
          model_name: example
        load:
        %s
          interval: 0
          base_seed: 7
          request_timeout: 0.5
          num_workers: 1
        tokenizer:
          pretrained_model_name_or_path: tokenizers/word-level/tokenizer.json
        %s
        """
            .formatted(api, streaming, load.indent(2), InstalledPeerRun.RANDOM_DATA));
  }

  private static final String ONE_AT_A_TIME =
      """
      type: concurrent
      stages:
        - {concurrency_level: 1, num_requests: 3}
      """;

  @Test
  void aStreamedChatRunOneAtATimeIsItsSynchronousRateWithTheScenariosCount() throws IOException {
    GuideLlmInvocation invocation =
        GuideLlmInvocation.of(scenario("chat", true, ONE_AT_A_TIME), RESULT);

    assertThat(String.join(" ", invocation.arguments()))
        .isEqualTo(
            "benchmark --target http://127.0.0.1:8089 --model example --processor "
                + Path.of("tokenizers/word-level").toAbsolutePath()
                + " --data prompt_tokens=8,output_tokens=5 --rate-type synchronous"
                + " --max-requests 3 --random-seed 7 --backend-args {\"timeout\":0.5}"
                + " --disable-progress --output-path "
                + RESULT);
    assertThat(invocation.environment())
        .containsEntry("GUIDELLM__PREFERRED_ROUTE", "chat_completions")
        .containsEntry("HF_HUB_OFFLINE", "1")
        .doesNotContainKey("GUIDELLM__MAX_CONCURRENCY");
  }

  @Test
  void streamsAtOnceAreItsConcurrentRate() throws IOException {
    String load =
        """
        type: concurrent
        stages:
          - {concurrency_level: 4, num_requests: 12}
        """;
    GuideLlmInvocation invocation = GuideLlmInvocation.of(scenario("chat", true, load), RESULT);

    assertThat(String.join(" ", invocation.arguments()))
        .contains("--rate-type concurrent --rate 4 --max-requests 12");
  }

  @Test
  void anOpenLoadIsItsRateTypeWithRateTimesDurationRequestsAndItsCapOnThoseInFlight()
      throws IOException {
    String load =
        """
        type: poisson
        stages:
          - {rate: 2.5, duration: 4}
        worker_max_concurrency: 2
        """;
    GuideLlmInvocation invocation =
        GuideLlmInvocation.of(scenario("completion", true, load), RESULT);

    assertThat(String.join(" ", invocation.arguments()))
        .contains("--rate-type poisson --rate 2.5 --max-requests 10");
    assertThat(invocation.environment())
        .containsEntry("GUIDELLM__PREFERRED_ROUTE", "text_completions")
        .containsEntry("GUIDELLM__MAX_CONCURRENCY", "2");
  }

  @Test
  void whatItCannotPlayIsRefusedWithWhy() throws IOException {
    assertThatThrownBy(() -> GuideLlmInvocation.of(scenario("chat", false, ONE_AT_A_TIME), RESULT))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("always streams (backend/openai.py:460)");
    String twoStages =
        """
        type: constant
        stages:
          - {rate: 2, duration: 1}
          - {rate: 4, duration: 1}
        """;
    assertThatThrownBy(() -> GuideLlmInvocation.of(scenario("chat", true, twoStages), RESULT))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("a load of 2 stages");
    assertThat(client.cannotPlay(List.of("@needs-shards"))).get().asString().contains("GuideLLM");
    assertThat(client.cannotPlay(List.of("@fake-only"))).get().asString().contains("GuideLLM");
    assertThat(client.cannotPlay(List.of("@latency"))).isEmpty();
    com.fasterxml.jackson.databind.node.ObjectNode longPrompt =
        (com.fasterxml.jackson.databind.node.ObjectNode) scenario("chat", true, ONE_AT_A_TIME);
    longPrompt
        .putObject("data")
        .put("type", "random")
        .putObject("input_distribution")
        .put("mean", 1_000_000);
    assertThatThrownBy(() -> GuideLlmInvocation.of(longPrompt, RESULT))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("dataset/synthetic.py:196-219");
  }

  @Test
  void itClaimsOnlyTheFieldsItsResultHas() {
    assertThat(client.reports("time_to_first_token")).isTrue();
    assertThat(client.reports("request_latency")).isTrue();
    assertThat(client.reports("error_percentage")).isFalse();
    assertThat(client.reports("events")).isFalse();
    assertThat(client.reports("time_to_first_output_token")).isFalse();
    assertThat(client.reports("inter_token_latency")).isTrue();
    assertThat(client.reportsForEachRequest("inter_token_latency")).isFalse();
    assertThat(client.differsOn("time_to_first_token"))
        .get()
        .asString()
        .contains("role chunk is not a token", "backend/openai.py:626-628");
    assertThat(client.differsOn("request_latency"))
        .get()
        .asString()
        .contains("[DONE] line included", "backend/openai.py:611, 622, 672");
    assertThat(client.differsOn("time_per_output_token"))
        .get()
        .asString()
        .contains("by N, not N − 1", "benchmark/benchmark.py:354-363");
    assertThat(client.playsOtherwise("constant")).get().asString().contains("floor(R)");
    assertThat(client.playsOtherwise("concurrent")).isEmpty();
    assertThat(client.wordsFailuresAsTokenpace()).isFalse();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          TimeoutError: The request timed out before completing.                  | TIMEOUT
          Client error '429 Too Many Requests' for url 'http://h/v1'              | HTTP_STATUS
          peer closed connection without sending complete message body (incomplete chunked read) \
                                                                                  | CUT_SHORT
          All connection attempts failed                                          | REFUSED
          Expecting value: line 1 column 1 (char 0)                               | MALFORMED
          [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed (_ssl.c:1006) | TLS
          incomplete                                                              | CANCELLED
          """)
  void itsFailureTextsFallIntoFamilies(String text, FailureFamily family) {
    assertThat(client.familiesOf(text)).containsExactly(family);
  }

  /** httpx's timeouts and a reset mid-answer both leave str(exc) empty (worker.py:365). */
  @Test
  void aBlankFailureTextIsItsWordForATimeoutOrAStreamCutShort() {
    assertThat(client.familiesOf(""))
        .containsExactlyInAnyOrder(FailureFamily.TIMEOUT, FailureFamily.CUT_SHORT);
  }

  /**
   * It checks the server once, then once more from each worker process it starts: one for a run of
   * one at a time, one per stream up to its limit of 10 here, the limit for a rate.
   */
  @Test
  void itsOwnRequestsAreOneCheckAndOneMorePerWorkerProcess() {
    assertThat(client.requestsBeforeTheRun(concurrent(1, 3))).isEqualTo(2);
    assertThat(client.requestsBeforeTheRun(concurrent(4, 8))).isEqualTo(5);
    assertThat(client.requestsBeforeTheRun(concurrent(40, 80))).isEqualTo(11);
    assertThat(
            client.requestsBeforeTheRun(
                "load:\n  type: constant\n  stages:\n    - rate: 5\n      duration: 2\n"))
        .isEqualTo(11);
  }

  private static String concurrent(int streams, int requests) {
    return "load:\n  type: concurrent\n  stages:\n    - concurrency_level: %d\n      num_requests: %d\n"
        .formatted(streams, requests);
  }

  @Test
  void aFailureTextOfNoFamilyHasNone() {
    assertThat(client.familiesOf("something else")).isEmpty();
  }

  @Test
  void itsVersionIsTheOneItsInstallerRecordedAndARelativeLauncherIsMadeAbsolute()
      throws IOException {
    Path install = Files.createDirectories(temp.resolve("install/bin"));
    Path launcher = Files.writeString(install.resolve("guidellm"), "#!/bin/sh\n");
    Files.writeString(temp.resolve("install/" + RecordedVersion.FILE_NAME), "guidellm v0.3.1\n");
    String relative = Path.of("").toAbsolutePath().relativize(launcher).toString();
    System.setProperty(GuideLlmClient.COMMAND_PROPERTY, relative);
    try {
      GuideLlmClient configured = GuideLlmClient.fromEnvironment().orElseThrow();
      assertThat(configured.description()).isEqualTo("GuideLLM v0.3.1");
    } finally {
      System.clearProperty(GuideLlmClient.COMMAND_PROPERTY);
    }
  }

  /** GuideLLM played by a shell script that runs {@code body} with $out set to --output-path. */
  private GuideLlmClient standIn(String body) throws IOException {
    Path script = temp.resolve("guidellm");
    Files.writeString(
        script,
        """
        #!/bin/sh
        out=""
        while [ $# -gt 0 ]; do
          if [ "$1" = "--output-path" ]; then out="$2"; fi
          shift
        done
        %s
        """
            .formatted(body));
    Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
    return new GuideLlmClient(List.of(script.toString()), Duration.ofSeconds(30), "x");
  }

  private RunReport run(GuideLlmClient stand) throws IOException {
    return stand.run(config(), temp.resolve("report"), List.of());
  }

  private Path config() throws IOException {
    return Files.writeString(
        temp.resolve("bench.yaml"), YAML.writeValueAsString(scenario("chat", true, ONE_AT_A_TIME)));
  }

  @Test
  void aRunItStampedOnTheWallClockIsReadOnTheFakesClockInsideTheRun() throws IOException {
    GuideLlmClient stand =
        standIn(
            """
            start=$(date +%s.%N)
            end=$(date +%s.%N)
            cat > "$out" <<EOF
            {"benchmarks": [{"request_totals": {"successful": 1, "errored": 0, "incomplete": 0},
              "requests": {"errored": [], "incomplete": [], "successful": [{"request_id": "u",
                "prompt_tokens": 8, "output_tokens": 5, "start_time": $start, "end_time": $end,
                "first_token_time": $end, "last_token_time": $end}]}}]}
            EOF
            """);
    long before = System.nanoTime();

    RunReport report = run(stand);

    long after = System.nanoTime();
    ReportedRequest request = report.requests().get(0);
    // 1 ms: the bound WallClockAnchor allows for the readings themselves
    assertThat(request.startTime() * 1e9).isBetween(before - 1e6, after + 1e6);
    assertThat(request.endTime()).isGreaterThanOrEqualTo(request.startTime());
    assertThat(Files.readString(temp.resolve("report").resolve(GuideLlmClient.OUTPUT_FILE)))
        .isEmpty();
  }

  @Test
  void aServerThatFailsItsValidationIsAScenarioItCannotPlay() throws IOException {
    GuideLlmClient stand =
        standIn(
            """
            cat >&2 <<'EOF'
            Traceback (most recent call last):
              File "guidellm/benchmark/entrypoints.py", line 71, in benchmark_generative_text
                await backend.validate()
            httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'http://h/v1'
            EOF
            exit 1
            """);

    assertThatThrownBy(() -> run(stand))
        .isInstanceOf(ConfigRefused.class)
        .hasMessageContaining("before the run")
        .hasMessageContaining("httpx.HTTPStatusError: Server error '503");
  }

  @Test
  void anExitThatIsNotZeroIsAClientFailureWithItsLastLines() throws IOException {
    GuideLlmClient stand = standIn("echo 'ValueError: Model example not found' >&2; exit 3");

    assertThatThrownBy(() -> run(stand))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("exited with code 3")
        .hasMessageContaining("Model example not found");
  }

  /**
   * queueing-server:37 against GuideLLM v0.3.1 (2026-12-07): a server full at 2 streams refused a
   * worker's check of it with 429, and the error could not be unpickled in the main process.
   */
  @Test
  void aWorkersCheckRefusedWithAStatusIsTheScenarioItCannotPlay() throws Exception {
    Path output =
        Files.writeString(
            temp.resolve("refused.txt"),
            String.join(
                "\n",
                "concurrent.futures.process._RemoteTraceback: ",
                "'''",
                "Traceback (most recent call last):",
                "  File \"multiprocessing/connection.py\", line 251, in recv",
                "TypeError: HTTPStatusError.__init__() missing 2 required keyword-only arguments:"
                    + " 'request' and 'response'",
                "'''",
                "",
                "Traceback (most recent call last):",
                "  File \"guidellm/scheduler/scheduler.py\", line 156, in run",
                "    raise err",
                "concurrent.futures.process.BrokenProcessPool: A process in the process pool was"
                    + " terminated abruptly",
                ""));
    Path other =
        Files.writeString(
            temp.resolve("other.txt"),
            "Traceback (most recent call last):\n  File \"x.py\", line 1\nValueError: no\n");

    assertThat(GuideLlmClient.aWorkersCheckWasRefused(output)).isTrue();
    assertThat(GuideLlmClient.aWorkersCheckWasRefused(other)).isFalse();
  }

  /**
   * queueing-server:53 against GuideLLM v0.3.1 (2026-12-07): a server that never answers past its
   * cap of 2 left two workers' checks unanswered; both timed out, and GuideLLM waited on its lost
   * workers until the suite's time limit.
   */
  @Test
  void aCheckThatFailedBeforeItHungIsTheScenarioItCannotPlay() throws Exception {
    Path output =
        Files.writeString(
            temp.resolve("hung.txt"),
            "26-12-07 05:30:59|ERROR |guidellm.backend.openai:chat_completions:386 -"
                + " OpenAIHTTPBackend request with headers: {} and params: {} and payload:"
                + " {'messages': [{'role': 'user', 'content': 'Test connection'}], 'model':"
                + " 'model', 'stream': True} failed: \n");
    Path answered =
        Files.writeString(
            temp.resolve("answered.txt"),
            "payload: {'messages': [{'role': 'user', 'content': 'Test connection'}]}\n");

    assertThat(GuideLlmClient.aCheckFailedBeforeItHung(output)).isTrue();
    assertThat(GuideLlmClient.aCheckFailedBeforeItHung(answered)).isFalse();
  }
}
