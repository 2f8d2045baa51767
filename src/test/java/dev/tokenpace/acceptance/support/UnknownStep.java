package dev.tokenpace.acceptance.support;

/**
 * A step the suite does not know, failed with the nearest glossary steps. Its message is all a
 * product owner needs: the report shows it without the stack trace, which would only repeat it.
 */
public final class UnknownStep extends AssertionError {

  public UnknownStep(String hint) {
    super(hint);
  }
}
