package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;
import com.github.tomakehurst.wiremock.jetty11.Jetty11HttpServer;
import com.github.tomakehurst.wiremock.servlet.WireMockHandlerDispatchingServlet;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.servlet.ServletContextHandler;
import org.eclipse.jetty.servlet.ServletHolder;

/**
 * WireMock's Jetty 11 server with the stub servlet swapped for {@link StreamingServlet} and a
 * nanosecond receive stamp on every connector. The swap happens after WireMock built its handlers
 * (its constructor calls the overridable hooks before a subclass's fields exist).
 */
final class StreamingJettyServer extends Jetty11HttpServer {

  StreamingJettyServer(
      Options options, AdminRequestHandler admin, StubRequestHandler stubs, FakeEngine engine) {
    super(options, admin, stubs);
    for (Connector connector : jettyServer.getConnectors()) {
      ReceiveStamp stamp = new ReceiveStamp(engine.accepts());
      connector.addBean(stamp);
      if (connector instanceof ServerConnector server) {
        server.getSelectorManager().addEventListener(stamp);
      }
    }
    ServletContextHandler stubContext = stubContext();
    stubContext.setAttribute(StreamingServlet.ENGINE_ATTRIBUTE, engine);
    for (ServletHolder holder : stubContext.getServletHandler().getServlets()) {
      if (WireMockHandlerDispatchingServlet.class.getName().equals(holder.getClassName())) {
        holder.setHeldClass(StreamingServlet.class);
        holder.setAsyncSupported(true);
      }
    }
  }

  private ServletContextHandler stubContext() {
    for (Handler handler : jettyServer.getChildHandlersByClass(ServletContextHandler.class)) {
      if (handler instanceof ServletContextHandler context
          && "/".equals(context.getContextPath())) {
        return context;
      }
    }
    throw new IllegalStateException(
        "WireMock's stub context is missing: an unsupported WireMock version?");
  }
}
