package dev.tokenpace.fake.metrics;

import dev.tokenpace.fake.timeline.Timeline;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToLongFunction;

/**
 * What a vLLM server exposes at {@code GET /metrics}, kept from the fake's own stamps so dashboards
 * and server-metric collection can be exercised without a GPU: requests running and waiting, the
 * end-to-end latency and time-to-first-token histograms (vLLM's names and buckets), finished
 * requests and generated words. Labelled by the request's {@code model}, as vLLM's are.
 */
public final class ServerMetrics {

  /** The characters of the regex class {@code \\s}. */
  private static final String REGEX_SPACE = " \t\n\u000B\f\r";

  static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

  /** vLLM's buckets for {@code vllm:e2e_request_latency_seconds}. */
  private static final double[] E2E_BOUNDS = {
    0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 120.0, 240.0,
    480.0, 960.0, 1920.0, 7680.0
  };

  /** vLLM's buckets for {@code vllm:time_to_first_token_seconds}. */
  private static final double[] TTFT_BOUNDS = {
    0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0,
    20.0, 40.0, 80.0, 160.0, 640.0, 2560.0
  };

  private static final class PerModel {
    final AtomicLong running = new AtomicLong();
    final AtomicLong waiting = new AtomicLong();
    final AtomicLong succeeded = new AtomicLong();
    final AtomicLong failed = new AtomicLong();
    final AtomicLong generatedWords = new AtomicLong();
    final LatencyHistogram e2e = new LatencyHistogram(E2E_BOUNDS);
    final LatencyHistogram ttft = new LatencyHistogram(TTFT_BOUNDS);
  }

  private final Map<String, PerModel> models = new ConcurrentSkipListMap<>();
  private final Map<String, String> modelOfRequest = new ConcurrentHashMap<>();

  /** A request waits for a stream slot (for no time at all when the fake has no limit). */
  public void queued(String model) {
    perModel(model).waiting.incrementAndGet();
  }

  public void leftQueue(String model) {
    perModel(model).waiting.decrementAndGet();
  }

  /** A stream began for {@code requestId}. */
  public void started(String requestId, String model) {
    String name = model == null ? "" : model;
    modelOfRequest.put(requestId, name);
    perModel(name).running.incrementAndGet();
  }

  private PerModel perModel(String model) {
    return models.computeIfAbsent(model == null ? "" : model, m -> new PerModel());
  }

  /** The stream's timeline is complete: it counts as finished, in the histograms and totals. */
  public void finished(Timeline timeline) {
    String name = modelOfRequest.remove(timeline.requestId());
    if (name == null) {
      return;
    }
    PerModel model = models.get(name);
    model.running.decrementAndGet();
    (timeline.faulted() ? model.failed : model.succeeded).incrementAndGet();
    model.e2e.observe(seconds(timeline.endNanos() - timeline.receivedNanos()));
    long words = 0;
    for (Timeline.SentEvent event : timeline.events()) {
      String text = event.text() == null ? "" : event.text().strip();
      boolean token = event.kind().carriesTokens();
      if (token && !text.isEmpty()) {
        if (words == 0) {
          model.ttft.observe(seconds(event.sentNanos() - timeline.receivedNanos()));
        }
        words += words(text);
      }
    }
    model.generatedWords.addAndGet(words);
  }

  /**
   * The words of {@code text}, which has no white space at either end, as {@code split("\\s+")}
   * counts them: without compiling a pattern for every event of every stream that ends (a fifth of
   * what the fake allocated at 1000 streams in calibrate).
   */
  static int words(String text) {
    int words = 0;
    boolean inWord = false;
    for (int i = 0; i < text.length(); i++) {
      boolean space = REGEX_SPACE.indexOf(text.charAt(i)) >= 0;
      if (!space && !inWord) {
        words++;
      }
      inWord = !space;
    }
    return words;
  }

  /** Forgets every request so far (the fake's own warm-up); one still streaming is then ignored. */
  public void clear() {
    modelOfRequest.clear();
    models.clear();
  }

  /** The Prometheus text exposition of every model seen so far. */
  String render() {
    StringBuilder out = new StringBuilder();
    gauge(out, "vllm:num_requests_running", "Requests streaming now.", m -> m.running.get());
    gauge(
        out,
        "vllm:num_requests_waiting",
        "Requests waiting for a stream slot (only with a stream limit).",
        m -> m.waiting.get());
    counter(
        out,
        "vllm:request_success_total",
        "Requests whose stream ended normally.",
        m -> m.succeeded.get());
    counter(
        out,
        "vllm:request_failure_total",
        "Requests whose stream a fault or the client ended.",
        m -> m.failed.get());
    counter(
        out,
        "vllm:generation_tokens_total",
        "Words sent (one whitespace-separated word = one token).",
        m -> m.generatedWords.get());
    histogram(out, "vllm:e2e_request_latency_seconds", "Receipt to end of response.", true);
    histogram(out, "vllm:time_to_first_token_seconds", "Receipt to the first word's send.", false);
    return out.toString();
  }

  private void gauge(StringBuilder out, String name, String help, ToLongFunction<PerModel> v) {
    family(out, name, help, "gauge", v);
  }

  private void counter(StringBuilder out, String name, String help, ToLongFunction<PerModel> v) {
    family(out, name, help, "counter", v);
  }

  private void family(
      StringBuilder out, String name, String help, String type, ToLongFunction<PerModel> value) {
    out.append("# HELP ").append(name).append(' ').append(help).append('\n');
    out.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    for (Map.Entry<String, PerModel> model : models.entrySet()) {
      out.append(name).append('{').append(label(model.getKey())).append("} ");
      out.append(value.applyAsLong(model.getValue())).append('\n');
    }
  }

  private void histogram(StringBuilder out, String name, String help, boolean endToEnd) {
    out.append("# HELP ").append(name).append(' ').append(help).append('\n');
    out.append("# TYPE ").append(name).append(" histogram\n");
    for (Map.Entry<String, PerModel> model : models.entrySet()) {
      LatencyHistogram histogram = endToEnd ? model.getValue().e2e : model.getValue().ttft;
      histogram.render(out, name, label(model.getKey()));
    }
  }

  private static String label(String model) {
    String escaped = model.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    return "model_name=\"" + escaped + "\"";
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }
}
