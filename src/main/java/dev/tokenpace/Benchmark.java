package dev.tokenpace;

import dev.tokenpace.client.EventStamping;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.tokens.Tokenizer;

/**
 * The pipeline's one entry for programs (CLI, acceptance suite, calibrate, demo): given a
 * {@link RunConfig}, send the load, record every request, compute the metrics and write the reports.
 * The three seams (tokenizer, event stamping, metrics calculator) default to the real ones.
 */
public final class Benchmark {

  // CONTRACT STUB — implemented by the client-pipeline work.
  private Benchmark() {}

  public static Builder with(RunConfig config) {
    throw new UnsupportedOperationException("not yet");
  }

  public RunResult run() throws InterruptedException {
    throw new UnsupportedOperationException("not yet");
  }

  /**
   * Added by the cli work (the SIGINT/SIGTERM hook calls it from another thread): stop sending, end
   * in-flight requests as failures labelled cancelled; {@link #run()} then writes the reports and
   * returns a result with {@code cancelled == true}. Safe to call at any time, more than once.
   */
  public void cancel() {
    throw new UnsupportedOperationException("not yet");
  }

  public static final class Builder {
    public Builder tokenizer(Tokenizer tokenizer) { return this; }
    public Builder stamping(EventStamping stamping) { return this; }
    public Builder metrics(MetricsCalculator calculator) { return this; }
    public Builder progress(ProgressListener listener) { return this; }
    /** Whether to write the report files to {@code storage.path}; default true. */
    public Builder writeReports(boolean write) { return this; }
    public Benchmark build() { throw new UnsupportedOperationException("not yet"); }
  }
}
