package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.core.Options;
import com.github.tomakehurst.wiremock.http.AdminRequestHandler;
import com.github.tomakehurst.wiremock.http.StubRequestHandler;
import com.github.tomakehurst.wiremock.jetty11.Jetty11HttpServer;
import com.github.tomakehurst.wiremock.servlet.WireMockHandlerDispatchingServlet;
import dev.tokenpace.fake.admin.AdminGuard;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.servlet.FilterHolder;
import org.eclipse.jetty.servlet.FilterMapping;
import org.eclipse.jetty.servlet.ServletContextHandler;
import org.eclipse.jetty.servlet.ServletHandler;
import org.eclipse.jetty.servlet.ServletHolder;

/**
 * WireMock's Jetty 11 server with the stub servlet swapped for {@link StreamingServlet}, a
 * nanosecond receive stamp on every connector, and no CORS on the admin API. The swap happens after
 * WireMock built its handlers (its constructor calls the overridable hooks before a subclass's
 * fields exist).
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

  /**
   * Takes out the CORS filter WireMock puts before its admin API. It allows every origin, echoes it
   * with credentials allowed, and answers every preflight itself with 200 and every method, before
   * {@link AdminGuard} sees the request: a web page was told it may drive the fake. Without it a
   * browser gets no CORS header from the admin API, and a preflight reaches the guard, which
   * refuses a foreign origin with 403.
   */
  @Override
  protected void decorateAdminServiceContextAfterConfig(ServletContextHandler adminContext) {
    ServletHandler handler = adminContext.getServletHandler();
    List<String> cors = new ArrayList<>();
    List<FilterHolder> kept = new ArrayList<>();
    for (FilterHolder filter : handler.getFilters()) {
      if (filter.getClassName() != null && filter.getClassName().endsWith(".CrossOriginFilter")) {
        cors.add(filter.getName());
      } else {
        kept.add(filter);
      }
    }
    List<FilterMapping> mappings = new ArrayList<>();
    for (FilterMapping mapping : handler.getFilterMappings()) {
      if (!cors.contains(mapping.getFilterName())) {
        mappings.add(mapping);
      }
    }
    handler.setFilterMappings(mappings.toArray(FilterMapping[]::new));
    handler.setFilters(kept.toArray(FilterHolder[]::new));
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
