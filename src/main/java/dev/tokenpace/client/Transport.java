package dev.tokenpace.client;

import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.tokens.Tokenizer;
import java.util.Locale;

/**
 * Which HTTP client carries the requests. NIO is the default for {@code http://} because it keeps
 * delivery error low at high concurrency (docs/performance.md has the figures); {@code https://}
 * always goes through the JDK client.
 */
public enum Transport {
  JDK,
  NIO;

  public static final Transport DEFAULT = NIO;

  public ModelServerClient create(ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    return create(settings, tokenizer, stamping, JdkBodyDelivery.asReceived());
  }

  /** @param jdkBodyDelivery how the JDK client (this transport's, or NIO's for https://) delivers streamed bodies */
  public ModelServerClient create(ClientSettings settings, Tokenizer tokenizer, EventStamping stamping,
      JdkBodyDelivery jdkBodyDelivery) {
    return this == NIO
        ? new NioModelServerClient(settings, tokenizer, stamping, 1, jdkBodyDelivery)
        : new JdkModelServerClient(settings, tokenizer, stamping, jdkBodyDelivery);
  }

  /** "jdk" or "nio", any case. */
  public static Transport parse(String name) {
    try {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown transport '" + name + "' (expected jdk or nio)", e);
    }
  }
}
