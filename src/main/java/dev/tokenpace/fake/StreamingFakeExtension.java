package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.extension.Extension;
import com.github.tomakehurst.wiremock.extension.ExtensionFactory;
import com.github.tomakehurst.wiremock.extension.WireMockServices;
import dev.tokenpace.fake.admin.TimelineAdminApi;
import dev.tokenpace.fake.timeline.TimelineStore;
import java.util.List;

/**
 * The fake as WireMock 3 registers it: one {@link ExtensionFactory} creating the three extensions
 * the fake needs, all sharing one {@link FakeEngine}: the server factory ({@link
 * StreamingServerFactory}), the transformer name ({@link StreamingTransformer}) and the admin
 * routes ({@link TimelineAdminApi}).
 *
 * <ul>
 *   <li>In code: {@code options().extensions(new StreamingFakeExtension(engine))}.
 *   <li>In WireMock's standalone jar: {@code tokenpace-fake-extension.jar} names this class in
 *       {@code META-INF/services/com.github.tomakehurst.wiremock.extension.ExtensionFactory}, so
 *       WireMock's extension scan (on unless {@code --disable-extensions-scanning}) registers it.
 *   <li>{@code --extensions dev.tokenpace.fake.StreamingFakeExtension}, as older instructions say,
 *       still starts: a class named there must be an {@link Extension}, so this one also is, one
 *       with no role of its own (the scanned factory does the work). Should the scan be off, its
 *       {@link #start()} says so instead of leaving a server that streams nothing.
 * </ul>
 */
public final class StreamingFakeExtension implements ExtensionFactory, Extension {

  // A fact about the process, not about one fake: WireMock makes the scanned factory and the
  // role-less instance named by --extensions as two objects that share nothing else, and only
  // the second can tell the user that the first never came. Set once, never reset.
  private static volatile boolean created;

  private FakeEngine engine;

  /** For WireMock standalone: an engine of the default store size and scheduler, made on use. */
  public StreamingFakeExtension() {}

  public StreamingFakeExtension(FakeEngine engine) {
    this.engine = engine;
  }

  /** The engine this factory's extensions share (made by the first {@link #create}). */
  public synchronized FakeEngine engine() {
    if (engine == null) {
      engine =
          new FakeEngine(
              TimelineStore.DEFAULT_CAPACITY, FakeSettings.defaults().schedulerThreads());
    }
    return engine;
  }

  @Override
  public List<Extension> create(WireMockServices services) {
    FakeEngine shared = engine();
    created = true;
    return List.of(
        new StreamingServerFactory(shared),
        new StreamingTransformer(),
        new TimelineAdminApi(shared.timelines()));
  }

  /** Its name as a (role-less) extension named by {@code --extensions}. */
  @Override
  public String getName() {
    return "tokenpace-streaming-fake";
  }

  @Override
  public void start() {
    if (!created) {
      System.err.println(
          "tokenpace fake: --extensions "
              + getClass().getName()
              + " alone registers nothing; the fake registers through WireMock's extension scan"
              + " (its jar's ExtensionFactory service): leave out --disable-extensions-scanning");
    }
  }
}
