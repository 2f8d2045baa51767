package dev.tokenpace.acceptance.world;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;

/** How the scenario's benchmark is set up beyond its load: which API, tokenizer and token source. */
public final class RunSettings {

  private static final String BOS_TOKENIZER = "/tokenizers/word-level-bos/tokenizer.json";

  private ApiType api = ApiType.CHAT;
  private TokenizerSpec tokenizer = new TokenizerSpec(TokenizerType.WHITESPACE, null);
  private boolean useServerOutputTokens;
  private Duration requestTimeout = Duration.ofSeconds(30);
  private Integer maxEventBytes;

  public ApiType api() {
    return api;
  }

  public void api(ApiType api) {
    this.api = api;
  }

  public TokenizerSpec tokenizer() {
    return tokenizer;
  }

  public boolean useServerOutputTokens() {
    return useServerOutputTokens;
  }

  public void useServerOutputTokens(boolean use) {
    this.useServerOutputTokens = use;
  }

  /** How long the benchmark waits for a whole answer before recording the request as timed out. */
  public Duration requestTimeout() {
    return requestTimeout;
  }

  public void requestTimeout(Duration timeout) {
    this.requestTimeout = timeout;
  }

  /** The largest chunk the benchmark accepts, in bytes; {@code null} keeps the pipeline's default. */
  public Integer maxEventBytes() {
    return maxEventBytes;
  }

  public void maxEventBytes(int bytes) {
    this.maxEventBytes = bytes;
  }

  /** A real HuggingFace tokenizer.json (one word one token) whose post-processor adds a BOS token. */
  public void countWithBosAddingTokenizer() {
    URL resource = RunSettings.class.getResource(BOS_TOKENIZER);
    if (resource == null) {
      throw new IllegalStateException("test resource " + BOS_TOKENIZER + " is missing");
    }
    try {
      tokenizer = new TokenizerSpec(TokenizerType.HUGGINGFACE, Path.of(resource.toURI()));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
