package dev.tokenpace.acceptance.clients;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/**
 * The word-level tokenizer the test resources ship: one word, one token, no special tokens, which
 * is what tokenpace's default (whitespace) counts. A Python client is given it, as the folder
 * transformers loads, when a scenario names no tokenizer, since nothing may be downloaded.
 */
final class WordLevelTokenizer {

  static final String RESOURCE = "/tokenizers/word-level";

  private WordLevelTokenizer() {}

  static Path folder() {
    try {
      URL resource = WordLevelTokenizer.class.getResource(RESOURCE);
      if (resource == null) {
        throw new IllegalStateException("test resource " + RESOURCE + " is missing");
      }
      return Path.of(resource.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
