package dev.tokenpace.cli;

import dev.tokenpace.client.Transport;
import picocli.CommandLine.Option;

/**
 * {@code --transport jdk|nio}, for the commands that send requests ({@code run}, {@code
 * calibrate}).
 */
final class TransportOption {

  @Option(
      names = "--transport",
      paramLabel = "jdk|nio",
      defaultValue = "nio",
      converter = TransportConverter.class,
      description =
          "HTTP client for http:// servers (https:// always uses the JDK's; default:"
              + " ${DEFAULT-VALUE}).")
  Transport transport;

  Transport chosen() {
    return transport;
  }
}
