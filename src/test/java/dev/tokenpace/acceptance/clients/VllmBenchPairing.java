package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.clients.ClientUnderTest.NotJudged;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.evidence.Words;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Puts the requests of vLLM's result file ({@link VllmBenchReports}, each on its own clock) on the
 * fake's timelines, or says why that cannot be proved.
 *
 * <p>Why this rule. The file names no request and stamps nothing absolute, so neither the suite's
 * pairing by answer id nor by start time has anything to hold on to; what is left is order, and
 * order proves a pairing only when the requests cannot overtake one another. With {@code
 * --max-concurrency 1} they cannot: every prompt's task waits on one {@code asyncio.Semaphore} in
 * the order the prompts were drawn (benchmark_serving.py:643-651), and the file lists them in that
 * order (l. 736-741). Its one test request goes first and alone (l. 599, awaited before the run),
 * so it is the fake's first arrival after the launch. So the k-th prompt is the fake's (k+1)-th
 * arrival, provided the fake received exactly one more request than the file lists: a request that
 * never reached the fake would shift every one after it, and is not guessed at.
 *
 * <p>Each pair is then checked against what both sides recorded, and refused when they disagree:
 * vLLM stamps every chunk with choices (role, content, reasoning, finish: backend_request_func.py
 * 394-403 and 290-306), so a successful request has exactly as many stamps as the timeline has such
 * chunks (a failed one at most as many, the first ones), and its generated text is the timeline's
 * content. Its stamps are then placed: it cannot have seen a chunk before the fake began the write
 * that completed it, so its start is no earlier than any chunk's earliest arrival less the stamp's
 * offset; and it cannot have started after the fake accepted its connection (each request opens its
 * own session, l. 243 and 343). A window that is empty refutes the pair. The start is placed at the
 * window's beginning, the earliest its own offsets allow, so every lateness judged is one they
 * prove (at least that late) and no number from the fake's receipt falls below the model's: placed
 * at the end, a client on time would be judged late by the time its connect took, which is no fault
 * of its stamps. The window's width, what vLLM's start may have lain earlier, is kept in the
 * request ({@code start_uncertainty}), and the suite sees it as the time from the start to the
 * fake's accept of the connection, which it judges inconclusive beyond four times the tolerance.
 *
 * <p>With more than one request in flight, order proves nothing (a later prompt's connection may
 * reach the fake first) and identical answers cannot be told apart, so such a run is not judged.
 * The suite has no "not judged" for one request, so one pair that cannot be proved leaves the
 * scenario not judged: no pair is guessed.
 */
public final class VllmBenchPairing {

  /** The chunk kinds the fake writes with non-empty choices: the ones vLLM stamps and keeps. */
  private static final Set<ChunkKind> WITH_CHOICES =
      EnumSet.of(ChunkKind.ROLE, ChunkKind.CONTENT, ChunkKind.REASONING, ChunkKind.FINISH);

  /** Kinds whose bytes vLLM may or may not count as a chunk with choices: no stamp is mapped. */
  private static final Set<ChunkKind> UNREADABLE =
      EnumSet.of(ChunkKind.RAW, ChunkKind.OTHER, ChunkKind.BODY, ChunkKind.MALFORMED);

  /** Sums of perf_counter differences in doubles: a microsecond covers their rounding. */
  static final double ROUNDING_SECONDS = 1e-6;

  private VllmBenchPairing() {}

  /**
   * {@code report}'s requests, each named after its timeline and stamped on the fake's clock.
   *
   * @param timelines the fake's timelines (those received before {@code launchedNanos} are ignored)
   * @param launchedNanos when the suite launched the client, on the fake's clock
   * @throws NotJudged when a pairing cannot be proved
   */
  public static RunReport placed(RunReport report, List<Timeline> timelines, long launchedNanos) {
    List<ReportedRequest> requests = report.requests();
    requireProvable(
        requests.size(),
        report.summary().path(VllmBenchReports.OWN_FIGURES).path("max_concurrency").asInt(0));
    List<Timeline> arrived =
        timelines.stream()
            .filter(t -> t.receivedNanos() >= launchedNanos)
            .sorted(Comparator.comparingLong(Timeline::receivedNanos))
            .toList();
    if (arrived.size() != requests.size() + 1) {
      throw new NotJudged(
          "not judged: the fake received "
              + arrived.size()
              + " requests from vLLM's benchmark_serving.py, but its result file lists "
              + requests.size()
              + " and it sends one test request first; a request missing on either side would"
              + " shift every pair after it");
    }
    List<ReportedRequest> placed = new ArrayList<>();
    for (int i = 0; i < requests.size(); i++) {
      placed.add(placedOn(requests.get(i), i + 1, arrived.get(i + 1), launchedNanos));
    }
    return new RunReport(report.summary(), placed, report.stages());
  }

  /**
   * Refuses a run of {@code prompts} held to {@code maxConcurrency} in flight (0: no cap) whose
   * pairing order cannot prove: known from its command line, so it is refused before it runs.
   *
   * @throws NotJudged when more than one request may be in flight at once
   */
  static void requireProvable(int prompts, int maxConcurrency) {
    if (prompts > 1 && maxConcurrency != 1) {
      throw new NotJudged(
          "not judged: vLLM's benchmark_serving.py keeps no request id and no start stamp, and"
              + " this run lets "
              + (maxConcurrency == 0 ? "every request" : maxConcurrency + " requests")
              + " be in flight at once, so which of the fake's answers is which request cannot be"
              + " proved");
    }
  }

