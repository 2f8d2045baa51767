package dev.tokenpace.fake;

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

  static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }

  /** A request body naming {@code model}; the fake picks the profile by it. */
  static String body(String model, boolean stream) {
    return "{\"model\":\""
        + model
        + "\",\"stream\":"
        + stream
        + ",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}";
  }
}
