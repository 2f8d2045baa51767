package dev.tokenpace.acceptance.world;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** How the scenario's benchmark is set up beyond its load: which API, tokenizer and token source. */
public final class RunSettings {

  private static final String BOS_TOKENIZER = "/tokenizers/word-level-bos/tokenizer.json";

  private ApiType api = ApiType.CHAT;
  private TokenizerSpec tokenizer = new TokenizerSpec(TokenizerType.WHITESPACE, null);
  private boolean useServerOutputTokens;

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
