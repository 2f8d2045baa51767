package dev.tokenpace.cli;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A streaming fake that serves one stream to any model, started before each test and closed after
 * it, so no test sees another's requests: {@code @RegisterExtension final FakePerTest fake = new
 * FakePerTest();}.
 */
final class FakePerTest implements BeforeEachCallback, AfterEachCallback {

  private final Profile profile;
  private StreamingFake fake;

  FakePerTest(Profile profile) {
    this.profile = profile;
  }

  /** Serves {@link #fourTokens()}. */
  FakePerTest() {
    this(fourTokens());
  }

  /**
   * The stream the CLI end-to-end tests run against: the role 5 ms after the request, then four
   * tokens in three content events ("one" 60 ms later, " two three" and " four" 20 ms apart) and
   * usage of 7 prompt and 4 completion tokens. It lists listed-model and answers any model.
   */
  static Profile fourTokens() {
    return Profile.builder()
        .model("listed-model")
        .anyModel()
        .after(Duration.ofMillis(5))
        .role()
        .gaps(Duration.ofMillis(60), Duration.ofMillis(20), Duration.ofMillis(20))
        .content("one")
        .content(" two three")
        .content(" four")
        .finish("stop")
        .usage(7, 4)
        .done()
        .build();
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    fake = StreamingFake.start();
    fake.serveByDefault(profile);
  }

  @Override
  public void afterEach(ExtensionContext context) {
    fake.close();
  }

  URI baseUrl() {
    return fake.baseUrl();
  }

  /** The requests this test's fake saw. */
  List<Timeline> timelines() {
    return fake.timelines();
  }
}
