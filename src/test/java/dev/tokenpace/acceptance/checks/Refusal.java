package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.verdict.Answer;
import java.util.Objects;

/**
 * What a client sees of a refused request: the status and OpenAI's error object's type, param and
 * code ({@code null} where the object says {@code null}, or has none).
 */
public record Refusal(int status, String type, String param, String code) {

  /**
   * A refusal in a scenario's words, {@code none} standing for {@code null}; a word's trailing
   * comma is the sentence's, since commas between the parts are optional.
   */
  public static Refusal stated(int status, String type, String param, String code) {
    return new Refusal(status, orNull(type), orNull(param), orNull(code));
  }

  /** Whether a client saw what was expected; a status of 0 expects none in particular. */
  public boolean matches(Refusal seen) {
    return (status == 0 || status == seen.status)
        && Objects.equals(type, seen.type)
        && Objects.equals(param, seen.param)
        && Objects.equals(code, seen.code);
  }

  /** The refusal as a check compares it. */
  public Answer.Refused value() {
    return new Answer.Refused(status, type, param, code);
  }

  private static String orNull(String word) {
    String bare = word.endsWith(",") ? word.substring(0, word.length() - 1) : word;
    return Answer.NONE.equals(bare) ? null : bare;
  }
}
