package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The tolerance a feature states once, in its description or its Background ("Numbers in this
 * feature are judged within 5 ms"), which "about 120 ms" and a bare "120 ms" then mean. Each use is
 * logged under its step, so the report shows the tolerance every such number was judged within. A
 * feature that states none is judged within the suite's default, 5 ms (a rate within 5 %), and each
 * step says so: product owners write "a TTFT of 100 ms" meaning what a benchmark can measure, and
 * refusing every such number taught them nothing the log does not.
 */
public final class FeatureTolerance {

  /** The sentence, as a feature's description or a Background step writes it. */
  static final String SENTENCE = "Numbers in this feature are judged within";

  /** What a number without a tolerance of its own is judged within where no feature says. */
  static final Rule DEFAULT = new Rule(Duration.ofMillis(5), 0);

  /** What a rate without a share of its own is judged within where no feature says. */
  static final int DEFAULT_RATE_PERCENT = 5;

  private static final String BY_DEFAULT = ", the suite's default, as this feature states none";

  private static final Pattern STATED =
      Pattern.compile(
          "(?i)numbers in this feature are judged within (?:(\\d+(?:\\.\\d+)?) ?% or"
              + " )?(\\d+(?:\\.\\d+)? ?(?:"
              + Durations.UNIT
              + "))\\b");

  private static final String DURATION =
      "\\d+(?:\\.\\d+)? ?(?:ms|milliseconds?|seconds?|secs?|s)\\b";

  private static final String PERCENT = "\\d+(?:\\.\\d+)? ?(?:%|percent)";

  /**
   * A tolerance as people write it: "5 ms", "5% or 5 milliseconds, whichever is larger", "5%" (of
   * each number).
   */
  private static final String TOLERANCE =
      "(?:"
          + PERCENT
          + " or (?:by )?"
          + DURATION
          + "|"
          + DURATION
          + "(?: or "
          + PERCENT
          + ")?|"
          + PERCENT
          + "(?: of (?:the|each|every) (?:stated |expected )?(?:value|number|time)s?)?)(?:,?"
          + " whichever is (?:larger|greater|bigger|more))?";

  /**
   * The other ways a feature's description or a Background step says it: "unless a scenario says
   * otherwise, timings in the report may be off by 5% or 5 ms, whichever is larger", "all timings
   * are judged within 10 ms", "reported times must match the true times within 5 percent or 5 ms,
   * whichever is larger". Without a group of its own, as a step's pattern counts each group as an
   * argument.
   */
  static final String SENTENCE_OTHERWISE =
      "(?!numbers in this (?:feature|scenario) |(?:the )?reported (?:times|numbers|values) may"
          + " differ from the expected )(?:unless (?:a|the) scenario says otherwise,? )?(?:all"
          + " |every )?(?:the )?(?:reported |measured"
          + " )?(?:timings?|times?|numbers?|values?|durations?|latenc(?:y|ies)|measurements?)(?:"
          + " (?:in|of) (?:the|this|these|every|each|a) (?:reports?|features?|scenarios?))?(?:"
          + " (?:may|can|are allowed to|is allowed to) (?:be off|differ|deviate|be out|vary)(?:"
          + " from (?:the )?(?:expected|stated|scripted|script's) (?:ones|values?|numbers?|times?)|"
          + " from (?:the|its) script)? by (?:up to |at most )?| (?:are|is)"
          + " (?:judged|checked|compared|accepted) (?:within|to within|with a tolerance of) |"
          + " (?:must|should|have to|need to) (?:match|agree with|equal) (?:the )?(?:true|actual"
          + "|real|expected|scripted|model's) (?:ones|values?|numbers?|times?|timings?) (?:to"
          + " )?(?:within|by at most|give or take) )"
          + TOLERANCE;

  /**
   * The same rule said around its tolerance in any words: "every reported time must be within 5% or
   * 5 ms of the true value, whichever is larger", "reported timings are accepted when within 2% or
   * 2 ms of the true value". A subject of timings, times, numbers, values or latencies, a word of
   * allowance, no number but the tolerance's; what {@link #SENTENCE_OTHERWISE} and the glossary's
   * own tolerance steps read is left to them, and a check against a timeline is no rule.
   */
  static final String SENTENCE_AROUND =
      "(?!(?:"
          + SENTENCE_OTHERWISE
          + ")$)(?!numbers in this (?:feature|scenario) |(?:the )?reported (?:times|numbers|values)"
          + " may differ from the expected |[a-z' ]*\\btimeline\\b)(?=[a-z'"
          + " ]*\\b(?:timings?|times?|numbers?|values?|latencies|durations|measurements|metrics)\\b)(?=[a-z'"
          + " ]*\\b(?:within|off by|accepted|allowed|tolerated|differ|deviate|margin)\\b)[a-z'"
          + " ]*?(?:within|by|of|to) (?:up to |at most )?"
          + TOLERANCE
          + "(?: of (?:the|its|their|each) (?:true|actual|real|expected|stated|scripted|model's)"
          + " (?:values?|numbers?|times?|ones|timings?))?(?:,? whichever is"
          + " (?:larger|greater|bigger|more))?";

  private static final Pattern OTHERWISE = Pattern.compile("(?i)\\b" + SENTENCE_OTHERWISE);

  /**
   * What a rule is of: timings in the plural ("reported timings", "all latencies") or every one of
   * them ("every reported time"); "the reported time to first token" is one metric, a claim
   * misspelled or not, and a line naming a timeline checks against it.
   */
  private static final Pattern TIMINGS =
      Pattern.compile(
          "(?i)^(?!.*\\btimelines?\\b)(?:.*\\b(?:every|each|all|any)\\b[a-z'"
              + " ]*\\b(?:timings?|times?"
              + "|timestamps?|numbers?|values?|latenc(?:y|ies)|durations?|measurements?|metrics?|figures?)\\b|.*\\b(?:timings|timing"
              + " tolerances?|times|timestamps|numbers|values|latencies|durations"
              + "|measurements|metrics|figures)\\b)");

  private static final Pattern ALLOWANCE =
      Pattern.compile(
          "(?i)\\b(?:within|off by|accepted|allowed|tolerated|tolerances?|differ|deviate|margin"
              + "|give or take|match|agree)\\b");

  private static final Pattern ONE_TOLERANCE = Pattern.compile("(?i)" + TOLERANCE);

  private static final Pattern SCENARIO_START =
      Pattern.compile("^\\s*(?:Scenario|Scenario Outline|Scenario Template|Example)\\s*:");

  /**
   * What a feature states: a duration, or a share of each stated number with the duration as its
   * floor ("5% or 5 ms, whichever is larger"), so a long number is not held to a short one's ms.
   *
   * @param share of the stated number, 0 for a plain duration
   */
  record Rule(Duration floor, double share) {

    Tolerance around(Duration value) {
      Duration part = Duration.ofNanos(Math.round(value.toNanos() * share));
      return new Tolerance(part.compareTo(floor) > 0 ? part : floor);
    }

    String reason(Tolerance applied) {
      if (share == 0) {
        return "";
      }
      if (floor.isZero()) {
        return " (" + percent() + " of it)";
      }
      return applied.duration().equals(floor)
          ? " (" + percent() + " of it is no more than " + Durations.format(floor) + ")"
          : " (" + percent() + " of it, more than " + Durations.format(floor) + ")";
    }

    private String percent() {
      return plain(share * 100) + "%";
    }
  }

  private Scenario scenario;
  private Rule rule;

  /** Whether the rule is the suite's default, the feature stating none. */
  private boolean byDefault;

  /** Reads the feature's own sentence, or takes the suite's default where it states none. */
  void begin(Scenario scenario) {
    this.scenario = scenario;
    this.rule = DEFAULT;
    this.byDefault = true;
    List<String> lines = featureLines(scenario.getUri());
    if (lines.isEmpty()) {
      return;
    }
    String text = String.join("\n", lines);
    Matcher stated = STATED.matcher(text);
    Matcher otherwise = OTHERWISE.matcher(preamble(lines));
    boolean byTheSentence = stated.find();
    if (byTheSentence || otherwise.find()) {
      rule =
          byTheSentence
              ? new Rule(
                  Durations.parse(stated.group(2)),
                  stated.group(1) == null ? 0 : Double.parseDouble(stated.group(1)) / 100)
              : ruleOf(otherwise.group());
      byDefault = false;
      Duration floor = rule.floor();
      scenario.log(
          "numbers stated with \"about\" in this feature are judged within "
              + (rule.share() == 0
                  ? Durations.format(floor)
                  : floor.isZero()
                      ? rule.percent() + " of each"
                      : rule.percent()
                          + " or "
                          + Durations.format(floor)
                          + ", whichever is larger"));
      return;
    }
  }

  /** The rule a sentence of {@link #SENTENCE_OTHERWISE} says: its share, if any, and its ms. */
  static Rule ruleOf(String sentence) {
    Matcher share = Pattern.compile("(?i)(" + PERCENT + ")").matcher(sentence);
    Matcher floor = Pattern.compile("(?i)(" + DURATION + ")").matcher(sentence);
    boolean hasShare = share.find();
    boolean hasFloor = floor.find();
    if (!hasShare && !hasFloor) {
      throw new IllegalArgumentException("no tolerance in \"" + sentence + "\"");
    }
    // "within 5%" alone: a share of each number, with no floor beneath it
    return new Rule(
        hasFloor ? Durations.parse(floor.group(1)) : Duration.ZERO,
        hasShare ? Double.parseDouble(share.group(1).replaceAll("[^\\d.]", "")) / 100 : 0);
  }

  /**
   * A line before the run that says the feature's rule in words of its own, around them or after
   * them: "every reported time must match the fake's own chunk timestamps within 5 ms, unless a
   * step gives its own tolerance", "reported timings must be within 5 ms of the times the server
   * recorded". It names the report's timings or timings in general, a word of allowance, and one
   * tolerance, no other number: a line with another number says something else, and is read as that
   * or refused.
   */
  static boolean saidInOtherWords(String line) {
    Matcher tolerance = ONE_TOLERANCE.matcher(line);
    if (!TIMINGS.matcher(line).find() || !ALLOWANCE.matcher(line).find() || !tolerance.find()) {
      return false;
    }
    String rest = line.substring(0, tolerance.start()) + line.substring(tolerance.end());
    return !rest.matches("(?s).*\\d.*");
  }

  /** The description and Background, before the first scenario, without comments. */
  static String preamble(List<String> lines) {
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      if (SCENARIO_START.matcher(line).find()) {
        break;
      }
      if (!line.strip().startsWith("#")) {
        text.append(line).append('\n');
      }
    }
    return text.toString();
  }

  /** The Background step's way of saying it, or a scenario's for itself. */
  void state(Duration within) {
    rule = new Rule(within, 0);
    byDefault = false;
  }

  /** The rule a sentence of {@link #SENTENCE_OTHERWISE} says. */
  void state(String sentence) {
    Rule read = ruleOf(sentence);
    if (read.share() > 0) {
      state(read.share() * 100, read.floor());
    } else {
      state(read.floor());
    }
  }

  /** A share of each stated number, never less than {@code floor}. */
  void state(double percent, Duration floor) {
    if (!(percent > 0 && percent < 100)) {
      throw new IllegalArgumentException(
          "a tolerance of "
              + percent
              + "% of each number cannot be meant: say a share above 0%"
              + " and below 100%, e.g. \"5% or 5 ms, whichever is larger\"");
    }
    rule = new Rule(floor, percent / 100);
    byDefault = false;
  }

  /**
   * The tolerance of a run's stated duration, the window its rates are over: the feature's rule, or
   * by default the share a rate is judged within, since a run of many requests also holds the
   * benchmark's own turnaround between them, which no script says.
   */
  Tolerance ofRunDuration(Duration stated) {
    if (!byDefault && rule.share() == 0) {
      throw new IllegalArgumentException(
          "the run's duration \""
              + Durations.format(stated)
              + "\" is the window its rates are over and holds the benchmark's own turnaround"
              + " between requests, so a tolerance in ms alone says too little of it: say it with"
              + " its own (\"a run duration of "
              + Durations.format(stated)
              + " within 250 ms\"), or state the feature's as \"Numbers in this feature are"
              + " judged within 5% or 5 ms, whichever is larger\"");
    }
    if (!byDefault) {
      return of(new About(stated));
    }
    Tolerance applied = new Tolerance(stated.multipliedBy(DEFAULT_RATE_PERCENT).dividedBy(100));
    if (scenario != null) {
      scenario.log(
          "the run's duration \""
              + Durations.format(stated)
              + "\" is judged within "
              + applied
              + " ("
              + DEFAULT_RATE_PERCENT
              + " %, as the rates over it are)"
              + BY_DEFAULT);
    }
    return applied;
  }

  /** The tolerance "about" means here, logged under the step that asked. */
  Tolerance of(About about) {
    Tolerance applied = rule.around(about.value());
    if (scenario != null) {
      // the number alone: a bare "100 ms" and "about 100 ms" read the same, and the log quotes
      // neither as the other
      scenario.log(
          "\""
              + Durations.format(about.value())
              + "\" is judged within "
              + applied
              + rule.reason(applied)
              + (byDefault ? BY_DEFAULT : ", the tolerance this feature states"));
    }
    return applied;
  }

  /**
   * A list of numbers said "about", each judged within the tolerance the feature's rule gives it
   * ("5% or 5 ms, whichever is larger" of each), logged once.
   */
  List<Tolerance> eachOf(List<Duration> about) {
    List<Tolerance> each = about.stream().map(rule::around).toList();
    if (each.stream().distinct().count() == 1) {
      return java.util.Collections.nCopies(about.size(), of(new About(about.get(0))));
    }
    if (scenario != null) {
      StringBuilder said = new StringBuilder();
      for (int i = 0; i < about.size(); i++) {
        said.append(i == 0 ? "" : ", ")
            .append(Durations.format(about.get(i)))
            .append(" within ")
            .append(each.get(i));
      }
      scenario.log(
          "each number of the list is judged within its own tolerance: "
              + said
              + " ("
              + rule.percent()
              + " of it or "
              + Durations.format(rule.floor())
              + ", whichever is larger"
              + (byDefault ? BY_DEFAULT : ", the tolerance this feature states")
              + ")");
    }
    return each;
  }

  /**
   * A list of numbers said "about", judged within one tolerance: the feature's, logged once. A
   * share that gives its numbers different tolerances is refused with what to write, never applied
   * as one number's to all.
   */
  Tolerance of(List<Duration> about) {
    List<Tolerance> each = about.stream().map(rule::around).toList();
    if (each.stream().distinct().count() > 1) {
      throw new IllegalArgumentException(
          "the numbers of this list ("
              + about.stream().map(Durations::format).collect(Collectors.joining(", "))
              + ") are judged within one tolerance, and "
              + rule.percent()
              + " or "
              + Durations.format(rule.floor())
              + ", whichever is larger, gives them different ones: say each in its own line, or"
              + " the list with its own tolerance (\"…, give or take 20 ms\")");
    }
    return of(new About(about.get(0)));
  }

  /**
   * A rate said "about" ("about 76 output tokens per second"): judged within the share the feature
   * states, logged under the step; a tolerance in ms says nothing of a rate, so without a share it
   * is refused with what to write.
   */
  int percentOf(ReportClaim.RateOf said) {
    if (said.percent() != null) {
      return said.percent();
    }
    String rate =
        "about "
            + plain(said.value())
            + " "
            + (said.throughput() == Throughput.OUTPUT_TOKENS ? "output " : "")
            + said.throughput().unit();
    if (byDefault || rule.share() == 0) {
      // a tolerance in ms says nothing of a rate: the suite's share holds it
      if (scenario != null) {
        scenario.log(
            "\""
                + rate
                + "\" is judged within "
                + DEFAULT_RATE_PERCENT
                + " %"
                + (byDefault
                    ? BY_DEFAULT
                    : ", the suite's default, as this feature states no share"));
      }
      return DEFAULT_RATE_PERCENT;
    }
    int percent = (int) Math.ceil(rule.share() * 100 - 1e-9);
    if (scenario != null) {
      scenario.log(
          "\"" + rate + "\" is judged within " + percent + " %, the share this feature states");
    }
    return percent;
  }

  /** A stated number's tolerance: its own, or the feature's for "about". */
  Tolerance of(Stated stated) {
    if (!stated.about()) {
      return stated.tolerance();
    }
    return of(new About(stated.value()));
  }

  /** "5", "2.5": a number as it was said, without a trailing ".0". */
  private static String plain(double number) {
    return number == Math.rint(number) ? String.valueOf((long) number) : String.valueOf(number);
  }

  private static List<String> featureLines(URI uri) {
    try {
      Path path =
          "file".equals(uri.getScheme()) ? Path.of(uri) : Path.of(uri.getSchemeSpecificPart());
      return Files.exists(path) ? Files.readAllLines(path) : List.of();
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }
}
