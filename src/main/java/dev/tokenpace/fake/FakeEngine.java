package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * What the extension shares between its parts: the profiles, the timeline store and the clocks that
 * wake streams. Serves the stubs that name {@link StreamingTransformer#NAME}.
 */
public final class FakeEngine implements AutoCloseable {

  static final String REQUEST_ID_HEADER = "X-Request-Id";
  static final String FAKE_ID_HEADER = "X-Fake-Request-Id";
  private static final String HELD = "dev.tokenpace.fake.heldNanos";

  private final ProfileRouter router = new ProfileRouter();
  private final ProfileResolver resolver = new ProfileResolver(router);
  private final TimelineStore timelines;
  private final ServerMetrics metrics = new ServerMetrics();
  private final StreamAdmission admission = new StreamAdmission();
  private final FakeClock[] clocks;
  private final AtomicLong ids = new AtomicLong();
  private final AtomicInteger nextClock = new AtomicInteger();
  private volatile long readRequestsAfterNanos;
  private volatile long takeUpConnectionsAfterNanos;

  public FakeEngine(int maxTimelines, int schedulerThreads) {
    this.timelines = new TimelineStore(maxTimelines);
    this.clocks = new FakeClock[Math.max(1, schedulerThreads)];
    for (int i = 0; i < clocks.length; i++) {
      clocks[i] = new FakeClock("tokenpace-fake-clock-" + i);
    }
  }

  public ProfileRouter router() {
    return router;
  }

  public TimelineStore timelines() {
    return timelines;
  }

  /** See {@link StreamingFake#readRequestBodiesAfter(Duration)}. */
  void readRequestBodiesAfter(Duration delay) {
    if (delay.isNegative()) {
      throw new IllegalArgumentException("a read delay cannot be negative: " + delay);
    }
    readRequestsAfterNanos = delay.toNanos();
  }

  /** See {@link StreamingFake#takeUpConnectionsAfter(Duration)}. */
  void takeUpConnectionsAfter(Duration delay) {
    if (delay.isNegative()) {
      throw new IllegalArgumentException("a take-up delay cannot be negative: " + delay);
    }
    takeUpConnectionsAfterNanos = delay.toNanos();
  }

  /**
   * Holds the first request of a new connection until the take-up delay has passed since the
   * connection was accepted: a server slow to take up new connections. The request counts as
   * received when the script meant to take it up, so a hold that overran makes the events late
   * against their deadlines (the fake's lateness, told apart from the benchmark's) rather than
   * moving them.
   */
  void holdNewConnection(HttpServletRequest request) {
    long delay = takeUpConnectionsAfterNanos;
    long accepted = ReceiveStamp.acceptedOf(request);
    if (delay == 0 || accepted == 0) {
      return;
    }
    request.setAttribute(HELD, delay);
    parkUntil(accepted + delay);
    ReceiveStamp.stamp(request, accepted + delay);
  }

  /**
   * Holds the calling container thread until the read delay has passed since {@code receivedNanos}:
   * the request's body stays unread meanwhile, in socket buffers and then in the client's write.
   */
  void holdBeforeReading(long receivedNanos) {
    long delay = readRequestsAfterNanos;
    if (delay == 0) {
      return;
    }
    parkUntil(receivedNanos + delay);
  }

  private void parkUntil(long deadline) {
    for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
      LockSupport.parkNanos(this, left);
      if (Thread.currentThread().isInterrupted()) {
        return; // the server is stopping
      }
    }
  }

  boolean handles(ServeEvent event) {
    if (event == null
        || event.getStubMapping() == null
        || event.getStubMapping().getResponse() == null) {
      return false;
    }
    List<String> transformers = event.getStubMapping().getResponse().getTransformers();
    return transformers != null && transformers.contains(StreamingTransformer.NAME);
  }

  void serve(
      ServeEvent event,
      Response stubResponse,
      HttpServletRequest request,
      HttpServletResponse response) {
    if (servesMetrics(event.getStubMapping())) {
      writeMetrics(response);
      return;
    }
    long received = ReceiveStamp.of(request);
    RequestFacts facts = RequestFacts.parse(event.getRequest().getBody());
    StubMapping stub = event.getStubMapping();
    String requestId = requestIdOf(request);
    response.setHeader(FAKE_ID_HEADER, requestId);
    Optional<RequestRefusal> refusal =
        RequestRefusal.of(facts, ApiShape.forPath(request.getRequestURI()));
    if (refusal.isPresent()) {
      answer(response, RequestRefusal.STATUS, refusal.get().body());
      return;
    }
    Optional<Profile> profile =
        resolver.resolve(stub, facts, requestId).map(Profile::forNextRequest);
    if (profile.isEmpty()) {
      refuse(response, "no profile serves model '" + facts.model() + "'");
      return;
    }
    Profile chosen = profile.get();
    if (admission.limited()) {
      // before asking for a slot: one may free, and start this stream, before this thread returns
      request.startAsync().setTimeout(0);
    }
    metrics.queued(facts.model());
    Runnable later =
        () -> {
          metrics.leftQueue(facts.model());
          begin(
              request,
              response,
              stubResponse,
              facts,
              requestId,
              chosen,
              received,
              System.nanoTime());
        };
    if (admission.enter(later)) {
      metrics.leftQueue(facts.model());
      begin(request, response, stubResponse, facts, requestId, chosen, received, received);
    }
  }

  /**
   * @param scheduleBase what the profile's offsets count from: the receipt, or when the request
   *     waited for a stream slot, the moment it got one
   */
  private void begin(
      HttpServletRequest request,
      HttpServletResponse response,
      Response stubResponse,
      RequestFacts facts,
      String requestId,
      Profile profile,
      long received,
      long scheduleBase) {
    metrics.started(requestId, facts.model());
    copyHeaders(stubResponse, response);
    ApiShape shape = ApiShape.forPath(request.getRequestURI());
    // The answer's id names its timeline ("chatcmpl-" + the request id), so a client that sends no
    // X-Request-Id can still pair what it kept of an answer with the fake's record of it.
    String responseId = requestId;
    long created = System.currentTimeMillis() / 1000;
    long held = request.getAttribute(HELD) instanceof Long nanos ? nanos : 0;
    TimelineRecorder recorder =
        new TimelineRecorder(
            requestId,
            received,
            ReceiveStamp.acceptedOf(request),
            held,
            scheduleBase,
            profile.events());
    profile.faults().stream()
        .filter(f -> FaultPlan.STALL.equals(f.type()))
        .forEach(recorder::stallPlanned);
    HttpReply reply = profile.httpReply();
    if (reply != null) {
      response.setStatus(reply.status());
      response.setContentType(reply.contentType());
      response.setContentLength(reply.body().length);
      startStream(
          request,
          response,
          profile,
          WritePlan.unary(profile, reply.body()),
          recorder,
          reply.bodyText());
    } else if (facts.stream()) {
      response.setStatus(200);
      startStream(
          request,
          response,
          profile,
          WritePlan.streaming(
              profile, new EventRenderer(shape, facts.model(), responseId, created)),
          recorder,
          null);
    } else {
      response.setStatus(200);
      byte[] body = UnaryBody.render(profile, shape, facts.model(), responseId, created);
      response.setContentType("application/json");
      response.setContentLength(body.length);
      startStream(
          request,
          response,
          profile,
          WritePlan.unary(profile, body),
          recorder,
          new String(body, StandardCharsets.UTF_8));
    }
  }

  private void startStream(
      HttpServletRequest request,
      HttpServletResponse response,
      Profile profile,
      WritePlan plan,
      TimelineRecorder recorder,
      String unaryText) {
    try {
      if (unaryText == null) {
        response.setContentType(profile.streamContentType());
        response.setCharacterEncoding("utf-8");
        response.setHeader("Cache-Control", "no-cache");
        if (!profile.headersWithFirstEvent()) {
          // Headers go out at once, as a real server's do; the events follow on schedule.
          response.flushBuffer();
        }
      }
      AsyncContext async =
          request.isAsyncStarted() ? request.getAsyncContext() : request.startAsync();
      async.setTimeout(0);
      new StreamSession(
              async,
              response.getOutputStream(),
              new ConnectionFaults(request),
              clockFor(),
              plan,
              recorder,
              this::complete,
              unaryText)
          .start();
    } catch (IOException e) {
      recorder.fault("client-gone");
      complete(recorder.finish(System.nanoTime()));
      throw new UncheckedIOException(e);
    }
  }

  /** The fake's own warm-up is no traffic a dashboard should see. */
  void clearServerMetrics() {
    metrics.clear();
  }

  private void complete(Timeline timeline) {
    metrics.finished(timeline);
    timelines.complete(timeline);
    admission.leave();
  }

  /** See {@link StreamingFake#limitConcurrentStreams(int)}. */
  void limitConcurrentStreams(int streams) {
    admission.limit(streams);
  }

  /** A stub saying {@code "metrics": true} answers with the Prometheus text of every stream. */
  private static boolean servesMetrics(StubMapping stub) {
    Parameters parameters = stub.getResponse().getTransformerParameters();
    return parameters != null && Boolean.TRUE.equals(parameters.get("metrics"));
  }

  private void writeMetrics(HttpServletResponse response) {
    byte[] body = metrics.render().getBytes(StandardCharsets.UTF_8);
    response.setStatus(200);
    response.setContentType(ServerMetrics.CONTENT_TYPE);
    response.setContentLength(body.length);
    try {
      response.getOutputStream().write(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Spreads streams over the clocks; a stream keeps its clock for its whole life. */
  private FakeClock clockFor() {
    return clocks[Math.floorMod(nextClock.getAndIncrement(), clocks.length)];
  }

  private String requestIdOf(HttpServletRequest request) {
    String given = request.getHeader(REQUEST_ID_HEADER);
    return given != null && !given.isBlank() ? given : "fake-" + ids.incrementAndGet();
  }

  private static void copyHeaders(Response stubResponse, HttpServletResponse response) {
    for (HttpHeader header : stubResponse.getHeaders().all()) {
      for (String value : header.values()) {
        response.addHeader(header.key(), value);
      }
    }
  }

  private static void refuse(HttpServletResponse response, String message) {
    answer(
        response,
        404,
        ("{\"error\":{\"message\":" + EventRenderer.quote(message) + "}}")
            .getBytes(StandardCharsets.UTF_8));
  }

  private static void answer(HttpServletResponse response, int status, byte[] json) {
    try {
      response.setStatus(status);
      response.setContentType("application/json");
      response.setContentLength(json.length);
      response.getOutputStream().write(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    for (FakeClock clock : clocks) {
      clock.close();
    }
  }
}
