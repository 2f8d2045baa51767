package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.WireMockServer;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * An OpenAI-compatible streaming model server on WireMock that plays {@link Profile}s and records
 * when each event's bytes left ({@link Timeline}), in the client's clock.
 */
public final class StreamingFake implements AutoCloseable {

  // CONTRACT STUB — implemented by the fake work.
  private StreamingFake() {}

  /** Starts on a free loopback port. */
  public static StreamingFake start() { throw new UnsupportedOperationException("not yet"); }

  public static StreamingFake start(int port) { throw new UnsupportedOperationException("not yet"); }

  /** e.g. http://127.0.0.1:PORT — append /v1/chat/completions or /v1/completions. */
  public URI baseUrl() { throw new UnsupportedOperationException("not yet"); }

  /** Requests whose body's {@code model} equals {@code model} get this profile (both APIs). */
  public void serve(String model, Profile profile) { throw new UnsupportedOperationException("not yet"); }

  /** Requests matching no model-specific profile get this one. */
  public void serveByDefault(Profile profile) { throw new UnsupportedOperationException("not yet"); }

  /** Waits until the request's response has ended (or a fault ended it) and returns its timeline. */
  public Timeline awaitTimeline(String requestId, Duration timeout) { throw new UnsupportedOperationException("not yet"); }

  public List<Timeline> timelines() { throw new UnsupportedOperationException("not yet"); }

  /** For plain stubs beside the extension (e.g. an HTTP 500 with a body). */
  public WireMockServer wireMock() { throw new UnsupportedOperationException("not yet"); }

  @Override
  public void close() {}
}
