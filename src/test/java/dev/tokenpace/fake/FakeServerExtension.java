package dev.tokenpace.fake;

import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One streaming fake per test class, started before its first test and closed after its last:
 * {@code @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();}.
 * Each test serves its own model names, so the tests of a class never see each other's profiles.
 */
final class FakeServerExtension implements BeforeAllCallback, AfterAllCallback {

  private StreamingFake fake;

  @Override
  public void beforeAll(ExtensionContext context) {
    fake = StreamingFake.start();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    fake.close();
  }

  StreamingFake fake() {
    return fake;
  }

  /** What one request to the fake got back, and the fake's timeline of it. */
  record Exchange(RawSseClient.Result result, Timeline timeline) {}

  /** Serves {@code profile} as model {@code scenario} and requests it once. */
  Exchange serveAndRequest(String scenario, Profile profile) throws IOException {
    fake.serve(scenario, profile);
    return request(scenario);
  }

  /** One streamed chat request for model {@code scenario}, request id {@code <scenario>-1}. */
  Exchange request(String scenario) throws IOException {
    RawSseClient.Result result =
        RawSseClient.post(
            fake.port(), "/v1/chat/completions", body(scenario, true), scenario + "-1");
    return new Exchange(result, fake.awaitTimeline(scenario + "-1", ms(5000)));
  }

  static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }

  /**
   * A request body naming {@code model}; the fake picks the profile by it. It carries both APIs'
   * required parameters ({@code messages}, {@code prompt}), so either endpoint takes it.
   */
  static String body(String model, boolean stream) {
    return "{\"model\":\""
        + model
        + "\",\"stream\":"
        + stream
        + ",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}";
  }
}
