package dev.tokenpace.config;

import java.util.Locale;
import java.util.Set;

/**
 * What may go into an HTTP header: a name that is an RFC 9110 token, a value of visible Latin-1
 * characters, spaces and tabs. A CR or LF in a value would end the header early (and smuggle
 * another), and both HTTP clients refuse such a value on every request; checked once, before the
 * run. Errors never show the value: it may be a credential.
 */
final class HeaderText {

  /** Headers the HTTP clients write themselves; the JDK client refuses them. */
  private static final Set<String> SET_BY_CLIENT =
      Set.of("connection", "content-length", "expect", "host", "upgrade", "transfer-encoding");

  private HeaderText() {}

  static boolean isName(String name) {
    return name != null && name.matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
  }

  static void checkHeader(String name, String value) {
    String key = "api.headers." + name;
    if (!isName(name)) {
      throw new ConfigException(
          key, "'api.headers' has a name that is not a valid HTTP header name: '" + name + "'");
    }
    if (SET_BY_CLIENT.contains(name.toLowerCase(Locale.ROOT))) {
      throw new ConfigException(
          key, "'" + key + "' cannot be set: the HTTP client writes this header itself");
    }
    checkValue(key, value);
  }

  /** Passes {@code null} (unset). */
  static void checkValue(String key, String value) {
    if (value == null) {
      return;
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      boolean control = (c < 0x20 && c != '\t') || c == 0x7F;
      if (control || c > 0xFF) {
        throw new ConfigException(
            key,
            "'"
                + key
                + "' must not contain "
                + (control ? "control characters" : "characters beyond Latin-1")
                + ", found "
                + describe(c)
                + " at character "
                + (i + 1));
      }
    }
  }

  private static String describe(char c) {
    String code = String.format("U+%04X", (int) c);
    return switch (c) {
      case '\r' -> "CR (" + code + ")";
      case '\n' -> "LF (" + code + ")";
      default -> code;
    };
  }
}
