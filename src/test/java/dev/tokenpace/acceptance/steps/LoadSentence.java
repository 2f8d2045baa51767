package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.acceptance.world.World;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load, as one sentence in a product owner's own order and words: "we run 100 requests with a
 * concurrency of 8", "the benchmark sends 20 requests with 4 in flight at a time, asking for at
 * most 50 tokens each". A sender, then clauses apart by commas or "and", each saying one thing: how
 * many requests, how many at once, at what rate, how long a prompt, how many tokens each asks for.
 * Read only when no glossary step reads the line; a sentence with a clause it cannot read is not
 * read.
 *
 * @param requests how many requests (0 with a rate: the rate and its time say)
 * @param concurrency how many at once (1: one after another)
 * @param rate requests per second, or 0 for closed-loop
 * @param during how long a rate holds
 * @param maxTokens the most tokens each asks for, or 0 when not said
 * @param promptTokens the words of every prompt, or 0 when not said
 */
public record LoadSentence(
    int requests, int concurrency, double rate, Duration during, int maxTokens, int promptTokens) {

  private static final String N = "(\\d+|a|an|" + NumberWords.CARDINALS + ")";
  private static final String D =
      "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(" + Durations.UNIT + ")\\b";
  private static final String RATE =
      "(\\d+(?:\\.\\d+)?) (?:requests?|reqs?)(?: per second|/s| a second| each second|/sec)";

  private static final Pattern SENDER =
      Pattern.compile(
          "(?:the benchmark(?: client| tool)?|the client|the load generator|tokenpace|we|i)"
              + "(?: run the benchmark| benchmark the model| runs?(?= with))?(?: with)? ");

  private static final Pattern COUNT =
      Pattern.compile(
          "(?:(?:sends?|runs?|fires?|issues?|makes?|sends? out|benchmarks? with) )?(?:a total of )?"
              + N
              + " (?:streaming |chat |completion )?requests?|for "
              + N
              + " requests?");
  private static final Pattern AT_ONCE =
      Pattern.compile(
          "(?:with |at |keeping |and )?(?:a concurrency of |a concurrency level of |concurrency )"
              + N
              + "|"
              + N
              + " (?:at a time|at once|concurrently|in parallel|simultaneously|in flight(?: at a"
              + " time| at once)?)|(?:with |keeping )"
              + N
              + " (?:concurrent|parallel|simultaneous) (?:users|streams|connections|requests|"
              + "clients|workers)|(?:with |keeping )"
              + N
              + " (?:requests |streams )?in flight(?: at a time| at once)?");
  private static final Pattern ALL_AT_ONCE =
      Pattern.compile(
          "(?:all )?(?:at once|concurrently|in parallel|simultaneously|at the same time)");
  private static final Pattern ONE_BY_ONE =
      Pattern.compile(
          "one at a time|one after (?:another|the other)|sequentially|in sequence|one by one");
  private static final Pattern AT_RATE =
      Pattern.compile("(?:at |with )?(?:a rate of )?" + RATE + "(?: for " + D + ")?");
  private static final Pattern MAX_TOKENS =
      Pattern.compile(
          "(?:with |and )?(?:max_tokens|max tokens|a max_tokens|a maximum of|a limit of)(?: of| set"
              + " to| =|:)? (\\d+)(?: (?:output )?tokens?)?|(?:each )?asking for (?:at most |up"
              + " to |a maximum of )?(\\d+) (?:output )?tokens?(?: each)?");
  private static final Pattern PROMPT =
      Pattern.compile(
          "(?:sends? |with |using |each with )?(an? |one )?(\\d+)[- ](?:token|word)"
              + " prompts?|(?:with |using )?prompts? of (\\d+) (?:tokens|words)");
  private static final Pattern SEPARATOR = Pattern.compile(",? (?:and |each )?|,");

  /** The load {@code text} says, or empty when any part of it is not a clause this reads. */
  public static Optional<LoadSentence> read(String text) {
    String words = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    words = words.endsWith(".") ? words.substring(0, words.length() - 1) : words;
    Matcher sender = SENDER.matcher(words);
    if (!sender.lookingAt()) {
      return Optional.empty();
    }
    Reading reading = new Reading();
    int at = sender.end();
    while (at < words.length()) {
      int end = reading.clause(words, at);
      if (end < 0) {
        return Optional.empty();
      }
      Matcher separator = SEPARATOR.matcher(words).region(end, words.length());
      at = separator.lookingAt() ? separator.end() : end;
      if (at == end && at < words.length()) {
        return Optional.empty();
      }
    }
    return reading.sentence();
  }

  /** Runs the load on the scenario's model, as the glossary's steps for the same words do. */
  public void runOn(World world) {
    if (maxTokens > 0) {
      world.settings().maxTokens(maxTokens);
    }
    if (promptTokens > 0) {
      world.settings().promptWords(promptTokens);
    }
    if (rate > 0) {
      world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, List.of(new Stage(rate, during)));
    } else {
      world.benchmarkCurrentModel(requests, concurrency);
    }
  }

  /** What the clauses said so far. */
  private static final class Reading {
    int requests;
    int concurrency;
    boolean allAtOnce;
    double rate;
    Duration during;
    int maxTokens;
    int promptTokens;
    boolean onePrompt;

    /** Where the clause at {@code at} ends, or -1; the longest reading wins. */
    int clause(String words, int at) {
      Matcher best = null;
      Pattern which = null;
      for (Pattern p :
          List.of(COUNT, AT_ONCE, ALL_AT_ONCE, ONE_BY_ONE, AT_RATE, MAX_TOKENS, PROMPT)) {
        Matcher m = p.matcher(words).region(at, words.length());
        if (m.lookingAt()
            && (m.end() == words.length() || !Character.isLetterOrDigit(words.charAt(m.end())))
            && (best == null || m.end() > best.end())) {
          best = m;
          which = p;
        }
      }
      if (best == null) {
        return -1;
      }
      if (which == COUNT) {
        requests = count(firstGroup(best));
      } else if (which == AT_ONCE) {
        concurrency = count(firstGroup(best));
      } else if (which == ALL_AT_ONCE) {
        allAtOnce = true;
      } else if (which == ONE_BY_ONE) {
        concurrency = 1;
      } else if (which == AT_RATE) {
        rate = Double.parseDouble(best.group(1));
        during =
            best.group(2) == null ? null : Durations.parse(best.group(2) + " " + best.group(3));
      } else if (which == MAX_TOKENS) {
        maxTokens = Integer.parseInt(firstGroup(best));
      } else {
        // "sends a 2000-token prompt": one request, unless the sentence says how many
        onePrompt = best.group(1) != null;
        promptTokens = Integer.parseInt(best.group(2) != null ? best.group(2) : best.group(3));
      }
      return best.end();
    }

    Optional<LoadSentence> sentence() {
      if (rate > 0) {
        // "N requests at R per second" lasts N/R seconds; a rate alone needs its time
        Duration lasts =
            during != null
                ? during
                : requests > 0 ? Duration.ofMillis(Math.round(requests * 1000 / rate)) : null;
        return lasts == null || concurrency > 0 || allAtOnce
            ? Optional.empty()
            : Optional.of(new LoadSentence(0, 0, rate, lasts, maxTokens, promptTokens));
      }
      if (requests == 0 && onePrompt) {
        requests = 1;
      }
      if (requests == 0) {
        return Optional.empty();
      }
      int atOnce = allAtOnce ? requests : Math.max(1, concurrency);
      return Optional.of(
          new LoadSentence(requests, atOnce, 0, Duration.ZERO, maxTokens, promptTokens));
    }
  }

  private static String firstGroup(Matcher m) {
    for (int g = 1; g <= m.groupCount(); g++) {
      if (m.group(g) != null) {
        return m.group(g);
      }
    }
    throw new IllegalStateException("a clause without its number: " + m.group());
  }

  private static int count(String word) {
    return word.equals("a") || word.equals("an") ? 1 : NumberWords.cardinal(word);
  }
}
