package dev.tokenpace.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.sensitivity.variants.BosPerChunkTokenizer;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenizersTest {

  private static final String WORDS = "The quick brown fox jumps over the lazy dog ";

  static Path wordLevelDir() {
    try {
      return Path.of(TokenizersTest.class.getResource("/tokenizers/word-level-bos").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void whitespaceCountsWords() {
    Tokenizer tokenizer = Tokenizers.whitespace();
    assertThat(tokenizer.countTokens("a b")).isEqualTo(2);
    assertThat(tokenizer.countTokens("  d\te\nf  ")).isEqualTo(3);
    assertThat(tokenizer.countTokens("Paris")).isEqualTo(1);
    assertThat(tokenizer.name()).isEqualTo("whitespace");
  }

  @Test
  void whitespaceCountsEmptyAndBlankAsZero() {
    Tokenizer tokenizer = Tokenizers.whitespace();
    assertThat(tokenizer.countTokens("")).isZero();
    assertThat(tokenizer.countTokens(" \n\t ")).isZero();
    assertThat(tokenizer.countTokens(null)).isZero();
  }

  @Test
  void specWithoutPathOrWhitespaceTypeGivesWhitespace() {
    assertThat(Tokenizers.fromSpec(new TokenizerSpec(TokenizerType.WHITESPACE, null)))
        .isInstanceOf(WhitespaceTokenizer.class);
    assertThat(Tokenizers.fromSpec(null)).isInstanceOf(WhitespaceTokenizer.class);
  }

  @Test
  void huggingFaceCountsWithoutSpecialTokensFromADirectory() {
    Tokenizer tokenizer =
        Tokenizers.fromSpec(new TokenizerSpec(TokenizerType.HUGGINGFACE, wordLevelDir()));
    assertThat(tokenizer.countTokens("The quick brown fox")).isEqualTo(4);
    assertThat(tokenizer.countTokens("")).isZero();
    assertThat(tokenizer.name()).endsWith("tokenizer.json");
  }

  @Test
  void huggingFaceLoadsAFileDirectly() {
    Tokenizer tokenizer =
        Tokenizers.fromSpec(
            new TokenizerSpec(TokenizerType.HUGGINGFACE, wordLevelDir().resolve("tokenizer.json")));
    assertThat(tokenizer.countTokens("let me think")).isEqualTo(3);
  }

  @Test
  void huggingFaceNeverTruncates() {
    String text = String.join("", Collections.nCopies(600 / 9 + 1, WORDS));
    String sixHundredWords = String.join(" ", java.util.Arrays.copyOf(text.split(" "), 600));
    Tokenizer tokenizer = HuggingFaceTokenizer.load(wordLevelDir());
    assertThat(tokenizer.countTokens(sixHundredWords)).isEqualTo(600);
  }

  @Test
  void unreadablePathFailsNamingIt(@TempDir Path dir) {
    Path missing = dir.resolve("nope");
    assertThatThrownBy(
            () -> Tokenizers.fromSpec(new TokenizerSpec(TokenizerType.HUGGINGFACE, missing)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(missing.toString());
    assertThatThrownBy(() -> HuggingFaceTokenizer.load(dir))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(dir.toString());
  }

  @Test
  void malformedTokenizerJsonFailsNamingIt(@TempDir Path dir) throws Exception {
    Path file = java.nio.file.Files.writeString(dir.resolve("tokenizer.json"), "{not json");
    assertThatThrownBy(() -> HuggingFaceTokenizer.load(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(file.toString());
  }

  @Test
  void bosPerChunkVariantInflatesEveryChunkByOne() {
    Tokenizer clean = HuggingFaceTokenizer.load(wordLevelDir());
    Tokenizer broken = new BosPerChunkTokenizer(wordLevelDir());
    String[] chunks = {"The", " quick", " brown", " fox"};
    int cleanSum = 0;
    int brokenSum = 0;
    for (String chunk : chunks) {
      cleanSum += clean.countTokens(chunk);
      brokenSum += broken.countTokens(chunk);
    }
    assertThat(cleanSum).isEqualTo(4);
    assertThat(brokenSum).isEqualTo(8);
  }
}
