package dev.tokenpace.acceptance.clients;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * How a peer client is found and bounded: its launcher from a system property or else an
 * environment variable (a blank one counts as unset), its time limit from a property in seconds.
 * One rule for every external client, so each is configured alike.
 */
final class PeerSettings {

  private PeerSettings() {}

  /** The launcher named by {@code property}, else by {@code env}; empty when neither is set. */
  static Optional<String> command(String property, String env) {
    return Optional.ofNullable(blankToNull(System.getProperty(property)))
        .or(() -> Optional.ofNullable(blankToNull(System.getenv(env))));
  }

  /**
   * The launcher {@link #command} names, as the client runs it in its report folder: a path made
   * absolute, since a relative one would name nothing there; a bare name left for the PATH.
   */
  static Optional<String> launcher(String property, String env) {
    return command(property, env)
        .map(l -> l.contains("/") ? Path.of(l).toAbsolutePath().toString() : l);
  }

  /** The time limit {@code property} gives in seconds, else {@code fallback}. */
  static Duration timeLimit(String property, Duration fallback) {
    String seconds = blankToNull(System.getProperty(property));
    if (seconds == null) {
      return fallback;
    }
    try {
      return Duration.ofMillis(Math.round(Double.parseDouble(seconds) * 1000));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          property + " must be a number of seconds, got '" + seconds + "'", e);
    }
  }

  private static String blankToNull(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }
}
