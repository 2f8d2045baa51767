package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ScriptedChunk;
import dev.tokenpace.acceptance.verdict.Durations;
import io.cucumber.java.DataTableType;
import io.cucumber.java.ParameterType;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the model server does, in the words features write for it, and its chunk scripts. */
public class ServerParameterTypes {

  private static final Pattern USAGE_TEXT = Pattern.compile("(\\d+) output tokens?");

  /**
   * The model server, in any of the words people write for it ("a fake model server that", "the
   * server", "it", "each request" for what every answer does): one subject, so each server step
   * says its verb once. The words carry no value: the scenario has one model server.
   */
  @ParameterType(
      "(?:a|an|the) (?:simulated|mock|mocked|scripted|stub|stubbed|pretend|dummy)(?:"
          + " (?:chat|LLM|llm|streaming|OpenAI-compatible|language|inference|model))* server(?:"
          + " that)?|a fake (?:model )?server that(?:,? for (?:each|every) request,)?|a fake model"
          + " that|a server that|a model server that|the (?:fake )?(?:model )?server|the (?:fake"
          + " )?model|it|each request|every request|every later request|the other requests|the"
          + " later requests|every answer|each answer|for (?:each|every) request,? it|otherwise,?"
          + " it|then(?:,? it)?|after that,? it|that|which|and(?: then)?(?: it)?|it also")
  public String server(String words) {
    return words;
  }

  /**
   * The fake by any of the names product owners give it, alone or together: "a simulated model
   * server", "a fake chat model server", "the mock LLM server", "a scripted fake model server". The
   * words carry no value: the scenario has one.
   */
  @ParameterType(
      "(?:a|an|the) (?:fake|simulated|mock|mocked|scripted|stub|stubbed|test|pretend|dummy)(?:"
          + " (?:fake|simulated|mock|mocked|scripted|stub|stubbed|test|pretend|dummy|chat|LLM|llm"
          + "|streaming|OpenAI-compatible|language|inference|model))* server")
  public String theFake(String words) {
    return words;
  }

  /**
   * The fake again, as a line after the one that named it says it: "it", "the fake", "the server",
   * "the model". The words carry no value: the scenario has one.
   */
  @ParameterType(
      "it|(?:the|that) (?:fake|mock)|(?:the|that) (?:model |LLM |llm |inference )?server|the"
          + " model")
  public String theFakeAgain(String words) {
    return words;
  }

  /** Streamed requests said as a setting: "streaming turned on", "streaming enabled". */
  @ParameterType(
      "streaming(?: (?:turned|switched) on| on| enabled)?|streamed requests|streaming requests")
  public String streamingOn(String words) {
    return words;
  }

  private static final String TOKEN_BY_TOKEN =
      "(?:one (?:output )?token per (?:streamed |SSE )?chunk|one token at a time|token by"
          + " token|word by word|as server-sent events|over SSE)";

  /**
   * The words that say what every OpenAI-compatible streaming server does, and nothing of its
   * timing, length or faults: no number, no behaviour ("never", "drops", "slow" are none of them).
   */
  private static final String AS_ANY_SERVER =
      "(?i:its|each|every|all|the|a|an|chat|streaming|streamed|openai|openai-compatible|compatible"
          + "|answers?|responses?|completions?|replies|reply|tokens?|words?|text|output|sse"
          + "|server-sent|events?|over|on|via|through|with|as|in|api|endpoints?|https?"
          + "|/v1/chat/completions|format|protocol|standard|usual|normal|just|and|of|for|from"
          + "|interface|requests?|model|llm|records?|recording|logs?|notes|when|it|sent|exactly"
          + "|time|times|timestamps?|token)";

  /**
   * What the fake streams, said for the reader: "every answer token by token", "chat answers one
   * token per chunk", "chat completions", "tokens on an OpenAI-compatible chat completions
   * endpoint". Whatever the words, it streams each answer a token a chunk, as it always does; a
   * word of its timing, length or faults is not one of them, so such a line is read otherwise or
   * refused, never taken for this.
   */
  @ParameterType(
      "(?:"
          + AS_ANY_SERVER
          + "|"
          + TOKEN_BY_TOKEN
          + ")(?:,? (?:"
          + AS_ANY_SERVER
          + "|"
          + TOKEN_BY_TOKEN
          + "))*")
  public String streamedAnswers(String words) {
    return words;
  }

