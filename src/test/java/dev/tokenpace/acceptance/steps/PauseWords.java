package dev.tokenpace.acceptance.steps;

/** What "a pause between the Nth and the Mth word" may name, however the step words the pause. */
final class PauseWords {

  private PauseWords() {}

  /** A pause lies between a word and the one after it; any other pair is a slip of the pen. */
  static void requireAdjacent(int word, int next) {
    if (next != word + 1) {
      throw new IllegalArgumentException(
          "a pause lies between a word and the next, but \"between the "
              + word
              + " and "
              + next
              + "\" names two words not one after the other");
    }
  }
}
