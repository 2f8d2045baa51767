package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import dev.tokenpace.fake.metrics.MetricsEndpoint;
import dev.tokenpace.fake.metrics.ServerMetrics;
import dev.tokenpace.fake.model.PromptWords;
import dev.tokenpace.fake.model.ServerTiming;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.ApiShape;
import dev.tokenpace.fake.script.EventRenderer;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.HttpReply;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.script.RequestScript;
import dev.tokenpace.fake.script.WritePlan;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.TimelineRecorder;
import dev.tokenpace.fake.timeline.TimelineStore;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;
import java.util.function.LongConsumer;

/**
 * Plays the stubs that name {@link StreamingTransformer#NAME}: refuses what a real server refuses
 * ({@link RequestRefusal}), picks the profile, waits for a stream slot when streams are limited,
 * then starts the request's {@link StreamSession} on a clock and records its timeline; a metrics
 * stub goes to the {@link MetricsEndpoint}.
 */
final class StreamDispatch {

  static final String REQUEST_ID_HEADER = "X-Request-Id";
  static final String FAKE_ID_HEADER = "X-Fake-Request-Id";

  /** The transformer parameter of the stub that catches what no other stub serves. */
  static final String UNKNOWN_URL = "unknown-url";

  private final ProfileResolver resolver;
  private final TimelineStore timelines;
  private final ServerMetrics metrics;
  private final StreamAdmission admission;
  private final FakeClocks clocks;
  private final MetricsEndpoint metricsEndpoint;
  private final AtomicLong ids = new AtomicLong();

  StreamDispatch(
      ProfileResolver resolver,
      TimelineStore timelines,
      ServerMetrics metrics,
      StreamAdmission admission,
      FakeClocks clocks,
      MetricsEndpoint metricsEndpoint) {
    this.resolver = resolver;
    this.timelines = timelines;
    this.metrics = metrics;
    this.admission = admission;
    this.clocks = clocks;
    this.metricsEndpoint = metricsEndpoint;
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
    if (MetricsEndpoint.serves(event.getStubMapping())) {
      metricsEndpoint.write(response);
      return;
    }
    if (servesUnknownUrls(event.getStubMapping())) {
      answer(response, RequestRefusal.unknownUrl(request.getMethod(), request.getRequestURI()));
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
      answer(response, refusal.get());
      return;
    }
    Optional<Profile> profile =
        resolver.resolve(stub, facts, requestId).map(Profile::forNextRequest);
    if (profile.isEmpty()) {
      answer(response, RequestRefusal.unknownModel(facts.model()));
      return;
    }
    Profile chosen = profile.get();
    ServerTiming timing = chosen.timing();
    PromptWords prompt = timing.prompt(event.getRequest().getBody());
    // read again only for a counted usage no timing model read the prompt for
    IntSupplier countPrompt = () -> PromptWords.count(event.getRequest().getBody());
    if (admission.mayQueue()) {
      // before asking for a slot: one may free, and start this stream, before this thread returns
      request.startAsync().setTimeout(0);
    }
    metrics.queued(facts.model());
    LongConsumer later =
        freed -> {
          metrics.leftQueue(facts.model());
          begin(
              request,
              response,
              stubResponse,
              facts,
              requestId,
              chosen,
              timing,
              prompt,
              countPrompt,
              received,
              Math.max(received, freed));
        };
    switch (admission.enter(later)) {
      case NOW -> later.accept(received); // the slot was free when the request came
      case LATER -> {}
      case REFUSED -> refuseOverCapacity(request, response, facts.model(), requestId, received);
      case IGNORED -> ignoreOverCapacity(request, facts.model(), requestId, received);
    }
  }

  /**
   * An overloaded server's silence: the request is read and its connection held open with not a
   * byte written until the client gives up or the fake stops. On the timeline it is a request
   * received and ended with no event, so the suite sees the model never answered it.
   */
  private void ignoreOverCapacity(
      HttpServletRequest request, String model, String requestId, long received) {
    request.startAsync().setTimeout(0);
    metrics.leftQueue(model);
    recordWithoutAnswer(request, requestId, received, received);
  }

