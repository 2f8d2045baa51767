package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.admin.AdminAccess;
import dev.tokenpace.fake.script.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fake's admin API seen from an attacker's side, over real HTTP: a web page (DNS rebinding, a
 * cross-site {@code text/plain} POST) or another local user must not be able to replace a route,
 * proxy to another service, write files or read the request journal.
 */
class FakeAdminAccessTest {

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static final String TOKEN = "s3cret-admin-token";

  /** Replaces the chat route with a canned answer, as an attacker would. */
  private static final String HIJACK =
      "{\"priority\":1,\"request\":{\"method\":\"POST\",\"urlPath\":\"/v1/chat/completions\"},"
          + "\"response\":{\"status\":200,\"body\":\"hijacked\"}}";

  private static StreamingFake closed;
  private static StreamingFake open;

  @BeforeAll
  static void start() {
    closed = StreamingFake.start();
    open = StreamingFake.start(FakeSettings.defaults().withAdmin(AdminAccess.withToken(TOKEN)));
    closed.serveByDefault(Profile.words("fine").build());
    open.serveByDefault(Profile.words("fine").build());
  }

  @AfterAll
  static void stop() {
    closed.close();
    open.close();
  }

  @Test
  void aCrossSiteTextPlainPostCannotReplaceTheChatRoute() throws Exception {
    HttpResponse<String> attack =
        send(
            fromAForeignPage(closed, "/__admin/mappings")
                .header("Content-Type", "text/plain")
                .POST(BodyPublishers.ofString(HIJACK)));

    assertThat(attack.statusCode()).isEqualTo(403);
    assertThat(chat(closed)).contains("data: ").doesNotContain("hijacked");
  }

  @Test
  void withoutAnOriginTheClosedApiStillRefusesToChange() throws Exception {
    int stubs = closed.wireMock().getStubMappings().size();
    HttpResponse<String> attack =
        send(request(closed, "/__admin/mappings").POST(BodyPublishers.ofString(HIJACK)));

    assertThat(attack.statusCode()).isEqualTo(403);
    assertThat(attack.body()).contains("the admin API is closed");
    assertThat(closed.wireMock().getStubMappings()).hasSize(stubs);
  }

  @Test
  void aProxyMappingCannotBeCreated() throws Exception {
    String proxy =
        "{\"request\":{\"urlPath\":\"/steal\"},\"response\":{\"proxyBaseUrl\":\""
            + open.baseUrl()
            + "\"}}";

    assertThat(
            send(request(closed, "/__admin/mappings").POST(BodyPublishers.ofString(proxy)))
                .statusCode())
        .isEqualTo(403);
    assertThat(send(request(closed, "/steal").GET()).statusCode()).isEqualTo(404);
  }

  @Test
  void noFileCanBeWritten() throws Exception {
    HttpResponse<String> attack =
        send(
            request(closed, "/__admin/files/tokenpace-attack.txt")
                .PUT(BodyPublishers.ofString("owned")));

    assertThat(attack.statusCode()).isEqualTo(403);
    assertThat(Path.of("__files/tokenpace-attack.txt")).doesNotExist();
    assertThat(Path.of("src/test/resources/__files/tokenpace-attack.txt")).doesNotExist();
  }

  @ParameterizedTest
  @CsvSource({
    "GET, /__admin/requests",
    "GET, /__admin/mappings",
    "POST, /__admin/reset",
    "POST, /__admin/settings",
    "POST, /__admin/shutdown",
    "DELETE, /__admin/tokenpace/timelines"
  })
  void everyOtherAdminRouteIsRefused(String method, String path) throws Exception {
    HttpResponse<String> response =
        send(request(closed, path).method(method, BodyPublishers.ofString("{}")));

    assertThat(response.statusCode()).isEqualTo(403);
    assertThat(chat(closed)).contains("data: ");
  }

  @Test
  void timelinesStayReadable() throws Exception {
    chat(closed);

    assertThat(send(request(closed, "/__admin/tokenpace/timelines").GET()).statusCode())
        .isEqualTo(200);
  }

  @Test
  void aForeignHostIsRefusedEvenForTimelines() throws IOException {
    assertThat(rawGet(closed, "/__admin/tokenpace/timelines", "evil.example"))
        .startsWith("HTTP/1.1 403");
    assertThat(rawGet(closed, "/__admin/tokenpace/timelines", "localhost:" + closed.port()))
        .startsWith("HTTP/1.1 200");
  }

