package dev.tokenpace.cli;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A streaming fake that serves one stream to any model, started before each test and closed after
 * it, so no test sees another's requests: {@code @RegisterExtension final FakePerTest fake = new
 * FakePerTest(profile);}.
 */
final class FakePerTest implements BeforeEachCallback, AfterEachCallback {

  private final Profile profile;
  private StreamingFake fake;

  FakePerTest(Profile profile) {
    this.profile = profile;
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
