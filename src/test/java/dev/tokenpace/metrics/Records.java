package dev.tokenpace.metrics;

import dev.tokenpace.records.Failure;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.Tokenizers;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds request records in seconds after an arbitrary clock origin, counting with the whitespace
 * tokenizer.
 */
public final class Records {

  private static final long ORIGIN = 1_000_000_000_000L;
  private static final Tokenizer WORDS = Tokenizers.whitespace();

  private final List<TimedChunk> chunks = new ArrayList<>();
  private final StringBuilder reasoning = new StringBuilder();
  private final StringBuilder content = new StringBuilder();
  private String requestId = "r-1";
  private int stageId;
  private double scheduled;
  private double start;
  private double end;
  private int inputTokens = 7;
  private Usage usage;
  private Failure failure;
  private double headers = Double.NaN;
  private WayIn wayIn = WayIn.UNKNOWN;
  private int maxTokens;

  public static Records stream() {
    return new Records();
  }

  /**
   * Example D of docs/metrics.md, open for more settings: 5 words in three events (0.1, 0.2 and 0.3
   * s), the server counting 9 in its usage; 0 to 0.32 s.
   */
  public static Records exampleD() {
    return stream()
        .start(0)
        .content(0.1, "one two")
        .content(0.2, "three")
        .content(0.3, "four five")
        .usage(0.32, 9)
        .end(0.32);
  }

  /**
   * A chat stream as vLLM sends it, with a keep-alive comment: role delta, comment, three content
   * events ("a b" at 0.5 s, "c" at 1.0 s, "d e f" at 1.5 s), finish, usage (6), [DONE]; 0 to 2 s.
   */
  public static RequestRecord chatStream() {
    return stream()
        .start(0)
        .event(0.05, ChunkKind.ROLE)
        .event(0.06, ChunkKind.COMMENT)
        .content(0.5, "a b")
        .content(1.0, "c")
        .content(1.5, "d e f")
        .event(1.6, ChunkKind.FINISH)
        .usage(1.8, 6)
        .event(1.9, ChunkKind.DONE)
        .end(2.0)
        .build();
  }

  public static long nanos(double seconds) {
    return ORIGIN + Math.round(seconds * 1e9);
  }

  public Records id(String id) {
    this.requestId = id;
    return this;
  }

  public Records stage(int stage) {
    this.stageId = stage;
    return this;
  }

  public Records scheduled(double seconds) {
    this.scheduled = seconds;
    return this;
  }

  public Records start(double seconds) {
    this.start = seconds;
    this.scheduled = Math.min(scheduled, seconds);
    return this;
  }

  public Records end(double seconds) {
    this.end = seconds;
    return this;
  }

  public Records inputTokens(int tokens) {
    this.inputTokens = tokens;
    return this;
  }

  public Records content(double at, String text) {
    append(content, text);
    return chunk(at, ChunkKind.CONTENT, text, WORDS.countTokens(text));
  }

  public Records reasoning(double at, String text) {
    append(reasoning, text);
    return chunk(at, ChunkKind.REASONING, text, WORDS.countTokens(text));
  }

  public Records event(double at, ChunkKind kind) {
    return chunk(at, kind, "", 0);
  }

  public Records usage(double at, int completionTokens) {
    this.usage = new Usage(inputTokens, completionTokens, inputTokens + completionTokens, null);
    return event(at, ChunkKind.USAGE);
  }

  /** The response head arrived at {@code at} (by default 1 µs after the start). */
  public Records headers(double at) {
    this.headers = at;
    return this;
  }

  /**
   * Sent on a new connection connected at {@code connectAt}, its request written at {@code
   * writtenAt}.
   */
  public Records newConnection(double connectAt, double writtenAt) {
    this.wayIn = new WayIn(WayIn.Connection.NEW, nanos(connectAt), -1, -1, nanos(writtenAt));
    return this;
  }

  /**
   * Sent over https on a new connection as the JDK client sees it: the handshake began at {@code
   * startAt} and completed at {@code at}; no connect, no written stamp.
   */
  public Records newTlsConnection(double startAt, double at) {
    this.wayIn = new WayIn(WayIn.Connection.NEW, -1, nanos(startAt), nanos(at), -1);
    return this;
  }

  /** Sent on a pooled connection, its request written at {@code writtenAt}. */
  public Records reusedConnection(double writtenAt) {
    this.wayIn = new WayIn(WayIn.Connection.REUSED, -1, -1, -1, nanos(writtenAt));
    return this;
  }

  /** The request asked for at most {@code tokens} ({@code max_tokens}). */
  public Records maxTokens(int tokens) {
    this.maxTokens = tokens;
    return this;
  }

  public Records failed(Failure failure) {
    this.failure = failure;
    return this;
  }

  public RequestRecord build() {
    String text = (reasoning + " " + content).trim();
    return new RequestRecord(
        requestId,
        stageId,
        true,
        nanos(scheduled),
        nanos(start),
        Double.isNaN(headers) ? nanos(start) + 1000 : nanos(headers),
        nanos(end),
        List.copyOf(chunks),
        text,
        WORDS.countTokens(text),
        inputTokens,
        usage,
        120,
        failure,
        0,
        wayIn,
        maxTokens);
  }

  private Records chunk(double at, ChunkKind kind, String text, int tokens) {
    chunks.add(new TimedChunk(nanos(at), kind, text, tokens));
    return this;
  }

  private static void append(StringBuilder sb, String text) {
    sb.append(sb.length() == 0 ? "" : " ").append(text);
  }
}
