package dev.tokenpace;

import dev.tokenpace.config.RunConfig;

/** Told how a run is going; the CLI draws a progress line from it. Called from pipeline threads. */
public interface ProgressListener {

  void onProgress(Progress progress);

  /**
   * Something the user must know about the run while it runs, in one line (for example that a
   * stage's connections could not all be opened ahead); the CLI prints it as a warning.
   */
  default void onWarning(String line) {}

  /**
   * @param elapsedNanos since the first stage began
   * @param stage the current stage, or {@code null} when unknown
   * @param lastFailure the label of the latest failure, or {@code null} when none failed
   * @param silentNanos how long since the server last answered (any response, even an error) while
   *     requests kept failing without one; 0 when the server answers
   */
  record Progress(
      int stageId,
      long sent,
      long succeeded,
      long failed,
      long scheduled,
      long elapsedNanos,
      Stage stage,
      String lastFailure,
      long silentNanos) {

    public Progress(
        int stageId, long sent, long succeeded, long failed, long scheduled, long elapsedNanos) {
      this(stageId, sent, succeeded, failed, scheduled, elapsedNanos, null, null, 0);
    }
  }

  /**
   * The current stage: what it asked for and what it has sent so far.
   *
   * @param count how many stages the run has
   * @param requestedRate the stage's rate, or {@code null} for a concurrency stage
   * @param concurrency the stage's concurrency, or {@code null} for a rate stage
   * @param sent requests sent in this stage
   * @param elapsedNanos since this stage began
   */
  record Stage(int count, Double requestedRate, Integer concurrency, long sent, long elapsedNanos) {

    static Stage of(int count, RunConfig.Stage configured, long sent, long elapsedNanos) {
      if (configured instanceof RunConfig.Stage.Open open) {
        return new Stage(count, open.rate(), null, sent, elapsedNanos);
      }
      int level = ((RunConfig.Stage.Closed) configured).concurrencyLevel();
      return new Stage(count, null, level, sent, elapsedNanos);
    }

    /** Requests sent per second over the stage so far. */
    public double achievedRate() {
      return elapsedNanos <= 0 ? 0 : sent / (elapsedNanos / 1e9);
    }
  }

  ProgressListener NONE = progress -> {};
}
