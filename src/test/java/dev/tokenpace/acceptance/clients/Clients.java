package dev.tokenpace.acceptance.clients;

import dev.tokenpace.PipelineParts;
import java.util.Locale;
import java.util.Optional;

/**
 * Which client the suite judges: {@code -Dtokenpace.client=tokenpace} (the default), {@code
 * inference-perf} or {@code vllm-bench} (vLLM's benchmark_serving.py).
 */
public final class Clients {

  public static final String PROPERTY = "tokenpace.client";

  private Clients() {}

  /** The external client as this machine names it, built once, so its version is asked once. */
  private static final class Configured {
    static final Optional<InferencePerfClient> INFERENCE_PERF =
        InferencePerfClient.fromEnvironment();
    static final Optional<VllmBenchClient> VLLM_BENCH = VllmBenchClient.fromEnvironment();
    static final Optional<GuideLlmClient> GUIDELLM = GuideLlmClient.fromEnvironment();
  }

  /** The client named by {@link #PROPERTY}; tokenpace's is built with the glue's {@code parts}. */
  public static ClientUnderTest chosen(PipelineParts parts) {
    String name = System.getProperty(PROPERTY, "tokenpace").trim().toLowerCase(Locale.ROOT);
    return switch (name) {
      case "tokenpace" -> new TokenpaceCli(parts);
      case "inference-perf" ->
          Configured.INFERENCE_PERF.orElseThrow(
              () ->
                  new IllegalStateException(
                      "-D"
                          + PROPERTY
                          + "=inference-perf needs its console script: set "
                          + InferencePerfClient.COMMAND_ENV
                          + " (scripts/peers/install-inference-perf.sh installs one)"));
      case "vllm-bench" ->
          Configured.VLLM_BENCH.orElseThrow(
              () ->
                  new IllegalStateException(
                      "-D"
                          + PROPERTY
                          + "=vllm-bench needs its launcher: set "
                          + VllmBenchClient.COMMAND_ENV
                          + " (scripts/peers/install-vllm-bench.sh installs one)"));
      case "guidellm" ->
          Configured.GUIDELLM.orElseThrow(
              () ->
                  new IllegalStateException(
                      "-D"
                          + PROPERTY
                          + "=guidellm needs its launcher: set "
                          + GuideLlmClient.COMMAND_ENV
                          + " (scripts/peers/install-guidellm.sh installs one)"));
      default ->
          throw new IllegalArgumentException(
              "-D"
                  + PROPERTY
                  + "="
                  + name
                  + " names no client the suite knows; use tokenpace, inference-perf or"
                  + " vllm-bench");
    };
  }
}
