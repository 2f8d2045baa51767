package dev.tokenpace;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.JdkModelServerClient;
import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.Transport;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.tokens.Tokenizer;

/**
 * Builds the client a {@link Transport} names. It lives above both transports so that {@code
 * client} (the shared core and the JDK client) and {@code client.nio} (which builds on that core)
 * depend one way only.
 */
final class ModelServerClients {

  private ModelServerClients() {}

  /**
   * @param jdkBodyDelivery how the JDK client (this transport's, or NIO's for https://) delivers
   *     streamed bodies
   * @param usageReports how a response's usage reports combine into the request's usage
   */
  static ModelServerClient create(
      Transport transport,
      ClientSettings settings,
      Tokenizer tokenizer,
      EventStamping stamping,
      JdkBodyDelivery jdkBodyDelivery,
      UsageReports usageReports) {
    return switch (transport) {
      case NIO ->
          new NioModelServerClient(settings, tokenizer, stamping, 1, jdkBodyDelivery, usageReports);
      case JDK ->
          new JdkModelServerClient(settings, tokenizer, stamping, jdkBodyDelivery, usageReports);
    };
  }
}
