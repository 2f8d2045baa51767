package dev.tokenpace;

/** Told how a run is going; the CLI draws a progress line from it. Called from pipeline threads. */
public interface ProgressListener {

  void onProgress(Progress progress);

  /**
   * @param elapsedNanos since the first stage began
   */
  record Progress(
      int stageId, long sent, long succeeded, long failed, long scheduled, long elapsedNanos) {}

  ProgressListener NONE = progress -> {};
}
