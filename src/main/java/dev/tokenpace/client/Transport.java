package dev.tokenpace.client;

import java.util.Locale;

/**
 * Which HTTP client carries the requests. NIO is the default for {@code http://} because it keeps
 * delivery error low at high concurrency (docs/performance.md has the figures); with NIO or the JDK
 * client {@code https://} always goes through the JDK client, while Netty carries both schemes
 * itself. Only a name: {@code dev.tokenpace.ModelServerClients} builds the client, so this package
 * never reaches down into {@code client.nio} or {@code client.netty}.
 */
public enum Transport {
  JDK,
  NIO,
  NETTY;

  public static final Transport DEFAULT = NIO;

  /** "jdk", "nio" or "netty", any case. */
  public static Transport parse(String name) {
    try {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown transport '" + name + "' (expected jdk, nio or netty)", e);
    }
  }
}
