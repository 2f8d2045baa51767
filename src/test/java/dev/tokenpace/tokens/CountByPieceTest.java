package dev.tokenpace.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.sensitivity.variants.BosPerChunkTokenizer;
import dev.tokenpace.sensitivity.variants.TokensCountedPerChunk;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A token counts in the piece holding its last character (docs/metrics.md). */
class CountByPieceTest {

  private static final String GREEK = "alpha beta gamma delta epsilon zeta eta theta iota kappa";

  private static List<String> chunksOf(String text, int size) {
    List<String> chunks = new ArrayList<>();
    for (int i = 0; i < text.length(); i += size) {
      chunks.add(text.substring(i, Math.min(text.length(), i + size)));
    }
    return chunks;
  }

  private static Path wordLevel() {
    return Path.of("src/test/resources/tokenizers/word-level-bos");
  }

  /** The definition itself, with no shortcut: the interface's default. */
  private static final Tokenizer BY_PREFIXES =
      new Tokenizer() {
        private final Tokenizer words = new WhitespaceTokenizer();

        @Override
        public int countTokens(String text) {
          return words.countTokens(text);
        }

        @Override
        public String name() {
          return "whitespace by prefixes";
        }
      };

  @Test
  void sixCharacterChunksCountOneWordEach() {
    List<String> chunks = chunksOf(GREEK, 6);
    assertThat(chunks).startsWith("alpha ", "beta g", "amma d", "elta e", "psilon");
    int[] expected = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    assertThat(new WhitespaceTokenizer().countByPiece(chunks)).containsExactly(expected);
    assertThat(BY_PREFIXES.countByPiece(chunks)).containsExactly(expected);
  }

  @Test
  void aWordCountsWhereItEndsAndPiecesWithinAWordCountNothing() {
    List<String> pieces = List.of("super", "cali", "fragil", "istic ", "word", " ", "s");
    int[] expected = {0, 0, 0, 1, 1, 0, 1};
    assertThat(new WhitespaceTokenizer().countByPiece(pieces)).containsExactly(expected);
    assertThat(BY_PREFIXES.countByPiece(pieces)).containsExactly(expected);
  }

  @Test
  void leadingSpaceChunksCountTheirOwnWord() {
    List<String> pieces = List.of("The", " quick", " brown", "", " fox");
    int[] expected = {1, 1, 1, 0, 1};
    assertThat(new WhitespaceTokenizer().countByPiece(pieces)).containsExactly(expected);
    assertThat(BY_PREFIXES.countByPiece(pieces)).containsExactly(expected);
  }

  @Test
  void countsAlwaysSumToTheWholeText() {
    String text = "  café naïve\trésumé 😀 x\n\n y  ";
    for (int size = 1; size <= 7; size++) {
      List<String> chunks = chunksOf(text, size);
      for (Tokenizer tokenizer :
          List.of(new WhitespaceTokenizer(), BY_PREFIXES, HuggingFaceTokenizer.load(wordLevel()))) {
        int[] counts = tokenizer.countByPiece(chunks);
        assertThat(Arrays.stream(counts).sum()).isEqualTo(tokenizer.countTokens(text));
        assertThat(Arrays.stream(counts).min().orElse(0)).isNotNegative();
      }
    }
  }

  @Test
  void huggingFaceAttributesByTheTokensCharacterSpans() {
    Tokenizer tokenizer = HuggingFaceTokenizer.load(wordLevel());
    assertThat(tokenizer.countByPiece(chunksOf(GREEK, 6)))
        .containsExactly(1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    // split after é, ï, é: the unknown words still count where they end
    assertThat(tokenizer.countByPiece(List.of("caf", "é na", "ï", "ve r", "ésumé")))
        .containsExactly(0, 1, 0, 1, 1);
    // spans are in code points, not UTF-16 units: "😀😀" ends in the second piece
    assertThat(tokenizer.countByPiece(List.of("😀", "😀 a", "😀 b"))).containsExactly(0, 2, 2);
  }

  @Test
  void whitespaceMatchesTheDefinitionOnManySplits() {
    String text = "é a  bb\tccc 😀dd eee ffff g";
    for (int size = 1; size <= 9; size++) {
      List<String> chunks = chunksOf(text, size);
      assertThat(new WhitespaceTokenizer().countByPiece(chunks))
          .containsExactly(BY_PREFIXES.countByPiece(chunks));
    }
  }

  @Test
  void theTokensCountedPerChunkVariantCountsEverySplitWordTwice() {
    Tokenizer broken = new TokensCountedPerChunk(new WhitespaceTokenizer());
    int[] counts = broken.countByPiece(chunksOf(GREEK, 6));
    assertThat(counts).containsExactly(1, 2, 2, 2, 1, 1, 2, 2, 2, 1);
    assertThat(Arrays.stream(counts).sum()).isEqualTo(16);
    assertThat(broken.countTokens(GREEK)).isEqualTo(10);
  }

  @Test
  void theBosPerChunkVariantStillAddsOneTokenToEveryChunk() {
    Tokenizer broken = new BosPerChunkTokenizer(wordLevel());
    assertThat(broken.countByPiece(List.of("The", " quick", " brown"))).containsExactly(2, 2, 2);
  }
}
