package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.HttpServer;
import com.github.tomakehurst.wiremock.http.HttpServerFactory;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;

/** WireMock's server factory role: builds the {@link StreamingJettyServer} of one engine. */
final class StreamingServerFactory implements HttpServerFactory {

  private final FakeEngine engine;

  StreamingServerFactory(FakeEngine engine) {
    this.engine = engine;
  }

  @Override
  public String getName() {
    return "tokenpace-streaming-server";
  }

  @Override
  public HttpServer buildHttpServer(
      Options options,
      AdminRequestHandler adminRequestHandler,
      StubRequestHandler stubRequestHandler) {
    return new StreamingJettyServer(options, adminRequestHandler, stubRequestHandler, engine);
  }
}
