package dev.tokenpace.fake.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.requestfilter.AdminRequestFilterV2;
import com.github.tomakehurst.wiremock.extension.requestfilter.RequestFilterAction;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.RequestMethod;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Stands before every route of WireMock's admin API. A request whose {@code Host} or {@code Origin}
 * is not a loopback name is refused first: the fake binds 127.0.0.1, so a foreign name there means
 * a web page reaching it through DNS rebinding or a cross-site form ({@code text/plain} POSTs need
 * no CORS preflight). Then the read-only timeline routes are served; everything else is refused
 * unless {@link AdminAccess} is open and the request carries its token.
 */
public final class AdminGuard implements AdminRequestFilterV2 {

  static final String NAME = "tokenpace-admin-guard";

  private static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");
  private static final String ADMIN_PREFIX = "/__admin";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final AdminAccess access;

  public AdminGuard(AdminAccess access) {
    this.access = access;
  }

  @Override
  public String getName() {
    return NAME;
  }

  @Override
  public RequestFilterAction filter(Request request, ServeEvent serveEvent) {
    if (!isLoopbackHost(request.getHeader("Host"))) {
      return refuse(403, "the admin API answers only to Host 127.0.0.1, localhost or [::1]");
    }
    String origin = request.getHeader("Origin");
    if (origin != null && !isLoopbackOrigin(origin)) {
      return refuse(403, "the admin API refuses requests from other origins");
    }
    if (isTimelineRead(request)) {
      return RequestFilterAction.continueWith(request);
    }
    if (!access.open()) {
      return refuse(
          403,
          "the admin API is closed: only GET "
              + ADMIN_PREFIX
              + TimelineAdminApi.ROOT
              + " is served (tokenpace fake --admin opens it)");
    }
    if (!hasToken(request.getHeader("Authorization"))) {
      return refuse(401, "the admin API needs 'Authorization: Bearer TOKEN'");
    }
    return RequestFilterAction.continueWith(request);
  }

  private static boolean isTimelineRead(Request request) {
    String path = path(request.getUrl());
    return request.getMethod().equals(RequestMethod.GET)
        && (path.equals(TimelineAdminApi.ROOT) || path.startsWith(TimelineAdminApi.ROOT + "/"));
  }

  /** The route without the query and without the admin prefix, however WireMock hands it over. */
  private static String path(String url) {
    String path = url == null ? "" : url;
    int query = path.indexOf('?');
    if (query >= 0) {
      path = path.substring(0, query);
    }
    return path.startsWith(ADMIN_PREFIX) ? path.substring(ADMIN_PREFIX.length()) : path;
  }

  /** A request without Host (HTTP/1.0) cannot come from a browser; any browser sends one. */
  static boolean isLoopbackHost(String host) {
    if (host == null) {
      return true;
    }
    String name = host.trim().toLowerCase(Locale.ROOT);
    int portColon = name.lastIndexOf(':');
    if (portColon > name.lastIndexOf(']')) {
      name = name.substring(0, portColon);
    }
    return LOOPBACK_NAMES.contains(name);
  }

  static boolean isLoopbackOrigin(String origin) {
    try {
      URI uri = new URI(origin.trim());
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      return (scheme.equals("http") || scheme.equals("https"))
          && uri.getHost() != null
          && LOOPBACK_NAMES.contains(uri.getHost().toLowerCase(Locale.ROOT));
    } catch (URISyntaxException e) {
      return false;
    }
  }

  private boolean hasToken(String authorization) {
    if (authorization == null) {
      return false;
    }
    String[] parts = authorization.trim().split(" +", 2);
    boolean knownScheme =
        parts.length == 2
            && (parts[0].equalsIgnoreCase("Bearer") || parts[0].equalsIgnoreCase("Token"));
    // Constant time, so the token cannot be guessed a character at a time.
    return knownScheme
        && MessageDigest.isEqual(
            parts[1].getBytes(StandardCharsets.UTF_8),
            access.token().getBytes(StandardCharsets.UTF_8));
  }

  private static RequestFilterAction refuse(int status, String why) {
    try {
      ResponseDefinitionBuilder response =
          new ResponseDefinitionBuilder()
              .withStatus(status)
              .withHeader("Content-Type", "application/json")
              .withBody(JSON.writeValueAsString(Map.of("error", why)));
      if (status == 401) {
        response.withHeader("WWW-Authenticate", "Bearer");
      }
      ResponseDefinition definition = response.build();
      return RequestFilterAction.stopWith(definition);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
