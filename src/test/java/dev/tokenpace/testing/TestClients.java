package dev.tokenpace.testing;

import dev.tokenpace.api.RequestBodies;
import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.ResponseCaps;
import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.config.RunConfig.ApiType;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * Client settings, the two transports and prepared chat requests for tests that drive a transport
 * directly.
 */
public final class TestClients {

  private TestClients() {}

  /** Streaming chat, no key or extra headers, a 1 MiB event cap, 4 I/O and 1 assembly thread. */
  public static ClientSettings chatSettings(Duration timeout) {
    return new ClientSettings(
        ApiType.CHAT,
        "X-Request-Id",
        Map.of(),
        null,
        timeout,
        1 << 20,
        ResponseCaps.DEFAULT,
        4,
        1,
        null);
  }

  /** The NIO transport with {@link #chatSettings} of 10 s, counting words, stamping at the end. */
  public static NioModelServerClient nio() {
    return new NioModelServerClient(
        chatSettings(Duration.ofSeconds(10)), new WordCounter(), EventStamping.atTerminator());
  }

  /** The JDK transport with {@link #chatSettings} of 10 s, counting words, stamping at the end. */
  public static JdkModelServerClient jdk() {
    return new JdkModelServerClient(
        chatSettings(Duration.ofSeconds(10)), new WordCounter(), EventStamping.atTerminator());
  }

  /** A chat request for model {@code m} scheduled now, asking for 8 tokens. */
  public static PreparedRequest chatRequest(URI base, String id, boolean streamed, String prompt) {
    RequestBodies bodies = new RequestBodies(ApiType.CHAT, "m", false, streamed);
    return new PreparedRequest(
        id,
        0,
        System.nanoTime(),
        bodies.endpoint(base),
        bodies.body(prompt, 8),
        streamed,
        prompt,
        0);
  }
}
