package dev.tokenpace.config;

/**
 * Builds a {@link RunConfig} in code with the same defaults and validation as the YAML loader, e.g.
 * {@code RunConfig.builder().baseUrl(uri).api(CHAT).streaming(true).concurrent(1, 1).build()}.
 */
public final class RunConfigBuilder {
  // CONTRACT STUB — implemented by the config/cli work. Fluent setters, one per key tests and
  // calibrate need: api type, streaming, baseUrl, modelName, ignoreEos, apiKey, requestIdHeader,
  // open(rate, duration) / concurrent(level, requests) stages, seed, requestTimeout, data, maxTokens,
  // tokenizer, percentiles, useServerOutputTokens, perRequest, storage path. build() validates.
}
