package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.testing.SelfSignedCertificate;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.WordCounter;
import dev.tokenpace.wire.ChunkKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK client against the fake over https with a certificate made for the test: it streams and
 * stamps as over http when {@code server.cert_path} trusts the certificate, and every request fails
 * in the handshake when nothing does. Over https the JDK client stamps each new connection's
 * handshake for the request that opened it.
 */
class HttpsTrustTest {

  @TempDir static Path directory;
  private static SelfSignedCertificate certificate;
  private static StreamingFake fake;

  @BeforeAll
  static void startTlsFake() {
    certificate = SelfSignedCertificate.generate(directory);
    fake = StreamingFake.startHttps(certificate.keystore(), certificate.password());
    fake.serveByDefault(
        Profile.words("one two three")
            .gaps(Duration.ofMillis(20), Duration.ofMillis(20), Duration.ofMillis(20))
            .done()
            .build());
  }

  @AfterAll
  static void stopFake() {
    if (fake != null) {
      fake.close();
    }
  }

  @Test
  void theFakeServesHttpsOnItsBaseUrl() {
    assertThat(fake.baseUrl().getScheme()).isEqualTo("https");
    assertThat(fake.baseUrl().getPort()).isEqualTo(fake.port());
  }

  @Test
  void aTrustedCertificateStreamsEveryEventAndTheFakeStampsThem() throws Exception {
    RequestRecord record = send(trusting(certificate.pem()), "trusted-1");

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    List<TimedChunk> content =
        record.chunks().stream().filter(c -> c.kind() == ChunkKind.CONTENT).toList();
    assertThat(content).extracting(TimedChunk::text).containsExactly("one", " two", " three");
    Timeline timeline = fake.awaitTimeline("trusted-1", Duration.ofSeconds(10));
    assertThat(timeline.receivedNanos()).isPositive();
    assertThat(timeline.events())
        .isNotEmpty()
        .allSatisfy(e -> assertThat(e.sentNanos()).isPositive());
    // Each chunk arrived after its event's write began (its flush may return later than that).
    List<Timeline.SentEvent> sent =
        timeline.events().stream()
            .filter(e -> e.kind() == dev.tokenpace.wire.ChunkKind.CONTENT)
            .toList();
    for (int i = 0; i < content.size(); i++) {
      assertThat(content.get(i).arrivalNanos())
          .isGreaterThanOrEqualTo(sent.get(i).writeStartNanos());
    }
  }

  @Test
  void aBundleWithAnotherCertificateFirstStillTrustsTheServer() throws Exception {
    SelfSignedCertificate other =
        SelfSignedCertificate.generate(Files.createDirectories(directory.resolve("other")));
    Path bundle = directory.resolve("bundle.pem");
    Files.writeString(bundle, "# two CAs\n" + other.pemText() + certificate.pemText());

    RequestRecord record = send(trusting(bundle), "bundle-1");

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
  }

  @Test
  void withoutTheCertificateTheHandshakeFailsAndSaysSo() throws Exception {
    RequestRecord record = send(TestClients.chatSettings(Duration.ofSeconds(10)), "untrusted-1");

    assertThat(record.succeeded()).isFalse();
    assertThat(record.failure().type()).isEqualTo(FailureType.TLS_HANDSHAKE);
    assertThat(record.failure().message()).contains("server.cert_path");
    assertThat(record.chunks()).isEmpty();
  }

  @Test
  void anotherCertificateDoesNotTrustTheServer() throws Exception {
    RequestRecord record = sentTrustingAnotherCertificate("stranger", "stranger-1");

    assertThat(record.succeeded()).isFalse();
    assertThat(record.failure().type()).isEqualTo(FailureType.TLS_HANDSHAKE);
  }

  @Test
  void aNewConnectionStampsItsHandshakeAndTheNextRequestReusesIt() throws Exception {
    try (JdkModelServerClient client =
        new JdkModelServerClient(
            trusting(certificate.pem()), new WordCounter(), EventStamping.atTerminator())) {
      RequestRecord first = send(client, "way-in-1");
      RequestRecord second = send(client, "way-in-2");

      WayIn opened = first.wayIn();
      Timeline received = fake.awaitTimeline("way-in-1", Duration.ofSeconds(10));
      assertThat(opened.connection()).isEqualTo(WayIn.Connection.NEW);
      assertThat(opened.connectNanos()).as("java.net.http hides the connect").isEqualTo(-1);
      assertThat(opened.writtenNanos()).as("and the write").isEqualTo(-1);
      assertThat(first.startNanos()).isLessThanOrEqualTo(opened.tlsStartNanos());
      assertThat(opened.tlsStartNanos()).isLessThan(opened.tlsNanos());
      // Causal: the request is sent after the handshake, and its head answers the request.
      assertThat(opened.tlsNanos()).isLessThan(received.receivedNanos());
      assertThat(received.receivedNanos()).isLessThan(first.headersNanos());
      assertThat(first.headersNanos()).isLessThanOrEqualTo(first.chunks().get(0).arrivalNanos());

      WayIn reused = second.wayIn();
      assertThat(reused.connection()).isEqualTo(WayIn.Connection.REUSED);
      assertThat(reused.tlsStartNanos()).isEqualTo(-1);
      assertThat(reused.tlsNanos()).isEqualTo(-1);
      assertThat(fake.awaitTimeline("way-in-2", Duration.ofSeconds(10)).acceptedNanos())
          .as("the fake saw the same connection")
          .isZero();
    }
  }

  @Test
  void aFailedHandshakeStampsNoWayIn() throws Exception {
    RequestRecord record = sentTrustingAnotherCertificate("no-way-in", "no-way-in-1");

    assertThat(record.succeeded()).isFalse();
    assertThat(record.wayIn().tlsNanos()).isEqualTo(-1);
  }

  /** One request from a client that trusts a certificate of its own, not the server's. */
  private static RequestRecord sentTrustingAnotherCertificate(String folder, String id)
      throws Exception {
    SelfSignedCertificate other =
        SelfSignedCertificate.generate(Files.createDirectories(directory.resolve(folder)));
    return send(trusting(other.pem()), id);
  }

  private static RequestRecord send(JdkModelServerClient client, String id) throws Exception {
    RequestRecord record =
        client
            .send(TestClients.chatRequest(fake.baseUrl(), id, true, "hi"))
            .record()
            .get(20, TimeUnit.SECONDS);
    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    return record;
  }

  private static ClientSettings trusting(Path pem) {
    ClientSettings base = TestClients.chatSettings(Duration.ofSeconds(10));
    return new ClientSettings(
        base.api(),
        base.requestIdHeader(),
        base.headers(),
        base.apiKey(),
        base.requestTimeout(),
        base.maxEventBytes(),
        base.responseCaps(),
        base.ioThreads(),
        base.assemblyThreads(),
        pem);
  }

  private static RequestRecord send(ClientSettings settings, String id) throws Exception {
    try (JdkModelServerClient client =
        new JdkModelServerClient(settings, new WordCounter(), EventStamping.atTerminator())) {
      return client
          .send(TestClients.chatRequest(fake.baseUrl(), id, true, "hi"))
          .record()
          .get(20, TimeUnit.SECONDS);
    }
  }
}
