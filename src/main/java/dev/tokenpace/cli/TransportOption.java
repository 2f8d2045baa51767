package dev.tokenpace.cli;

import dev.tokenpace.client.Transport;
import picocli.CommandLine.Option;

/**
 * {@code --transport jdk|nio|netty}, for the commands that send requests ({@code run}, {@code
 * calibrate}).
 */
final class TransportOption {

  @Option(
      names = "--transport",
      paramLabel = "jdk|nio|netty",
      defaultValue = "nio",
      converter = TransportConverter.class,
      description =
          "HTTP client: nio (http:// only; https:// goes through the JDK's), jdk, or netty"
              + " (http:// and https://); default: ${DEFAULT-VALUE}.")
  Transport transport;

  Transport chosen() {
    return transport;
  }
}
