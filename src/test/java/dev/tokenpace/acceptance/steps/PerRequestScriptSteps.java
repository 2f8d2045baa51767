package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.AnswerFault;
import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.acceptance.script.ModelScript.RequestScript;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.script.ScriptedChunk;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Requests that differ within one run: each request's own script, as a table or as a rule, and
 * faults on a rule ("every tenth request"). Requests are counted in the order they were sent.
 */
public class PerRequestScriptSteps {

  /** How far a rule ("every tenth request") is written out for requests that play their own. */
  private static final int RULE_REACH = 1000;

  /**
   * A server gone silent, its connection open, stays so until 2 s past the benchmark's own timeout:
   * long enough that the benchmark gives up first, short enough that the fake's timeline of the
   * request then ends (the suite waits for every request's timeline).
   */
  private static final Duration SILENT_PAST_THE_TIMEOUT = Duration.ofSeconds(2);

  private static final Pattern STATUS =
      Pattern.compile(
          "(?:(?:HTTP )?status |HTTP )?(\\d{3})(?: \"([^\"]*)\")?", Pattern.CASE_INSENSITIVE);
  private static final Pattern AFTER_CHUNKS =
      Pattern.compile(
          "(drops the connection|resets the connection|goes silent|stalls for (.+?)) after (\\d+)"
              + " chunks?",
          Pattern.CASE_INSENSITIVE);

  static final String COLUMNS = "| request | first-token delay | gaps | answer | fault |";
  static final String FAULTS =
      "'status 503', 'status 503 \"overloaded\"', 'drops the connection after 2 chunks', 'resets"
          + " the connection after 2 chunks', 'stalls for 3 s after 2 chunks', 'goes silent after 1"
          + " chunk'";

  private final World world;

  public PerRequestScriptSteps(World world) {
    this.world = world;
  }

  /**
   * One row per request (or requests: "3", "1 and 4", "5 to 20"); every column but {@code request}
   * may be left empty and then keeps the model's script: its answer, its wait before the first
   * chunk, its gaps.
   */
  @Given("the model answers the requests as this table says:")
  public void perRequestTable(DataTable table) {
    ModelScript script = world.models().current();
    for (Map<String, String> row : table.asMaps()) {
      String requests = row.get("request");
      if (requests == null) {
        throw new IllegalArgumentException(
            "a per-request table has the columns " + COLUMNS + "; this one has " + row.keySet());
      }
      for (String column : row.keySet()) {
        if (!COLUMNS.contains("| " + column + " |")) {
          throw new IllegalArgumentException(
              "'" + column + "' is not a column of a per-request table: " + COLUMNS);
        }
      }
      String first = blankToNull(row.get("first-token delay"));
      String gaps = blankToNull(row.get("gaps"));
      String answer = blankToNull(row.get("answer"));
      String fault = blankToNull(row.get("fault"));
      for (int ordinal : RequestSet.numbers(requests)) {
        if (first != null || gaps != null || answer != null) {
          script.scriptRequest(
              ordinal,
              new RequestScript(
                  answer,
                  first == null ? null : Durations.parse(first),
                  gaps == null ? null : Durations.parseList(gaps)));
        }
        if (fault != null) {
          script.spoilAnswer(ordinal, fault(fault));
        }
      }
    }
  }

  /** "10 ms for request 1, 20 ms for request 2, and so on up to 200 ms for request 20". */
  @Given(
      "it waits {duration} before the first chunk of request {count}(,) {duration} for request"
          + " {count}(,) and so on up to {duration} for request {count}")
  public void firstTokenDelaysGrow(
      Duration first, int from, Duration second, int next, Duration last, int to) {
    if (next <= from || to < next) {
      throw new IllegalArgumentException(
          "the requests go up: request " + from + ", then " + next + ", up to " + to);
    }
    Duration step = second.minus(first).dividedBy(next - from);
    Duration expectedLast = first.plus(step.multipliedBy(to - from));
    if (!expectedLast.equals(last)) {
      throw new IllegalArgumentException(
          "going up by "
              + Durations.format(step)
              + " a request, request "
              + to
              + " waits "
              + Durations.format(expectedLast)
              + ", not "
              + Durations.format(last));
    }
    for (int ordinal = from; ordinal <= to; ordinal++) {
      world
          .models()
          .current()
          .scriptRequest(
              ordinal,
              new RequestScript(null, first.plus(step.multipliedBy(ordinal - from)), null));
    }
  }

  /**
   * Those requests' answers {@code tokens} words long, at the model's pace ("answers with 150
   * tokens on every 3rd request").
   */
  void answerLengthOf(int tokens, RequestSet requests) {
    scriptEach(requests, new RequestScript(tokens + " tokens", null, null));
  }

  @Given("the model waits {duration} before the first chunk of {requests}")
  public void firstTokenDelayOf(Duration delay, RequestSet requests) {
    scriptEach(requests, new RequestScript(null, delay, null));
  }

  /** A cold start: {@code requests} wait {@code extra} longer than the model's script says. */
  public void firstTokenLaterBy(Duration extra, RequestSet requests) {
    scriptEach(requests, RequestScript.laterBy(extra));
  }

