package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.admin.Router;
import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.extension.AdminApiExtension;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.HttpServer;
import com.github.tomakehurst.wiremock.http.HttpServerFactory;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/**
 * The one class to register with WireMock ({@code --extensions
 * dev.tokenpace.fake.StreamingFakeExtension} standalone, or {@code options().extensions(new
 * StreamingFakeExtension(engine))}). WireMock loads extensions one class at a time, so this class
 * carries the three roles, each delegated to its own class sharing one {@link FakeEngine}: the
 * server factory ({@link StreamingJettyServer}), the transformer name ({@link
 * StreamingTransformer}) and the admin routes ({@link TimelineAdminApi}).
 */
public final class StreamingFakeExtension
    implements HttpServerFactory, ResponseDefinitionTransformerV2, AdminApiExtension {

  private final FakeEngine engine;
  private final StreamingTransformer transformer = new StreamingTransformer();
  private final TimelineAdminApi adminApi;

  /** For WireMock standalone: default store size and scheduler. */
  public StreamingFakeExtension() {
    this(
        new FakeEngine(TimelineStore.DEFAULT_CAPACITY, FakeSettings.defaults().schedulerThreads()));
  }

  public StreamingFakeExtension(FakeEngine engine) {
    this.engine = engine;
    this.adminApi = new TimelineAdminApi(engine.timelines());
  }

  public FakeEngine engine() {
    return engine;
  }

  @Override
  public String getName() {
    return StreamingTransformer.NAME;
  }

  @Override
  public HttpServer buildHttpServer(
      Options options,
      AdminRequestHandler adminRequestHandler,
      StubRequestHandler stubRequestHandler) {
    return new StreamingJettyServer(options, adminRequestHandler, stubRequestHandler, engine);
  }

  @Override
  public ResponseDefinition transform(ServeEvent serveEvent) {
    return transformer.transform(serveEvent);
  }

  @Override
  public boolean applyGlobally() {
    return transformer.applyGlobally();
  }

  @Override
  public void contributeAdminApiRoutes(Router router) {
    adminApi.contributeAdminApiRoutes(router);
  }
}
