package dev.tokenpace.config;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks a run's secrets in text that leaves the process: the API key, every configured header
 * value, and the user-info of any URL ({@code http://user:pass@host} becomes {@code
 * http://[redacted]@host}). Servers echo credentials in their error messages ("Incorrect API key
 * provided: sk-…"), and reports are shared; the edges that write text (reports, stderr) pass it
 * through here.
 */
public final class Redactor {

  public static final String MASK = "[redacted]";

  /**
   * A shorter value is left alone: masking every "1" or "on" of a message would make it unreadable,
   * and a value that short protects nothing.
   */
  static final int SHORTEST_SECRET = 4;

  private static final Pattern USER_INFO =
      Pattern.compile("\\b([A-Za-z][A-Za-z0-9+.-]*://)[^/?#@\\s]+@");
  private static final Pattern SCHEME_AND_CREDENTIALS = Pattern.compile("^\\S+ +(\\S+)$");

  private final List<String> secrets;

  private Redactor(List<String> secrets) {
    this.secrets = secrets;
  }

  /** Masks only URL user-info. */
  public static Redactor none() {
    return new Redactor(List.of());
  }

  /** Masks the config's API key and header values (also the credentials of "Bearer xyz"). */
  public static Redactor of(RunConfig config) {
    Set<String> secrets = new LinkedHashSet<>();
    if (config.server() != null) {
      secrets.add(config.server().apiKey());
    }
    if (config.api() != null && config.api().headers() != null) {
      for (String value : config.api().headers().values()) {
        secrets.add(value);
        if (value != null) {
          Matcher credentials = SCHEME_AND_CREDENTIALS.matcher(value.strip());
          if (credentials.matches()) {
            secrets.add(credentials.group(1));
          }
        }
      }
    }
    List<String> kept = new ArrayList<>();
    for (String secret : secrets) {
      if (secret != null && secret.strip().length() >= SHORTEST_SECRET) {
        kept.add(secret.strip());
      }
    }
    // Longest first, so a secret that contains another is masked whole.
    kept.sort(Comparator.comparingInt(String::length).reversed());
    return new Redactor(List.copyOf(kept));
  }

  /**
   * @return {@code text} with every secret and URL user-info masked; {@code null} stays {@code
   *     null}
   */
  public String redact(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    String masked = text;
    for (String secret : secrets) {
      if (masked.contains(secret)) {
        masked = masked.replace(secret, MASK);
      }
    }
    return userInfoMasked(masked);
  }

  /** {@code scheme://user:pass@host} → {@code scheme://[redacted]@host}, anywhere in the text. */
  public static String userInfoMasked(String text) {
    if (text == null || text.indexOf('@') < 0) {
      return text;
    }
    return USER_INFO.matcher(text).replaceAll("$1" + Matcher.quoteReplacement(MASK) + "@");
  }
}
