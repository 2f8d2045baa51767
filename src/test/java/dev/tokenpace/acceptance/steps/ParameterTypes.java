package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.script.ScriptedChunk;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.DataTableType;
import io.cucumber.java.ParameterType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The domain words features use, turned into values once so steps stay one-liners. */
public class ParameterTypes {

  private static final String RATE_COLUMN = "requests per second";
  private static final String DURATION_COLUMN = "for";

  /**
   * Loose on purpose: a typo such as "25O ms" must reach the parser and get a helpful message, not
   * "undefined step".
   */
  private static final String NUMBER_ISH = "\\d[\\w.]*";

  /** A number, or one written with thousands separators ("2,100"). */
  private static final String ONE_NUMBER =
      "(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|" + NUMBER_ISH + ")";

  private static final String UNIT = "(?:" + Durations.UNIT + ")\\b";

  /** Between the numbers of a list: "400, 100 and 100", "400 100 100", "400, 100, 100". */
  private static final String LIST_SEPARATOR = "(?:,? and |, ?| )";

  private static final Pattern USAGE_TEXT = Pattern.compile("(\\d+) output tokens?");

  @ParameterType(ONE_NUMBER + " ?" + UNIT)
  public Duration duration(String text) {
    return Durations.parse(text);
  }

  @ParameterType(
      "(?:" + NUMBER_ISH + "(?: ?" + UNIT + ")?" + LIST_SEPARATOR + ")*" + NUMBER_ISH + " ?" + UNIT)
  public List<Duration> durations(String text) {
    return Durations.parseList(text);
  }

  @ParameterType("(?:within|±|\\+/-) " + NUMBER_ISH + " ?" + UNIT)
  public Tolerance tolerance(String text) {
    return new Tolerance(Durations.parse(text.substring(text.indexOf(' ') + 1)));
  }

  private static final String ABOUT_WORD = "(?:about|around|roughly|approximately) ";

  /**
   * "about 120 ms", or a bare "120 ms": judged within the tolerance the feature states once
   * ("Numbers in this feature are judged within 5 ms"); refused without it.
   */
  @ParameterType("(?:" + ABOUT_WORD + ")?" + ONE_NUMBER + " ?" + UNIT)
  public About about(String text) {
    boolean bare = Character.isDigit(text.charAt(0));
    Duration value = Durations.parse(bare ? text : text.substring(text.indexOf(' ') + 1));
    return bare ? About.bare(value) : new About(value);
  }

  /**
   * A number with its tolerance: "120 ms within 5 ms", or "about 120 ms" or a bare "120 ms" (the
   * feature's).
   */
  @ParameterType(
      ONE_NUMBER
          + " ?"
          + UNIT
          + " (?:within|±|\\+/-) "
          + NUMBER_ISH
          + " ?"
          + UNIT
          + "|(?:"
          + ABOUT_WORD
          + ")?"
          + ONE_NUMBER
          + " ?"
          + UNIT)
  public Stated stated(String text) {
    return Stated.parse(text);
  }

  /**
   * The model server, in any of the words people write for it ("a fake model server that", "the
   * server", "it", "each request" for what every answer does): one subject, so each server step
   * says its verb once. The words carry no value: the scenario has one model server.
   */
  @ParameterType(
      "a fake (?:model )?server that|a fake model that|a model server that|the (?:fake )?(?:model"
          + " )?server|the (?:fake )?model|it|each request|every request|every later request|the"
          + " other requests|the later requests|every answer|each answer|for (?:each|every)"
          + " request,? it|otherwise,? it|then(?: it)?")
  public String server(String words) {
    return words;
  }

  /** A stream the server drops part-way, in the words people write for it. */
  @ParameterType(
      "cuts off the stream of|cuts off|cuts the stream of|cuts the connection (?:on|of|for)|drops"
          + " the connection (?:on|of|for)|drops the stream of|breaks off the stream of|closes the"
          + " connection (?:on|of|for)")
  public String cutsOff(String words) {
    return words;
  }

  /** Chunks that carry no text, in the words people write for them. */
  @ParameterType(
      "empty chunks|blank chunks|chunks with(?:out| no) text|chunks without (?:any )?text|text-less"
          + " chunks")
  public String emptyChunks(String words) {
    return words;
  }

  /** Prompts named by letter, in the order sent: "A, A, A and B". */
  @ParameterType("[A-Z](?:(?:,? and |, ?| )[A-Z])+")
  public List<String> promptNames(String text) {
    return List.of(text.split("(?:,? and |, ?| )"));
  }

  /** Whole numbers, two or more, apart as a list's are: "100, 500, 1000 and 2000". */
  @ParameterType("\\d+(?:(?:,? and |, ?| )\\d+)+")
  public List<Integer> counts(String text) {
    return java.util.Arrays.stream(text.split("(?:,? and |, ?| )")).map(Integer::valueOf).toList();
  }

  /**
   * Who sends the requests in a When, in the words product owners use for it: "the client", "the
   * benchmark", the product's own name, or "we". The words carry no value: one benchmark runs.
   */
  @ParameterType("the benchmark client|the benchmark|the client|tokenpace|we")
  public String sender(String words) {
    return words;
  }