  /**
   * A full server's refusal: answered at once, and on the timeline as a request received and ended
   * with no event, as a scripted HTTP error's is, so the suite sees the model refuse it.
   */
  private void refuseOverCapacity(
      HttpServletRequest request,
      HttpServletResponse response,
      String model,
      String requestId,
      long received) {
    metrics.leftQueue(model);
    answer(response, RequestRefusal.overCapacity(admission.refusalStatus()));
    if (request.isAsyncStarted()) {
      // started in case it had to wait: left open, the connection would never read another
      // request, and a client that pools it would wait on the next one until its timeout
      request.getAsyncContext().complete();
    }
    recordWithoutAnswer(request, requestId, received, System.nanoTime());
  }

  /**
   * A request past the cap on the timeline: received, no event of an answer, ended at {@code end}.
   */
  private void recordWithoutAnswer(
      HttpServletRequest request, String requestId, long received, long end) {
    timelines.complete(
        new TimelineRecorder(
                requestId,
                received,
                ReceiveStamp.acceptedOf(request),
                SlowServer.heldNanos(request),
                received,
                List.of())
            .finish(end));
  }

  /**
   * @param timing the server's timing models, which move the start of the profile's schedule
   * @param readyNanos when the request could start: the receipt, or when the request waited for a
   *     stream slot, the moment it got one; the profile's offsets count from there plus what the
   *     timing models add (a batch wait, prefill)
   */
  private void begin(
      HttpServletRequest request,
      HttpServletResponse response,
      Response stubResponse,
      RequestFacts facts,
      String requestId,
      Profile served,
      ServerTiming timing,
      PromptWords prompt,
      IntSupplier countPrompt,
      long received,
      long readyNanos) {
    metrics.started(requestId, facts.model());
    copyHeaders(stubResponse, response);
    RequestScript script =
        RequestScript.of(
            served,
            facts.maxTokens(),
            facts.stream(),
            facts.usage(),
            timing,
            prompt,
            countPrompt,
            readyNanos);
    ServerWork work = script.work();
    Profile profile = script.profile();
    long scheduleBase = script.readyNanos() + work.addedNanos();
    ApiShape shape = ApiShape.forPath(request.getRequestURI());
    // The answer's id names its timeline ("chatcmpl-" + the request id), so a client that sends no
    // X-Request-Id can still pair what it kept of an answer with the fake's record of it.
    String responseId = requestId;
    long created = System.currentTimeMillis() / 1000;
    long held = SlowServer.heldNanos(request);
    TimelineRecorder recorder =
        new TimelineRecorder(
            requestId,
            received,
            ReceiveStamp.acceptedOf(request),
            held,
            scheduleBase,
            profile.events());
    recorder.work(work);
    recorder.pacedBy(script.pace());
    profile.faults().stream()
        .filter(f -> f.type() == FaultKind.STALL)
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
              profile, shape, EventRenderer.lead(shape, facts.model(), responseId, created)),
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
              clocks.next(),
              plan,
              recorder,
              this::complete,
              unaryText)
          .start();
    } catch (IOException e) {
      recorder.fault(FaultKind.CLIENT_GONE);
      complete(recorder.finish(System.nanoTime()));
      throw new UncheckedIOException(e);
    }
  }

  /** The slot frees first: whoever sees the timeline complete may count on the slot. */
  private void complete(Timeline timeline) {
    admission.leave(scriptedEnd(timeline, System.nanoTime()));
    metrics.finished(timeline);
    timelines.complete(timeline);
  }

  /**
   * When the stream's script had it end: its last write's deadline, or {@code now} if it has not
   * passed yet. A stream a fault ended or held (a stall, a cut) freed its slot {@code now}.
   */
  static long scriptedEnd(Timeline timeline, long now) {
    if (timeline.faulted()) {
      return now;
    }
    long lastDeadline =
        timeline.events().stream().mapToLong(Timeline.SentEvent::scheduledNanos).max().orElse(now);
    return Math.min(now, lastDeadline);
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

  private static boolean servesUnknownUrls(StubMapping stub) {
    var parameters = stub.getResponse().getTransformerParameters();
    return parameters != null && Boolean.TRUE.equals(parameters.get(UNKNOWN_URL));
  }

  private static void answer(HttpServletResponse response, RequestRefusal refusal) {
    byte[] json = refusal.body();
    try {
      response.setStatus(refusal.status());
      response.setContentType("application/json");
      response.setContentLength(json.length);
      response.getOutputStream().write(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
