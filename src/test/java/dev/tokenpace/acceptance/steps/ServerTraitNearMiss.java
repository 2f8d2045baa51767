package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Why a line about the server that looks like one of {@link ServerTraitClauses}' was not read, said
 * with the forms that are, for the did-you-mean: the glossary's nearest examples alone point at
 * steps, not at the sentence's clauses.
 */
final class ServerTraitNearMiss {

  private record Miss(Pattern looksLike, String say) {}

  private static final List<Miss> MISSES =
      List.of(
          new Miss(
              Pattern.compile("plus .*per [\\d,]* ?(?:output|completion|generated|answer) tokens?"),
              "Prefill grows with the prompt's tokens: say 'takes 20 ms plus 1 ms per 10 prompt"
                  + " tokens before the first token'."),
          new Miss(
              Pattern.compile("\\b(?:of|in) (?:every|each) \\d+|\\d ?(?:%|percent) of"),
              "A fault on a share of the requests reads as 'answers 4 of every 20 requests with"
                  + " HTTP 500 \"internal error\"', 'drops the connection after 10 tokens on 2 of"
                  + " every 20 requests' or 'on 1 of every 10 requests it goes silent after 5"
                  + " tokens without closing the connection'."),
          new Miss(
              Pattern.compile(
                  "\\b(?:stalls|pauses|goes quiet|goes silent|falls silent|freezes|hangs)\\b"),
              "A stall reads with the token it follows and how long: 'goes quiet for 2 seconds"
                  + " after the 25th token before carrying on', 'stalls for 500 ms after the 10th"
                  + " word, then resumes'."),
          new Miss(
              Pattern.compile("max_tokens|max tokens|maximum|token limit"),
              "An answer past max_tokens reads as 'always writes 300 tokens whatever maximum is"
                  + " requested' or 'ignores max_tokens and always writes 300 tokens'."),
          new Miss(
              Pattern.compile("cache|seen before|already seen|new prompt|repeated prompt"),
              "A prompt cache reads as 'caches prompts it has already seen', then 'it takes 400 ms"
                  + " to the first token for a new prompt and 50 ms for a cached one' (or 'takes"
                  + " 800 ms to the first token for an uncached 4000-token prompt', then 'it takes"
                  + " 100 ms when the prompt was seen before')."),
          new Miss(
              Pattern.compile("\\b(?:empty|blank|role-only)\\b.*chunk"),
              "Empty chunks read as 'sends 3 empty chunks in the first 300 ms, then the first real"
                  + " token at 500 ms' or 'sends 3 empty chunks before the first token'."));

  private ServerTraitNearMiss() {}

  /** What to write instead of {@code text}, when it looks like a server clause this reads. */
  static Optional<String> why(String text) {
    String words = text.toLowerCase(Locale.ROOT);
    return MISSES.stream()
        .filter(miss -> miss.looksLike().matcher(words).find())
        .map(Miss::say)
        .findFirst();
  }
}
