package dev.tokenpace.acceptance.world;

/** Whitespace word counting: the suite's tokenizers map one word to one token. */
public final class Words {

  private Words() {}

  public static int count(String text) {
    String trimmed = text == null ? "" : text.strip();
    return trimmed.isEmpty() ? 0 : trimmed.split("\\s+").length;
  }
}