  /** All at once, in the words people write for it: "at the same moment", "in parallel", … */
  @ParameterType(
      "(?:all )?at once|(?:all )?at the same (?:time|moment)|simultaneously|concurrently|together"
          + "|in parallel")
  public String together(String words) {
    return words;
  }

  /** Who shows a report in a product owner's sentence: "the report shows …", "it reports …". */
  @ParameterType("the report|the results|the benchmark|the client|the run|it")
  public String reporter(String words) {
    return words;
  }

  /**
   * Requests that report two claims or more: "the request" (the run's one), "the first request",
   * "requests 2 and 4"; one claim of theirs is the glossary's "{requests} report(s) a … of …".
   */
  @ParameterType("the request|" + RequestSet.REGEX)
  public String reportingRequests(String words) {
    return words;
  }

  /**
   * Requests no glossary step names, that report one claim or more: "the second and third
   * requests", "the other 4 requests", "the other requests", "the rest of the requests".
   */
  @ParameterType(
      "the (?:"
          + RequestSet.ORDINAL
          + ")(?:(?:,? and |, )(?:"
          + RequestSet.ORDINAL
          + "))+ requests|the (?:other|remaining)(?: (?:\\d+|"
          + ReportClaims.NUMBER_WORDS
          + "))? requests|the rest of the requests")
  public String namedRequests(String words) {
    return words;
  }

  /**
   * Claims said as what a number is, two or more: "its largest ITL is 1000 ms and its median ITL is
   * 20 ms", "the median TTFT is 100 ms and the p99 TTFT is 300 ms", "their TTFTs are 150 ms, 130 ms
   * and 110 ms"; one claim alone is the glossary's "its {metric} is {about}" and the like.
   */
  @ParameterType(
      value =
          "(?:(?:its|their) (?:(?:"
              + STATISTIC_WORDS
              + ") )?(?:"
              + METRIC_WORDS
              + ")s? (?:is|are|was|were)|the (?:"
              + STATISTIC_WORDS
              + ") (?:"
              + METRIC_WORDS
              + ") (?:is|was)|the (?:"
              + METRIC_WORDS
              + ")s (?:are|were)|(?:(?:their|the) )?(?:request |end-to-end )?latencies"
              + " (?:are|were)) .+(?:, | and ).+",
      useForSnippets = false)
  public String copulaClaims(String words) {
    return words;
  }

  /**
   * What a sentence about the report claims, read by {@link ReportClaims} in the step, so a part it
   * cannot read fails with its own message; never offered in a snippet, as it matches anything.
   */
  @ParameterType(value = ".+", useForSnippets = false)
  public String claims(String words) {
    return words;
  }

  /**
   * Two claims or more, apart by a comma or "and": what "every request reports …" and "2 requests
   * report …" say beyond the one-claim steps, which end at their number and so never match these.
   */
  @ParameterType(value = ".+(?:, | and ).+", useForSnippets = false)
  public String claimList(String words) {
    return words;
  }

  /** Which requests: "its second request", "the 12th request", "every tenth request", … */
  @ParameterType(RequestSet.REGEX)
  public RequestSet requests(String text) {
    return RequestSet.parse(text);
  }

  /** A share in percent: "10%", "10 %", "6.7 percent". */
  @ParameterType("\\d+(?:\\.\\d+)? ?(?:%|percent)")
  public Percent percent(String text) {
    return Percent.parse(text);
  }

  /**
   * The metrics by their glossary names, and the names product owners write without the glossary
   * open ("latency", "time to first answer token", "TTFT").
   */
  private static final Map<String, String> METRIC_SYNONYMS =
      Map.ofEntries(
          Map.entry("time to first answer token", "time to first output token"),
          Map.entry("latency from schedule", "request latency from schedule"),
          Map.entry("end-to-end latency", "request latency"),
          Map.entry("latency", "request latency"),
          Map.entry("ttft", "time to first token"),
          Map.entry("ttfot", "time to first output token"),
          Map.entry("tpot", "time per output token"),
          Map.entry("ntpot", "normalized time per output token"),
          Map.entry("itl", "inter-token latency"));

  /** Every name {@code {metric}} accepts, longest first so an alternation never stops early. */
  static final String METRIC_WORDS =
      "time to first output token|time to first answer token|time to first token|normalized"
          + " time per output token|time per output token|request latency from schedule|latency"
          + " from schedule|request latency|end-to-end latency|schedule delay|inter-token"
          + " latency|inter-chunk latency|latency|TTFT|TTFOT|TPOT|NTPOT|ITL";

  @ParameterType(METRIC_WORDS)
  public Metric metric(String label) {
    return metricOf(label);
  }

  /** A metric by its glossary name or a name product owners write for it. */
  static Metric metricOf(String label) {
    String key = label.trim().toLowerCase(java.util.Locale.ROOT);
    return Metric.fromLabel(METRIC_SYNONYMS.getOrDefault(key, key));
  }

