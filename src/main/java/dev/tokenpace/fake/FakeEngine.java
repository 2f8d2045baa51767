package dev.tokenpace.fake;

import dev.tokenpace.fake.metrics.MetricsEndpoint;
import dev.tokenpace.fake.metrics.ServerMetrics;
import dev.tokenpace.fake.timeline.TimelineStore;

/**
 * The parts one fake server shares, made together and closed together: the profiles, the timeline
 * store, the server metrics, the stream limit, the clocks, the slow-server holds and the dispatch
 * that plays stubs naming {@link StreamingTransformer#NAME}. It only owns them; each does its own
 * job.
 */
public final class FakeEngine implements AutoCloseable {

  static final String REQUEST_ID_HEADER = StreamDispatch.REQUEST_ID_HEADER;

  private final ProfileRouter router = new ProfileRouter();
  private final TimelineStore timelines;
  private final ServerMetrics metrics = new ServerMetrics();
  private final StreamAdmission admission = new StreamAdmission();
  private final SlowServer slowServer = new SlowServer();
  private final AcceptLog accepts = new AcceptLog();
  private final FakeClocks clocks;
  private final StreamDispatch dispatch;

  public FakeEngine(int maxTimelines, int schedulerThreads) {
    this.timelines = new TimelineStore(maxTimelines);
    this.clocks = new FakeClocks(schedulerThreads);
    this.dispatch =
        new StreamDispatch(
            new ProfileResolver(router),
            timelines,
            metrics,
            admission,
            clocks,
            new MetricsEndpoint(metrics));
  }

  public ProfileRouter router() {
    return router;
  }

  public TimelineStore timelines() {
    return timelines;
  }

  /** When each connection was taken up. */
  public AcceptLog accepts() {
    return accepts;
  }

  ServerMetrics metrics() {
    return metrics;
  }

  StreamAdmission admission() {
    return admission;
  }

  SlowServer slowServer() {
    return slowServer;
  }

  StreamDispatch dispatch() {
    return dispatch;
  }

  @Override
  public void close() {
    clocks.close();
  }
}
