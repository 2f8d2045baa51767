package dev.tokenpace.testing;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A {@link StreamingTestServer} started before each test and closed after it, so no test sees
 * another's requests or connections: {@code @RegisterExtension final TestServerPerTest server = new
 * TestServerPerTest(scripts);}.
 */
public final class TestServerPerTest implements BeforeEachCallback, AfterEachCallback {

  private final Function<StreamingTestServer.Served, Script> scripts;
  private StreamingTestServer server;

  public TestServerPerTest(Function<StreamingTestServer.Served, Script> scripts) {
    this.scripts = scripts;
  }

  /** Each request answered with two words, "a" and "b", 5 ms apart, then [DONE]. */
  public static TestServerPerTest twoWords() {
    return new TestServerPerTest(
        r -> Script.sse(5, Script.content("a"), Script.content("b"), "[DONE]"));
  }

  @Override
  public void beforeEach(ExtensionContext context) throws IOException {
    server = StreamingTestServer.start(scripts);
  }

  @Override
  public void afterEach(ExtensionContext context) throws IOException {
    server.close();
  }

  public URI baseUri() {
    return server.baseUri();
  }

  public List<StreamingTestServer.Served> served() {
    return server.served();
  }

  public int connections() {
    return server.connections();
  }
}
