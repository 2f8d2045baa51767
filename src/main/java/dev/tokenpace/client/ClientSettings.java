package dev.tokenpace.client;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.ApiType;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * What the HTTP client needs from a run's configuration: a copy of the (validated) config's values,
 * its defaults applied once, by the config ({@link Defaults}).
 *
 * @param ioThreads threads that receive response bytes and scan them; stamps wait for a free one
 * @param assemblyThreads threads that tokenize finished responses, kept apart so counting never
 *     delays reading
 * @param responseCaps how much of one streamed response is kept
 * @param trustedCertificates a PEM file whose certificates alone are trusted for https:// ({@code
 *     server.cert_path}); {@code null} for the JDK's default trust store
 */
public record ClientSettings(
    ApiType api,
    String requestIdHeader,
    Map<String, String> headers,
    String apiKey,
    Duration requestTimeout,
    int maxEventBytes,
    ResponseCaps responseCaps,
    int ioThreads,
    int assemblyThreads,
    Path trustedCertificates) {

  /**
   * The same settings with other limits on what one response may hold: an event (or non-streamed
   * body) over {@code eventBytes} fails its request, and {@code caps} bound what a stream keeps.
   */
  public ClientSettings withResponseLimits(int eventBytes, ResponseCaps caps) {
    if (eventBytes <= 0) {
      throw new IllegalArgumentException("max event bytes must be positive: " + eventBytes);
    }
    return new ClientSettings(
        api,
        requestIdHeader,
        headers,
        apiKey,
        requestTimeout,
        eventBytes,
        caps,
        ioThreads,
        assemblyThreads,
        trustedCertificates);
  }

  public static ClientSettings from(RunConfig config) {
    int cores = Runtime.getRuntime().availableProcessors();
    RunConfig.Api api = config.api();
    return new ClientSettings(
        api.type(),
        api.requestIdHeader(),
        api.headers(),
        config.server().apiKey(),
        config.load().requestTimeout(),
        api.maxEventBytes(),
        new ResponseCaps(api.maxResponseEvents(), api.maxResponseChars()),
        Defaults.ioThreads(cores),
        Defaults.assemblyThreads(cores),
        config.server().certPath());
  }
}