  private static ReportedRequest placedOn(
      ReportedRequest request, int prompt, Timeline timeline, long launchedNanos) {
    ObjectNode entry = request.json().deepCopy();
    List<Double> offsets = new ArrayList<>();
    entry.path("chunk_offsets").forEach(o -> offsets.add(o.asDouble()));
    List<SentEvent> chunks =
        timeline.events().stream().filter(e -> WITH_CHOICES.contains(e.kind())).toList();
    String which = "prompt " + prompt + " and the fake's " + timeline.requestId();
    if (request.success()) {
      List<ChunkKind> unreadable =
          timeline.events().stream().map(SentEvent::kind).filter(UNREADABLE::contains).toList();
      if (!unreadable.isEmpty()) {
        throw new NotJudged(
            "not judged: "
                + which
                + ": the fake wrote "
                + unreadable.stream()
                    .map(k -> k.wireName())
                    .distinct()
                    .collect(Collectors.joining(", "))
                + " bytes, which vLLM may or may not have stamped as a chunk, so its stamps"
                + " cannot be laid on the fake's chunks");
      }
      if (offsets.size() != chunks.size()) {
        throw new NotJudged(
            "not judged: "
                + which
                + " do not pair: vLLM stamped "
                + offsets.size()
                + " chunks with choices, the fake sent "
                + chunks.size());
      }
      String content =
          chunks.stream()
              .filter(e -> e.kind() == ChunkKind.CONTENT)
              .map(SentEvent::text)
              .collect(Collectors.joining());
      String generated = entry.path("generated_text").asText("");
      if (!generated.equals(content)) {
        throw new NotJudged(
            "not judged: "
                + which
                + " do not pair: vLLM's generated text \""
                + abbreviate(generated)
                + "\" is not the fake's content \""
                + abbreviate(content)
                + "\"");
      }
    } else if (offsets.size() > chunks.size()) {
      throw new NotJudged(
          "not judged: "
              + which
              + " do not pair: vLLM stamped "
              + offsets.size()
              + " chunks of a failed request, the fake sent "
              + chunks.size());
    }
    long latestNanos =
        timeline.acceptedNanos() == 0
            ? timeline.receivedNanos()
            : Math.min(timeline.acceptedNanos(), timeline.receivedNanos());
    double latest = latestNanos / 1e9;
    double earliest = launchedNanos / 1e9;
    for (int k = 0; k < offsets.size(); k++) {
      earliest = Math.max(earliest, earliestArrival(chunks.get(k)) - offsets.get(k));
    }
    if (earliest > latest + ROUNDING_SECONDS) {
      throw new NotJudged(
          String.format(
              Locale.ROOT,
              "not judged: %s do not pair: by vLLM's own offsets the request started no earlier"
                  + " than %.6f s (a chunk cannot be seen before the fake began writing it), but"
                  + " the fake %s at %.6f s",
              which,
              earliest,
              timeline.acceptedNanos() == 0 ? "received it" : "accepted its connection",
              latest));
    }
    double start = earliest;
    entry.put("request_id", timeline.requestId());
    entry.put("scheduled_time", start);
    entry.put("start_time", start);
    entry.put("end_time", start + (offsets.isEmpty() ? 0 : offsets.get(offsets.size() - 1)));
    entry.put("start_uncertainty", Math.max(0, latest - earliest));
    ArrayNode events = entry.putArray("events");
    int[] words = modelWords(chunks);
    for (int k = 0; k < offsets.size(); k++) {
      SentEvent chunk = chunks.get(k);
      ObjectNode event = events.addObject();
      event.put("time", start + offsets.get(k));
      event.put("kind", chunk.kind().wireName());
      event.put("text", chunk.text());
      // It counts no tokens in a chunk (its output tokens are the server's usage), so a chunk
      // carries the model's own count: no check holds vLLM to a per-chunk count it never made.
      event.put("tokens", words[k]);
    }
    ArrayNode notReported = entry.putArray("not_reported");
    for (String key :
        List.of(
            "scheduled_time",
            "headers_time",
            "comments",
            "event_kinds",
            "request_latency",
            "time_per_output_token")) {
      notReported.add(key);
    }
    return new ReportedRequest(entry);
  }

  /**
   * The words each chunk completes, content and reasoning each counted on its own (a word counts
   * where it ends, docs/metrics.md); 1 for a chunk of another kind, which carries no words.
   */
  private static int[] modelWords(List<SentEvent> chunks) {
    int[] words = new int[chunks.size()];
    java.util.Arrays.fill(words, 1);
    for (ChunkKind kind : List.of(ChunkKind.CONTENT, ChunkKind.REASONING)) {
      List<Integer> at = new ArrayList<>();
      for (int i = 0; i < chunks.size(); i++) {
        if (chunks.get(i).kind() == kind) {
          at.add(i);
        }
      }
      int[] completed = Words.completedBy(at.stream().map(i -> chunks.get(i).text()).toList());
      for (int j = 0; j < completed.length; j++) {
        words[at.get(j)] = completed[j];
      }
    }
    return words;
  }

  /** The earliest a reader can have had the whole chunk: when the write completing it began. */
  private static double earliestArrival(SentEvent event) {
    return Math.min(event.completingWriteStartNanos(), event.sentNanos()) / 1e9;
  }

  private static String abbreviate(String text) {
    return text.length() > 60 ? text.substring(0, 57) + "…" : text;
  }
}