  @Test
  void anOpenApiWantsItsToken() throws Exception {
    assertThat(
            send(request(open, "/__admin/mappings").POST(BodyPublishers.ofString(HIJACK)))
                .statusCode())
        .isEqualTo(401);
    assertThat(
            send(request(open, "/__admin/mappings")
                    .header("Authorization", "Bearer wrong")
                    .POST(BodyPublishers.ofString(HIJACK)))
                .statusCode())
        .isEqualTo(401);
    assertThat(chat(open)).doesNotContain("hijacked");
  }

  @Test
  void anOpenApiRefusesForeignOriginsEvenWithTheToken() throws Exception {
    HttpResponse<String> attack =
        send(
            fromAForeignPage(open, "/__admin/mappings")
                .header("Authorization", "Bearer " + TOKEN)
                .POST(BodyPublishers.ofString(HIJACK)));

    assertThat(attack.statusCode()).isEqualTo(403);
    assertThat(chat(open)).doesNotContain("hijacked");
  }

  @Test
  void aForeignOriginGetsNoCorsAllowanceNorCredentials() throws Exception {
    HttpResponse<String> read = send(fromAForeignPage(open, "/__admin/tokenpace/timelines").GET());

    assertThat(read.statusCode()).isEqualTo(403);
    assertThat(read.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(read.headers().firstValue("Access-Control-Allow-Credentials")).isEmpty();
  }

  @Test
  void aForeignPreflightIsNotWavedThrough() throws Exception {
    for (StreamingFake fake : new StreamingFake[] {closed, open}) {
      HttpResponse<String> preflight =
          send(
              fromAForeignPage(fake, "/__admin/mappings")
                  .header("Access-Control-Request-Method", "POST")
                  .header("Access-Control-Request-Headers", "authorization, content-type")
                  .method("OPTIONS", BodyPublishers.noBody()));

      assertThat(preflight.statusCode()).isEqualTo(403);
      assertThat(preflight.headers().map().keySet())
          .noneMatch(name -> name.toLowerCase(java.util.Locale.ROOT).startsWith("access-control"));
    }
  }

  @Test
  void theTokenOpensTheApi() throws Exception {
    String stub =
        "{\"request\":{\"urlPath\":\"/admin-test\"},\"response\":{\"status\":200,\"body\":\"ok\"}}";
    HttpResponse<String> created =
        send(
            request(open, "/__admin/mappings")
                .header("Authorization", "Bearer " + TOKEN)
                .header("Origin", "http://localhost:" + open.port())
                .POST(BodyPublishers.ofString(stub)));

    assertThat(created.statusCode()).isEqualTo(201);
    assertThat(send(request(open, "/admin-test").GET()).body()).isEqualTo("ok");
    assertThat(
            send(request(open, "/__admin/tokenpace/timelines")
                    .header("Authorization", "Token " + TOKEN)
                    .DELETE())
                .statusCode())
        .isEqualTo(200);
  }

  private static HttpRequest.Builder request(StreamingFake fake, String path) {
    return HttpRequest.newBuilder(URI.create(fake.baseUrl() + path));
  }

  /** A request a web page on another site makes its visitor's browser send. */
  private static HttpRequest.Builder fromAForeignPage(StreamingFake fake, String path) {
    return request(fake, path).header("Origin", "http://evil.example");
  }

  private static HttpResponse<String> send(HttpRequest.Builder request)
      throws IOException, InterruptedException {
    return HTTP.send(request.build(), BodyHandlers.ofString());
  }

  private static String chat(StreamingFake fake) throws IOException, InterruptedException {
    return send(request(fake, "/v1/chat/completions")
            .header("Content-Type", "application/json")
            .POST(BodyPublishers.ofString(FakeServerExtension.body("any", true))))
        .body();
  }

  /** The JDK client will not send a Host of our choosing; a socket will. */
  private static String rawGet(StreamingFake fake, String path, String host) throws IOException {
    try (Socket socket = new Socket()) {
      socket.setSoTimeout(10_000);
      socket.connect(new InetSocketAddress("127.0.0.1", fake.port()));
      OutputStream out = socket.getOutputStream();
      out.write(
          ("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }
}
