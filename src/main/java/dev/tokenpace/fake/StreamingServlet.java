package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.servlet.WireMockHandlerDispatchingServlet;
import com.github.tomakehurst.wiremock.servlet.WireMockHttpServletRequestAdapter;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * WireMock's stub servlet, except that stubs naming the streaming transformer are played by the
 * engine's {@link StreamDispatch} instead of being written in one piece. Every other stub is
 * WireMock's. When the fake reads requests slowly ({@link StreamingFake#readRequestBodiesAfter})
 * the request waits here, unread, before WireMock reads its body.
 */
public class StreamingServlet extends WireMockHandlerDispatchingServlet {

  static final String ENGINE_ATTRIBUTE = FakeEngine.class.getName();

  private transient FakeEngine engine;

  @Override
  public void init(ServletConfig config) {
    super.init(config);
    engine = (FakeEngine) config.getServletContext().getAttribute(ENGINE_ATTRIBUTE);
  }

  @Override
  protected void service(HttpServletRequest request, HttpServletResponse response)
      throws ServletException, IOException {
    if (engine != null) {
      engine.slowServer().holdNewConnection(request);
      engine.slowServer().holdBeforeReading(ReceiveStamp.of(request));
    }
    super.service(request, response);
  }

  @Override
  public void applyResponse(
      Response response, HttpServletRequest request, HttpServletResponse servletResponse) {
    ServeEvent event = (ServeEvent) request.getAttribute(ServeEvent.ORIGINAL_SERVE_EVENT_KEY);
    if (engine != null && response.getFault() == null && engine.dispatch().handles(event)) {
      // A stream keeps its request for as long as it plays. WireMock's two copies of it, kept for
      // its own not-found page, would live as long: some 150 objects a stream for every young
      // collection to copy. Removed here, on the request's own thread, before any other has it.
      request.removeAttribute(ServeEvent.ORIGINAL_SERVE_EVENT_KEY);
      request.removeAttribute(WireMockHttpServletRequestAdapter.ORIGINAL_REQUEST_KEY);
      engine.dispatch().serve(event, response, request, servletResponse);
    } else {
      super.applyResponse(response, request, servletResponse);
    }
  }
}
