package dev.tokenpace.acceptance.steps;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Why a line about a server paced by the requests in flight was not read, for the did-you-mean: the
 * forms it can take ({@link ServerSentence}'s growth, {@link InFlightSteps}' table), and "per
 * request in flight", which leaves unclear whether a request counts itself.
 */
final class InFlightNearMiss {

  private static final Pattern ABOUT_IN_FLIGHT =
      Pattern.compile(
          "\\b(?:in flight|concurrent(?:ly)?|(?:other|additional|extra) (?:requests?|streams?)"
              + "|(?:requests?|streams?) (?:it is|the server is) (?:handling|serving|running))"
              + "\\b");

  private static final Pattern A_WAIT = Pattern.compile("\\d ?(?:ms|s|seconds?|millis\\w*)\\b");

  private static final String FORMS =
      "A wait that grows with the requests in flight is said after the wait it adds to, per other"
          + " request (the wait alone is a request's with nothing else in flight): 'its first token"
          + " takes 100 ms plus 20 ms for every other request in flight', 'its tokens are 10 ms"
          + " apart plus 1 ms per other request in flight', 'it streams 50 tokens with a 10 ms gap"
          + " plus 2 ms for each additional request it is handling'; per request in flight, the"
          + " request counts itself ('10 ms plus 5 ms for every request in flight' is 15 ms"
          + " alone). By steps, a table: 'with 1"
          + " request in flight it takes 50 ms to start and 20 ms between words; with 4 in flight"
          + " it takes 200 ms to start and 50 ms between words'.";

  private InFlightNearMiss() {}

  /** What to write instead, when {@code text} times a server by the requests in flight. */
  static Optional<String> why(String text) {
    String words = text.toLowerCase(Locale.ROOT);
    if (!ABOUT_IN_FLIGHT.matcher(words).find() || !A_WAIT.matcher(words).find()) {
      return Optional.empty();
    }
    return Optional.of(FORMS);
  }
}
