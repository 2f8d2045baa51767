package dev.tokenpace.fake.script;

/**
 * How much token usage a streamed answer reports, as the request asked through {@code
 * stream_options}: OpenAI and vLLM send none unless asked, so a client that never asks (LLMPerf)
 * never sees a chunk without choices.
 */
public enum UsageReport {
  /** No usage chunk: the profile's usage events are left out. */
  NONE,
  /** {@code include_usage}: the profile's usage chunk ({@code "choices": []}) as scripted. */
  AT_THE_END,
  /**
   * vLLM's {@code continuous_usage_stats} beside {@code include_usage}: every chunk also carries
   * the usage so far, and the usage chunk still ends the answer.
   */
  EVERY_CHUNK
}