  /**
   * What a full server does with a request past its cap, ending in the HTTP status it refuses with:
   * "refuses the rest with HTTP 429", "answers any request beyond that with HTTP 429 "Too Many
   * Requests"", "rejects the others with a 503 error", "refuses any others as too busy" (503, as a
   * server that is overloaded says). Quoted words name the status for the reader; the body is the
   * fake's (docs/fake.md, "Requests it refuses").
   */
  /** {@link #refusesTheRest}'s words: the status (group 1), or a busy server's words (2). */
  static final String REFUSES_THE_REST =
      "(?:(?:immediately|straight away|right away|at once) )?(?:refuses|rejects|answers|fails|turns"
          + " away|sends away|turns) (?:the rest|the others|any more|any others|anything"
          + " (?:beyond|past|over|above) (?:that|this|it|the limit|capacity)|(?:any|every|each)"
          + " (?:further|more|extra|other|additional) (?:requests?|one)|the extra ones|all"
          + " others|the excess|(?:any|every|each|all)(?: other| further| more| extra)?(?:"
          + " requests?)? (?:beyond|past|over|above) (?:that|this|it|the limit|capacity)(?:"
          + " limit)?)(?:"
          // "turns any extra one away": the verb's particle after its object
          + " away)?(?:"
          + " (?:straight away|right away|at once|immediately))? (?:with (?:an? )?(?:HTTP status"
          + " |HTTP |status )?(?:\"(?=\\d{3} [^\"]+\"))?(\\d{3})(?: \"[^\"]*\"| [^\"]+\")?(?:"
          + " errors?| responses?)?(?: straight away| right away| at once| immediately)?|(as (?:too"
          + " busy|busy|overloaded|over capacity|full)))";

  @ParameterType(REFUSES_THE_REST)
  public Integer refusesTheRest(String status, String busy) {
    return busy != null ? 503 : Integer.valueOf(status);
  }

  /**
   * How many requests a full server keeps waiting past its cap before it refuses one: "queues up to
   * 2 more", "queues at most 4 more requests", "keeps up to 2 more waiting", "keeps 1 more waiting
   * in line", "has a queue of 8".
   */
  /** {@link #queuesUpTo}'s words: the depth in group 1, 2 or 3. */
  static final String QUEUES_UP_TO =
      "queues? (?:up to|at most|no more than) (\\d+) more(?: requests?)?|(?:keeps|holds|lets) (?:up"
          + " to |at most |no more than |only )?(\\d+) more(?: requests?)?"
          + " (?:waiting|wait|queued|in (?:a |the )?queue|in line)(?: in (?:a |the"
          + " )?(?:queue|line))?|(?:has|keeps) a queue of (\\d+)(?: requests?)?";

  @ParameterType(QUEUES_UP_TO)
  public Integer queuesUpTo(String more, String waiting, String depth) {
    return Integer.valueOf(more != null ? more : waiting != null ? waiting : depth);
  }

  /**
   * What a full server does with the requests past its cap when it makes them wait: "queues the
   * rest", "makes the others wait in arrival order", "queues anything beyond that", "holds any
   * others in a first-come queue, never refusing them", "queues the rest first in first out".
   */
  /** {@link #queuesTheRest}'s words, which a server's sentence reads too. */
  static final String QUEUES_THE_REST =
      "(?:keeps|has) (?:the rest|the others|any others|all others|the remaining requests)"
          + " (?:waiting|in line)(?: in (?:arrival order|a queue|line|order of"
          + " arrival))?|(?:queues|makes) (?:the rest|the others|the remaining requests|the"
          + " excess|any others|all others|everything else|anything else|(?:anything|any"
          + " requests?|every(?:thing| other request)) (?:beyond|past|over|above)"
          + " (?:that|this|it|the limit|capacity))(?: wait)?(?: in (?:arrival order|a"
          + " queue|line|order of arrival)|,? first[- ]in,? first[- ]out)?(?: until a slot"
          + " (?:frees up|is free|opens(?: up)?))?|(?:the rest|the others|the remaining"
          + " requests|any others|all others) (?:wait|queue)(?: for)?(?: (?:their|its) turn| in"
          + " (?:a |the )?queue| in line)?(?: in (?:arrival order|order of arrival|the order"
          + " they arrive(?:d)?))?|(?:holds|keeps|puts|parks) (?:the rest|the others|any"
          + " others|all others|the remaining requests|the excess|any further requests) in an?"
          + " (?:first-come(?:,? first-served)? |fifo |waiting )?queue(?:,? never refusing"
          + " (?:them|any))?(?: until a slot (?:frees up|is free|opens(?: up)?))?";

  @ParameterType(value = QUEUES_THE_REST, useForSnippets = false)
  public String queuesTheRest(String words) {
    return words;
  }

  /**
   * What a full server does with a request past its cap when it never answers it: "never answers
   * the rest", "accepts any further request but never sends a single byte on it", "leaves the
   * others hanging".
   */
  @ParameterType(
      value =
          "never answers the (?:rest|others)|leaves the (?:rest|others) (?:hanging|unanswered)|"
              + "accepts (?:any|every) (?:further|other|later|additional) request(?:s)?"
              + "(?: (?:beyond|past|over|above) (?:that|this|it|the limit|capacity))? but never"
              + " (?:answers (?:it|them)|sends (?:a (?:single )?byte|anything|any bytes?)(?: back)?"
              + "(?: on (?:it|them))?)|never answers (?:any|a) request (?:beyond|past|over|above)"
              + " (?:that|this|it|the limit|capacity)",
      useForSnippets = false)
  public String ignoresTheRest(String words) {
    return words;
  }

