package dev.tokenpace.client;

import java.net.URI;
import java.util.Locale;

/**
 * Which HTTP client carries the requests. NIO is the default for {@code http://} because it keeps
 * delivery error low at high concurrency (docs/performance.md has the figures); {@code https://}
 * always goes through the JDK client. Only a name: {@code dev.tokenpace.ModelServerClients} builds
 * the client, so this package never reaches down into {@code client.nio}.
 */
public enum Transport {
  JDK,
  NIO;

  public static final Transport DEFAULT = NIO;

  /** The transport that carries the requests to {@code baseUrl}: https:// always the JDK's. */
  public Transport carrying(URI baseUrl) {
    return baseUrl != null && "https".equalsIgnoreCase(baseUrl.getScheme()) ? JDK : this;
  }

  /** "jdk" or "nio", as {@code --transport} spells it. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** "jdk" or "nio", any case. */
  public static Transport parse(String name) {
    try {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown transport '" + name + "' (expected jdk or nio)", e);
    }
  }
}
