package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.netty.NettyModelServerClient;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.Timeline;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
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
 * The contract over plain http, and https against the fake with a certificate made for the test:
 * Netty carries TLS itself (SslHandler on the JDK's SSLEngine) and must trust exactly what the JDK
 * client trusts (HttpsTrustTest): {@code server.cert_path}'s certificates alone, else the JDK's
 * default trust store, with the host name checked against the certificate.
 */
class NettyModelServerClientTest extends ModelServerClientContract {

  @TempDir static Path directory;
  private static SelfSignedCertificate certificate;
  private static StreamingFake tlsFake;

  NettyModelServerClientTest() {
    super(NettyModelServerClient::new, client -> ((NettyModelServerClient) client).inFlight());
  }

  @BeforeAll
  static void startTlsFake() {
    certificate = SelfSignedCertificate.generate(directory);
    tlsFake = startTlsFake(certificate);
  }

  @AfterAll
  static void stopTlsFake() {
    if (tlsFake != null) {
      tlsFake.close();
    }
  }

  @Test
  void httpsWithATrustedCertificateStreamsEveryEventAndStampsItAfterTheFakesWrite()
      throws Exception {
    RequestRecord record = sendOverNetty(trusting(certificate.pem()), tlsFake, "tls-1");

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    List<TimedChunk> content =
        record.chunks().stream().filter(c -> c.kind() == ChunkKind.CONTENT).toList();
    assertThat(content).extracting(TimedChunk::text).containsExactly("one", " two", " three");
    Timeline timeline = tlsFake.awaitTimeline("tls-1", Duration.ofSeconds(10));
    List<Timeline.SentEvent> sent =
        timeline.events().stream().filter(e -> e.kind().equals("content")).toList();
    for (int i = 0; i < content.size(); i++) {
      assertThat(content.get(i).arrivalNanos())
          .isGreaterThanOrEqualTo(sent.get(i).writeStartNanos());
    }
    assertThat(record.startNanos()).isLessThan(timeline.receivedNanos());
  }

  @Test
  void httpsKeepsItsConnectionAliveAcrossRequests() throws Exception {
    try (NettyModelServerClient client = netty(trusting(certificate.pem()))) {
      for (int i = 0; i < 3; i++) {
        RequestRecord record =
            client
                .send(TestClients.chatRequest(tlsFake.baseUrl(), "tls-keep-" + i, true, "hi"))
                .get(20, TimeUnit.SECONDS);
        assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
      }
    }
  }

  @Test
  void httpsWithoutTheCertificateFailsInTheHandshakeAndSaysSo() throws Exception {
    RequestRecord record =
        sendOverNetty(TestClients.chatSettings(Duration.ofSeconds(10)), tlsFake, "untrusted-1");

    assertThat(record.succeeded()).isFalse();
    assertThat(record.failure().type()).isEqualTo(FailureType.TLS_HANDSHAKE);
    assertThat(record.failure().message()).contains("server.cert_path");
    assertThat(record.chunks()).isEmpty();
  }

  @Test
  void httpsTrustsABundleWithAnotherCertificateFirst() throws Exception {
    SelfSignedCertificate other =
        SelfSignedCertificate.generate(Files.createDirectories(directory.resolve("other")));
    Path bundle = directory.resolve("bundle.pem");
    Files.writeString(bundle, "# two CAs\n" + other.pemText() + certificate.pemText());

    RequestRecord record = sendOverNetty(trusting(bundle), tlsFake, "bundle-1");

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
  }

  @Test
  void httpsRefusesATrustedCertificateForAnotherHostAsTheJdkClientDoes() throws Exception {
    SelfSignedCertificate elsewhere =
        SelfSignedCertificate.generate(
            Files.createDirectories(directory.resolve("elsewhere")), "dns:elsewhere.example");
    try (StreamingFake misnamed = startTlsFake(elsewhere)) {
      ClientSettings settings = trusting(elsewhere.pem());
      RequestRecord overNetty = sendOverNetty(settings, misnamed, "misnamed-netty");
      RequestRecord overJdk;
      try (JdkModelServerClient jdk =
          new JdkModelServerClient(settings, new WordCounter(), EventStamping.atTerminator())) {
        overJdk =
            jdk.send(TestClients.chatRequest(misnamed.baseUrl(), "misnamed-jdk", true, "hi"))
                .get(20, TimeUnit.SECONDS);
      }

      assertThat(overJdk.failure().type()).isEqualTo(FailureType.TLS_HANDSHAKE);
      assertThat(overNetty.failure().type()).isEqualTo(FailureType.TLS_HANDSHAKE);
    }
  }

  private static StreamingFake startTlsFake(SelfSignedCertificate serving) {
    StreamingFake fake = StreamingFake.startHttps(serving.keystore(), serving.password());
    fake.serveByDefault(
        Profile.words("one two three")
            .gaps(Duration.ofMillis(20), Duration.ofMillis(20), Duration.ofMillis(20))
            .done()
            .build());
    return fake;
  }

  private static NettyModelServerClient netty(ClientSettings settings) {
    return new NettyModelServerClient(settings, new WordCounter(), EventStamping.atTerminator());
  }

  private static RequestRecord sendOverNetty(ClientSettings settings, StreamingFake fake, String id)
      throws Exception {
    try (NettyModelServerClient client = netty(settings)) {
      return client
          .send(TestClients.chatRequest(fake.baseUrl(), id, true, "hi"))
          .get(20, TimeUnit.SECONDS);
    }
  }

  private static ClientSettings trusting(Path pem) {
    ClientSettings base = TestClients.chatSettings(Duration.ofSeconds(10));
    return new ClientSettings(
        base.api(),
        base.streaming(),
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
}
