package dev.tokenpace.acceptance.verdict;

/**
 * What a step found none of, so that it had nothing to judge ({@link Reason.NothingToJudge}):
 * worded only by {@link MissSentences}.
 */
public sealed interface Lack {

  /** The run sent no request at all. */
  record NoneSent() implements Lack {}

  /**
   * The run sent no request that is {@code which}, as the step names them.
   *
   * @param without the field the step would have judged on them, or {@code null} to leave it unsaid
   */
  record NoneThatIs(String which, ReportField without) implements Lack {}

  /** A stage that sent no request, so it has no rates. */
  record StageSentNone(int stage) implements Lack {}

  /** No request succeeded, so none gives {@code metric}. */
  record NoneSucceeded(ReportField metric) implements Lack {}

  /** No request failed, so none carries the {@code label} a step expects. */
  record NoneFailed(String label) implements Lack {}

  /** The scenario ran no benchmark. */
  record NoRun() implements Lack {}

  /** The model answered no request as its script says. */
  record NoneAsScripted() implements Lack {}
}
