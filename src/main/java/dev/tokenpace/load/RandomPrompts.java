package dev.tokenpace.load;

import java.util.Random;

/**
 * Prompts of N words drawn from a small vocabulary, N from the configured input length: with the
 * word-level tokenizer one word is one token, so the prompt length is exact.
 */
record RandomPrompts(Random random, LengthSampler lengths) implements PromptSource {

  private static final String[] WORDS =
      ("time token model stream server client request answer question number river mountain city"
           + " light sound water stone garden paper window music story friend market engine signal"
           + " cloud orbit")
          .split(" ");

  @Override
  public String next() {
    int words = Math.max(1, lengths.next());
    StringBuilder prompt = new StringBuilder(words * 7);
    for (int i = 0; i < words; i++) {
      if (i > 0) {
        prompt.append(' ');
      }
      prompt.append(WORDS[random.nextInt(WORDS.length)]);
    }
    return prompt.toString();
  }
}
