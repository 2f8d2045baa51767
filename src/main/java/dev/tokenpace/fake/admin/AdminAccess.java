package dev.tokenpace.fake.admin;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * Who may change the fake over HTTP. Closed by default: the model routes and the read-only timeline
 * routes are served, every other route of WireMock's admin API (mappings, files, recordings,
 * settings, reset, shutdown, the request journal) is refused. Open, those routes need the token,
 * sent as {@code Authorization: Bearer TOKEN} (or WireMock's client's {@code Token TOKEN}). Java
 * code in the same JVM is not affected: {@code StreamingFake.wireMock()} calls WireMock directly,
 * not over HTTP.
 *
 * @param token {@code null} when closed
 */
public record AdminAccess(boolean open, String token) {

  private static final int TOKEN_BYTES = 32;

  public AdminAccess {
    if (open && (token == null || token.isBlank())) {
      throw new IllegalArgumentException("an open admin API needs a token");
    }
  }

  public static AdminAccess closed() {
    return new AdminAccess(false, null);
  }

  /** Open to whoever sends {@code token}. */
  public static AdminAccess withToken(String token) {
    return new AdminAccess(true, token);
  }

  /** Open to whoever sends a fresh random token ({@link #token()}), 256 bits, URL-safe. */
  public static AdminAccess withRandomToken() {
    byte[] bytes = new byte[TOKEN_BYTES];
    new SecureRandom().nextBytes(bytes);
    return withToken(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
  }
}