  /** The statistics by their names, and the words people use for them ("the fastest"). */
  private static final Map<String, String> STATISTIC_SYNONYMS =
      Map.of(
          "fastest", "minimum",
          "lowest", "minimum",
          "slowest", "maximum",
          "highest", "maximum",
          "largest", "maximum",
          "smallest", "minimum",
          "average", "mean");

  /** "90th percentile", "99.9th percentile": the percentile in words. */
  private static final Pattern PERCENTILE_IN_WORDS =
      Pattern.compile("(\\d+(?:\\.\\d+)?)(?:st|nd|rd|th) percentile");

  /** Every word {@code {statistic}} accepts. */
  static final String STATISTIC_WORDS =
      Statistic.WORDS
          + "|fastest|slowest|lowest|highest|largest|smallest|average|\\d+(?:\\.\\d+)?(?:st|nd|rd|th)"
          + " percentile";

  @ParameterType(STATISTIC_WORDS)
  public Statistic statistic(String word) {
    return statisticOf(word);
  }

  /** A statistic by its name or a word people write for it ("the fastest", "90th percentile"). */
  static Statistic statisticOf(String word) {
    Matcher percentile = PERCENTILE_IN_WORDS.matcher(word);
    if (percentile.matches()) {
      return Statistic.fromWord("p" + percentile.group(1));
    }
    return Statistic.fromWord(STATISTIC_SYNONYMS.getOrDefault(word, word));
  }

  /** How a request failed, in a product owner's words: "a timeout", "an HTTP 503", … */
  @ParameterType(FailureWords.REGEX)
  public FailureWords failure(String words) {
    return FailureWords.parse(words);
  }

  /** One stage of an open loop in a sentence: "2 requests per second for 3 seconds". */
  private static final String STAGE =
      "\\d+(?:\\.\\d+)? requests? per second for " + ONE_NUMBER + " ?" + UNIT;

  private static final Pattern ONE_STAGE =
      Pattern.compile("(\\d+(?:\\.\\d+)?) requests? per second for (.+)");

  /** Between the stages of a sentence: ", then", " and then", " then", or a comma. */
  private static final String STAGE_SEPARATOR = "(?:,? and then |,? then |, )";

  /**
   * Two or more stages in one sentence: "2 requests per second for 3 seconds, then 8 requests per
   * second for 3 seconds" (one stage is the single-rate step's).
   */
  @ParameterType(STAGE + "(?:" + STAGE_SEPARATOR + STAGE + ")+")
  public List<Stage> stages(String text) {
    return java.util.Arrays.stream(text.split(STAGE_SEPARATOR))
        .map(
            one -> {
              Matcher stage = ONE_STAGE.matcher(one.trim());
              if (!stage.matches()) {
                throw new IllegalArgumentException(
                    "'"
                        + one
                        + "' is not a stage; write e.g. '2 requests per second for 3 seconds'");
              }
              return new Stage(Double.parseDouble(stage.group(1)), Durations.parse(stage.group(2)));
            })
        .toList();
  }

  @ParameterType(
      "request throughput|output token throughput|input token throughput|total token throughput")
  public Throughput throughput(String label) {
    return Throughput.fromLabel(label);
  }

  @ParameterType("chat|completions")
  public ApiType api(String word) {
    return word.equals("chat") ? ApiType.CHAT : ApiType.COMPLETION;
  }

  /** Which request, counted in the order they were sent: "second" is 2. */
  @ParameterType(RequestSet.ORDINAL)
  public Integer ordinal(String word) {
    return RequestSet.ordinal(word);
  }

  /** A row of a chunk script: | after | kind | text |. */
  @DataTableType
  public ScriptedChunk chunk(Map<String, String> row) {
    ChunkKind kind = ChunkKind.fromWord(row.get("kind"));
    String text = row.getOrDefault("text", "");
    Duration after = Durations.parse(row.get("after"));
    if (kind == ChunkKind.USAGE) {
      return new ScriptedChunk(after, kind, "", usageTokens(text), null);
    }
    return ScriptedChunk.of(after, kind, text == null ? "" : text);
  }

  /** A row of a stage table: | requests per second | for |. */
  @DataTableType
  public Stage stage(Map<String, String> row) {
    String rate = row.get(RATE_COLUMN);
    String duration = row.get(DURATION_COLUMN);
    if (rate == null || duration == null) {
      throw new IllegalArgumentException(
          "a stage table has the columns | "
              + RATE_COLUMN
              + " | "
              + DURATION_COLUMN
              + " |, e.g. | 5 | 2 s |; this one has "
              + row.keySet());
    }
    try {
      return new Stage(Double.parseDouble(rate.trim()), Durations.parse(duration));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "'" + rate + "' is not a number of requests per second, e.g. 5 or 2.5");
    }
  }

  private static int usageTokens(String text) {
    Matcher matcher = USAGE_TEXT.matcher(text == null ? "" : text.trim());
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          "a usage chunk's text says how many tokens it reports, e.g. '7 output tokens', not '"
              + text
              + "'");
    }
    return Integer.parseInt(matcher.group(1));
  }
}