  /** {@code script} for each of {@code requests}, a rule written out as far as it reaches. */
  private void scriptEach(RequestSet requests, RequestScript script) {
    for (int ordinal = 1; ordinal <= RULE_REACH; ordinal++) {
      if (requests.contains(ordinal)) {
        world.models().current().scriptRequest(ordinal, script);
      }
    }
  }

  @Given(
      "{server} answers {requests} with (an )(HTTP )(status ){count}( error)( instead)( and no"
          + " tokens)")
  public void status(String server, RequestSet requests, int status) {
    statusOf(requests, status);
  }

  /** "rejects requests 3 and 7 at once with a server error": HTTP 500, no tokens. */
  @Given("{server} rejects/fails {requests}( at once)( immediately) with a server error")
  public void serverError(String server, RequestSet requests) {
    statusOf(requests, 500);
  }

  private void statusOf(RequestSet requests, int status) {
    world
        .models()
        .current()
        .spoilAnswers(requests, AnswerFault.errorMessage(status, "HTTP " + status));
  }

  @Given(
      "the model goes silent after {count} chunk(s) of {requests} without closing the connection")
  public void goesSilent(int chunks, RequestSet requests) {
    world.models().current().spoilAnswers(requests, silentAfter(chunks));
  }

  @Given("the model sends {requests} with the content type {string}")
  public void contentType(RequestSet requests, String type) {
    world
        .models()
        .current()
        .spoilAnswers(requests, script -> script.asProfile(0, b -> {}).contentType(type).build());
  }

  /**
   * "200 ms in total: first chunk after 100 ms, then 1 more chunk 100 ms later": the sum must hold.
   */
  @Given(
      "each request takes {duration} in total: first chunk after {duration}(,) then {count} more"
          + " chunk(s) {duration} later")
  public void takesInTotal(Duration total, Duration first, int more, Duration gap) {
    Duration played = first.plus(gap.multipliedBy(more));
    if (!played.equals(total)) {
      throw new IllegalArgumentException(
          "a first chunk after "
              + Durations.format(first)
              + " and "
              + more
              + " more "
              + Durations.format(gap)
              + " apart take "
              + Durations.format(played)
              + ", not "
              + Durations.format(total));
    }
    answersWithChunks("it", more + 1, first, gap);
  }

  @Given(
      "{server} answers with {count} chunks(,) first after {duration}(,) and then {duration} apart")
  public void answersWithChunks(String server, int chunks, Duration first, Duration gap) {
    world.models().current().stream().addCountedWords(chunks);
    world.models().current().stream().time(first, List.of(gap));
  }

  @Given(
      "the model streams {count} thinking chunks and then {count} answer chunks(,) {duration}"
          + " apart(,) after {duration}")
  public void thinksThenAnswers(int thinking, int answer, Duration gap, Duration first) {
    ModelScript script = world.models().current();
    for (int i = 1; i <= thinking; i++) {
      script.stream().add(ScriptedChunk.of(Duration.ZERO, ChunkKind.REASONING, "t" + i));
    }
    for (int i = 1; i <= answer; i++) {
      script.stream().add(ScriptedChunk.of(Duration.ZERO, ChunkKind.CONTENT, "a" + i));
    }
    script.stream().add(ScriptedChunk.of(Duration.ZERO, ChunkKind.FINISH, ""));
    script.stream().time(first, List.of(gap));
  }

  /** Silent after {@code chunks}, until past the timeout the benchmark has when the run starts. */
  AnswerFault silentAfter(int chunks) {
    return script ->
        AnswerFault.stallAfter(
                chunks, world.settings().requestTimeout().plus(SILENT_PAST_THE_TIMEOUT))
            .spoil(script);
  }

  /**
   * Every word of the answer, then nothing with the connection open until past the benchmark's
   * timeout: a stream that never ends.
   */
  AnswerFault silentAfterItsWords() {
    return script ->
        AnswerFault.stallAfterWord(
                script.stream().tokenChunkTexts().size(),
                world.settings().requestTimeout().plus(SILENT_PAST_THE_TIMEOUT))
            .spoil(script);
  }

  /** A fault as a per-request table's {@code fault} cell writes it. */
  private AnswerFault fault(String text) {
    String t = text.trim();
    Matcher status = STATUS.matcher(t);
    if (status.matches()) {
      int code = Integer.parseInt(status.group(1));
      return AnswerFault.errorMessage(
          code, status.group(2) != null ? status.group(2) : "HTTP " + code);
    }
    Matcher after = AFTER_CHUNKS.matcher(t);
    if (after.matches()) {
      int chunks = Integer.parseInt(after.group(3));
      String what = after.group(1).toLowerCase(java.util.Locale.ROOT);
      if (what.startsWith("drops")) {
        return AnswerFault.dropAfter(chunks);
      }
      if (what.startsWith("resets")) {
        return AnswerFault.resetAfter(chunks);
      }
      if (what.startsWith("goes silent")) {
        return silentAfter(chunks);
      }
      return AnswerFault.stallAfter(chunks, Durations.parse(after.group(2)));
    }
    throw new IllegalArgumentException("'" + text + "' is not a fault; write one of " + FAULTS);
  }

  private static String blankToNull(String cell) {
    return cell == null || cell.isBlank() || cell.trim().equals("-") ? null : cell.trim();
  }
}