  /**
   * An error status as people write it: "HTTP 429", "a 503", "status 429 "Too Many Requests"", a
   * status line quoted whole ("503 Service Unavailable"), or "a server error" (500, the status a
   * server gives for its own failure). The quoted words name the status for the reader.
   */
  @ParameterType(
      "(?:an? )?(?:HTTP status |HTTP |status )?(?:\"(?=\\d{3} [^\"]+\"))?(\\d{3})(?: \"[^\"]*\"|"
          + " [^\"]+\")?(?: errors?| responses?)?|(an? (?:internal )?server error)")
  public Integer errorStatus(String status, String serverError) {
    return serverError != null ? 500 : Integer.valueOf(status);
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
      "(?:\\d+ |an? |one )?(?:empty(?:-content|-text| content| text)? chunks?|blank chunks?|chunks?"
          + " with(?:out| no| empty| an empty) (?:text|content)|chunks? without (?:any"
          + " )?(?:text|content)|text-less chunks?|chunks? with only the (?:assistant"
          + " )?role|chunks? carrying (?:only |just )?the (?:assistant(?:'s)? )?role(?:,?"
          + " (?:with|and) no (?:text|content),?)?|role-only chunks?|chunks? that (?:only |just"
          + " )?(?:announces?|carr(?:y|ies)|sets?|names?|gives?) the (?:assistant(?:'s)? )?role)")
  public String emptyChunks(String words) {
    return words;
  }

  /**
   * What a failed request has none of, in any report: "no time to first token", "have no TTFT,
   * latency or output tokens". The words restate the failure.
   */
  @ParameterType(
      value =
          "(?:(?:have|has|show|shows|with) )?no (?:time to first token|TTFT|latency|output"
              + " tokens|tokens)(?:(?:,|,? or|,? and|,? nor) (?:time to first"
              + " token|TTFT|latency|output tokens|tokens))*",
      useForSnippets = false)
  public String noFigures(String words) {
    return words;
  }

  /** How a request failed, in a product owner's words: "a timeout", "an HTTP 503", … */
  @ParameterType(FailureWords.REGEX)
  public FailureWords failure(String words) {
    return FailureWords.parse(words);
  }

  /**
   * A row of a chunk script: | after | kind | text |, its columns known by their headings' words
   * ("after", "delay", "wait"; "kind", "type"; "text", "content", "delta"), a kind in a product
   * owner's words ("role only", "empty", "text", "[DONE]") and text in quotes or not. With no kind
   * column every chunk is content; an empty text is a chunk with no word.
   */
  @DataTableType
  public ScriptedChunk chunk(Map<String, String> row) {
    String kindWords = cell(row, "kind", "type");
    String text = unquoted(cell(row, "text", "content", "delta", "words"));
    Duration after = Durations.parse(afterCell(row));
    ChunkKind kind = kindWords == null ? ChunkKind.CONTENT : chunkKind(kindWords);
    if (kind == ChunkKind.USAGE) {
      return new ScriptedChunk(after, kind, "", usageTokens(text), null);
    }
    return ScriptedChunk.of(after, kind, text == null ? "" : text);
  }

  /** The wait before each chunk; a column of times since the request is refused, not misread. */
  private static String afterCell(Map<String, String> row) {
    String after = cell(row, "after", "delay", "wait", "gap");
    if (after == null) {
      throw new IllegalArgumentException(
          "a chunk table says the wait before each chunk in a column headed 'after' (its columns: "
              + String.join(", ", row.keySet())
              + "), e.g. | after | kind | text | with | 50 ms | role | |");
    }
    return after;
  }

  /** The cell of the first column whose heading holds any of {@code words}, or null. */
  private static String cell(Map<String, String> row, String... words) {
    String heading = TableHeadings.find(row.keySet(), words);
    return heading == null ? null : row.get(heading);
  }

  private static String unquoted(String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip();
    return t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")
        ? t.substring(1, t.length() - 1)
        : t;
  }

  /** A kind as the glossary names it, or as people write it: "role only", "empty", "[DONE]". */
  private static ChunkKind chunkKind(String words) {
    String w = words.strip().toLowerCase(Locale.ROOT);
    return switch (w) {
      case "role only", "role-only", "assistant role" -> ChunkKind.ROLE;
      case "empty", "empty content", "text", "word", "token", "answer", "delta" ->
          ChunkKind.CONTENT;
      case "[done]", "done" -> ChunkKind.END_OF_STREAM;
      case "thinking" -> ChunkKind.REASONING;
      default -> ChunkKind.fromWord(words);
    };
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
