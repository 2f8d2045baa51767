package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Value;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Which chunks of a stream carry usage, read from the bytes a client received ({@link
 * ClientExchange}): the usage chunk ({@code "choices": []}, then {@code usage}) only when the
 * request asked with {@code stream_options.include_usage}, as OpenAI and vLLM send it; the usage so
 * far in every chunk with choices too under vLLM's {@code continuous_usage_stats} (docs/fake.md,
 * "Usage: only when asked").
 */
public final class StreamedUsage {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String DONE = "[DONE]";

  private final ClientExchange exchange;

  public StreamedUsage(ClientExchange exchange) {
    this.exchange = exchange;
  }

  /** No chunk carries usage, and every chunk has choices. */
  public List<Check> ofNoUsage() {
    Stream stream = read();
    List<Check> checks = new ArrayList<>(stream.wellFormed());
    checks.add(numbered(stream, "chunks carrying usage", "none", stream.withUsage(), List.of()));
    checks.add(
        numbered(stream, "chunks without choices", "none", stream.withoutChoices(), List.of()));
    return checks;
  }

  /** Exactly one chunk carries usage: the last before [DONE], with no choices. */
  public List<Check> ofOneUsageChunkLast() {
    Stream stream = read();
    List<Check> checks = new ArrayList<>(stream.wellFormed());
    int last = stream.chunks().size();
    checks.add(
        numbered(
            stream,
            "chunks carrying usage",
            "only chunk " + last + ", the last before [DONE]",
            stream.withUsage(),
            List.of(last)));
    checks.add(
        numbered(
            stream,
            "chunks without choices",
            "only chunk " + last + ", the usage chunk",
            stream.withoutChoices(),
            List.of(last)));
    return checks;
  }

  /** Every chunk with choices carries the usage so far, and the usage chunk still ends it. */
  public List<Check> ofUsageInEveryChunkWithChoices() {
    Stream stream = read();
    List<Check> checks = new ArrayList<>(stream.wellFormed());
    int last = stream.chunks().size();
    List<Integer> withChoicesNoUsage =
        stream.numbers(c -> c.path("choices").size() > 0 && !carriesUsage(c));
    checks.add(
        numbered(
            stream, "chunks with choices but no usage", "none", withChoicesNoUsage, List.of()));
    checks.add(
        numbered(
            stream,
            "chunks with usage and no choices",
            "only chunk " + last + ", the last before [DONE]",
            stream.numbers(c -> carriesUsage(c) && c.path("choices").size() == 0),
            List.of(last)));
    return checks;
  }

  /**
   * The usage chunk counts the prompt and the completion as stated, and their sum in all: the
   * tokens the model sent, though its script names no usage (docs/fake.md, "Usage: only when
   * asked").
   */
  public List<Check> ofCounts(int prompt, int completion) {
    Stream stream = read();
    List<Check> checks = new ArrayList<>(stream.wellFormed());
    List<JsonNode> chunks = stream.chunks();
    JsonNode usage =
        chunks.isEmpty() ? JSON.missingNode() : chunks.get(chunks.size() - 1).path("usage");
    checks.add(counted(usage, "prompt_tokens", prompt));
    checks.add(counted(usage, "completion_tokens", completion));
    checks.add(counted(usage, "total_tokens", prompt + completion));
    return checks;
  }

  private Check counted(JsonNode usage, String field, int expected) {
    JsonNode seen = usage.path(field);
    return Check.of(
        seen.isInt() && seen.asInt() == expected,
        Judgement.COUNT_OR_LABEL,
        null,
        "the usage chunk's " + field + " in the answer to " + exchange.request().said(),
        new Value.Count(expected),
        seen.isInt() ? new Value.Count(seen.asInt()) : new Value.Label("none"),
        new Reason.Got());
  }

  private Check numbered(
      Stream stream, String what, String expected, List<Integer> seen, List<Integer> wanted) {
    String full = what + " in the answer to " + exchange.request().said();
    String reported =
        seen.isEmpty()
            ? "none"
            : "chunk"
                + (seen.size() == 1 ? " " : "s ")
                + list(seen)
                + " of "
                + stream.chunks().size();
    return Check.of(
        seen.equals(wanted),
        Judgement.COUNT_OR_LABEL,
        null,
        full,
        new Value.Label(expected),
        new Value.Label(reported),
        new Reason.Got());
  }

  private Stream read() {
    HttpResponse<byte[]> answer = exchange.answer();
    List<String> data = new ArrayList<>();
    for (String line : new String(answer.body(), StandardCharsets.UTF_8).split("\r?\n")) {
      if (line.startsWith("data:")) {
        data.add(line.substring("data:".length()).strip());
      }
    }
    return new Stream(answer.statusCode(), data, exchange.request().said());
  }

  private static boolean carriesUsage(JsonNode chunk) {
    JsonNode usage = chunk.get("usage");
    return usage != null && !usage.isNull();
  }

  private static String list(List<Integer> numbers) {
    return numbers.stream().map(String::valueOf).collect(Collectors.joining(", "));
  }

  /** A stream's data lines: its chunks, each read as JSON, and whether [DONE] ended it. */
  private record Stream(int status, List<String> data, String said) {

    List<JsonNode> chunks() {
      List<JsonNode> chunks = new ArrayList<>();
      for (String line : data) {
        if (!DONE.equals(line)) {
          try {
            chunks.add(JSON.readTree(line));
          } catch (IOException e) {
            chunks.add(JSON.createObjectNode().put("unreadable", line));
          }
        }
      }
      return chunks;
    }

    List<Integer> withUsage() {
      return numbers(StreamedUsage::carriesUsage);
    }

    List<Integer> withoutChoices() {
      return numbers(c -> c.path("choices").size() == 0);
    }

    /** The chunks' numbers (from 1) that {@code rule} holds for. */
    List<Integer> numbers(Predicate<JsonNode> rule) {
      List<JsonNode> chunks = chunks();
      return IntStream.range(0, chunks.size())
          .filter(i -> rule.test(chunks.get(i)))
          .mapToObj(i -> i + 1)
          .toList();
    }

    /** Status 200, chunks, then [DONE] as the last data line. */
    List<Check> wellFormed() {
      String what = "the answer to " + said;
      int count = chunks().size();
      boolean done = !data.isEmpty() && DONE.equals(data.get(data.size() - 1));
      String expected = "status 200, chunks, then [DONE]";
      String reported =
          "status "
              + status
              + ", "
              + count
              + " chunks, "
              + (done ? "then [DONE]" : "no [DONE] last");
      return List.of(
          Check.of(
              status == 200 && count > 0 && done,
              Judgement.COUNT_OR_LABEL,
              null,
              what,
              new Value.Label(expected),
              new Value.Label(reported),
              new Reason.Got()));
    }
  }
}
