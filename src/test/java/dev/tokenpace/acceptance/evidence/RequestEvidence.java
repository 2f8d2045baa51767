package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * One request seen from both ends: what the benchmark's per-request report says and what the fake's
 * timeline recorded. The two are paired chunk by chunk (the token-bearing chunks, in order), which
 * gives the three things a check can ask: the definition fed with the benchmark's own stamps and
 * the model's own token counts, each chunk's delivery, and how punctual the fake was.
 *
 * @param name how a product owner tells this request apart: "request 2", or "request 1 to "fast""
 * @param outputTokens N, the divisor the definitions use: the model's words, or the server's usage
 * @param punctualDelay the schedule delay a punctual benchmark would have had against this model
 *     (zero unless the benchmark queues requests behind a cap; see {@link PunctualSends})
 * @param earliestSend the earliest the benchmark could have sent it, given its own answers: its
 *     schedule, or the end of the request whose slot it took
 * @param waysAhead of its schedule delay, how long the ways to the model and back of the requests
 *     whose slots it waited on took, one after another (see {@link PunctualSends#waysAhead})
 * @param queue whether the request waited in the model's queue, and how late the request that
 *     opened that queue reached the model
 * @param machine when the machine held a ready thread off a core while the run played
 */
public record RequestEvidence(
    String name,
    ReportedRequest reported,
    Timeline timeline,
    int outputTokens,
    double punctualDelay,
    double earliestSend,
    double waysAhead,
    ModelQueue queue,
    MachineLag machine) {

  /**
   * A request's place in the model's queue (a model that serves only so many at once) or in its
   * batches.
   *
   * @param waited whether the model let it in later than it received it (a queue's wait)
   * @param openerLateness for a request that waited, how late the request that opened the queue
   *     reached the model against its schedule (zero otherwise): the queue carries that lateness to
   *     every request behind it
   * @param batchLag for a request a batch held, how much later, each against its schedule, it
   *     reached the model than the earliest request received before it (zero otherwise). The
   *     batches ahead start from that one's arrival, so counted from its own receipt this request's
   *     number shrinks by as much: four requests sent at once that a busy machine delivered 11 ms
   *     apart give the later batch 11 ms less than the script's number
   * @param paceMoved for a request a pace by the requests in flight timed, the most the run's
   *     requests reaching the model apart can have moved its numbers ({@link PacedArrivals})
   */
  public record ModelQueue(
      boolean waited, double openerLateness, double batchLag, double paceMoved) {

    public static final ModelQueue NONE = new ModelQueue(false, 0, 0, 0);

    public ModelQueue(boolean waited, double openerLateness) {
      this(waited, openerLateness, 0, 0);
    }

    ModelQueue withBatchLag(double lag) {
      return new ModelQueue(waited, openerLateness, lag, paceMoved);
    }

    ModelQueue withPaceMoved(double moved) {
      return new ModelQueue(waited, openerLateness, batchLag, moved);
    }
  }

  private static final String CONTENT = dev.tokenpace.wire.ChunkKind.CONTENT.wireName();

  /** The chunks that carried tokens as the model sent them. */
  public List<SentEvent> sentTokens() {
    return timeline.events().stream().filter(RequestEvidence::bearsTokens).toList();
  }

  /**
   * The words the model completed in each of {@link #sentTokens()}: a word counts in the chunk
   * holding its last character, each channel (reasoning, content) on its own.
   */
  public List<Integer> modelCounts() {
    return completedWords(timeline);
  }

  /**
   * The words completed in each token-bearing chunk of {@code timeline}, in the order of {@link
   * #sentTokens()}.
   */
  static List<Integer> completedWords(Timeline timeline) {
    // every chunk of a channel, blank ones too: a lone space still ends the word before it
    List<SentEvent> all = timeline.events().stream().filter(e -> e.kind().carriesTokens()).toList();
    int[] completed = new int[all.size()];
    for (String kind : List.of(CONTENT, dev.tokenpace.wire.ChunkKind.REASONING.wireName())) {
      List<Integer> positions = new ArrayList<>();
      for (int i = 0; i < all.size(); i++) {
        if (kind.equals(all.get(i).kind().wireName())) {
          positions.add(i);
        }
      }
      int[] channel = Words.completedBy(positions.stream().map(i -> all.get(i).text()).toList());
      for (int p = 0; p < channel.length; p++) {
        completed[positions.get(p)] = channel[p];
      }
    }
    // a blank chunk never holds a word's last character, so leaving it out loses no word
    List<Integer> counts = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      if (bearsTokens(all.get(i))) {
        counts.add(completed[i]);
      }
    }
    return counts;
  }

  /** Which reported chunk is which chunk the model sent. */
  public ChunkPairs chunkPairs() {
    return ChunkPairs.of(sentTokens(), seenTokens());
  }

  /** The chunks that carried text as the benchmark reported them, whatever it counted in them. */
  public List<ReportedEvent> seenTokens() {
    return reported.events().stream()
        .filter(e -> carriesTokens(e.kind()) && Words.count(e.text()) > 0)
        .toList();
  }

  /**
   * The definition's inputs: the benchmark's arrival stamps, the words the model completed in each
   * chunk. A chunk completing no word (a piece inside a word) bears no token: its gap merges into
   * the next.
   */
  public Definition definition() {
    List<Integer> counts = modelCounts();
    List<ReportedEvent> seen = seenTokens();
    List<Definition.TokenChunk> chunks = new ArrayList<>();
    for (ChunkPairs.Pair pair : chunkPairs().pairs()) {
      int words = counts.get(pair.sent());
      ReportedEvent event = seen.get(pair.seen());
      if (words > 0) {
        chunks.add(new Definition.TokenChunk(event.time(), CONTENT.equals(event.kind()), words));
      }
    }
    return new Definition(
        reported.scheduledTime(), reported.startTime(), reported.endTime(), chunks, outputTokens);
  }

  /**
   * The definition from the model's side alone: from when it received the request to when its
   * stream ended, at its own send stamps. What a product owner's number is about.
   */
  public Definition modelDefinition() {
    List<Integer> every = new ArrayList<>();
    for (int i = 0; i < sentTokens().size(); i++) {
      every.add(i);
    }
    return modelDefinition(every);
  }

  /**
   * The model's own definition over only the chunks the benchmark kept, at the model's send stamps:
   * what a punctual benchmark that leaves the others out reports. A number that matches it and not
   * {@link #modelDefinition()} is off by the chunks it dropped, not by a late delivery.
   */
  public Definition modelDefinitionOfKept() {
    return modelDefinition(kept());
  }

  /**
   * Which of {@link #sentTokens()} the benchmark counted: those it reported, or, for a benchmark
   * that keeps no chunks but says which kinds it counts, those of its kinds.
   */
  public List<Integer> kept() {
    if (seenTokens().isEmpty() && !reported.countedKinds().isEmpty()) {
      List<SentEvent> sent = sentTokens();
      List<Integer> counted = new ArrayList<>();
      for (int i = 0; i < sent.size(); i++) {
        if (reported.countedKinds().contains(sent.get(i).kind().wireName())) {
          counted.add(i);
        }
      }
      return counted;
    }
    return chunkPairs().pairs().stream().map(ChunkPairs.Pair::sent).toList();
  }

  /** The model's chunks with text the benchmark did not count, by kind as the wire names them. */
  public java.util.Map<String, Long> uncountedByKind() {
    java.util.Set<Integer> kept = new java.util.HashSet<>(kept());
    List<SentEvent> sent = sentTokens();
    java.util.Map<String, Long> uncounted = new java.util.LinkedHashMap<>();
    for (int i = 0; i < sent.size(); i++) {
      if (!kept.contains(i)) {
        uncounted.merge(sent.get(i).kind().wireName(), 1L, Long::sum);
      }
    }
    return uncounted;
  }

  private Definition modelDefinition(List<Integer> kept) {
    List<SentEvent> sent = sentTokens();
    List<Integer> counts = modelCounts();
    List<Definition.TokenChunk> chunks = new ArrayList<>();
    for (int i : kept) {
      if (counts.get(i) > 0) {
        SentEvent e = sent.get(i);
        chunks.add(
            new Definition.TokenChunk(
                seconds(e.sentNanos()), CONTENT.equals(e.kind().wireName()), counts.get(i)));
      }
    }
    List<SentEvent> all = timeline.events();
    double ended =
        Math.max(
            seconds(timeline.endNanos()),
            all.isEmpty() ? 0 : seconds(all.get(all.size() - 1).sentNanos()));
    double received = modelOrigin();
    // The model starts at its receipt; it was due as long before as a punctual benchmark would
    // have kept it waiting (queued behind a cap), so the way to the model is left out.
    double scheduled = received - punctualDelay;
    return new Definition(scheduled, received, ended, chunks, outputTokens);
  }

  /**
   * From the benchmark's start stamp to where the model's count begins: the request's way to the
   * model, or, for a request that waited in the model's queue, the start a punctual benchmark would
   * have stamped less the actual one (see {@link #modelOrigin()}).
   */
  public double wayToTheModel() {
    return modelOrigin() - reported.startTime();
  }

  /**
   * Where the model's count of this request begins. Mostly when the request became the model's. A
   * request that waited in the model's queue is different: its answer came when the queue freed a
   * slot, whenever it arrived before that, so its way there and any lateness of its send are hidden
   * in the wait. Its count begins where a punctual benchmark would have started it: its schedule,
   * plus what a punctual benchmark would have waited on its own side.
   */
  private double modelOrigin() {
    return queue.waited() ? reported.scheduledTime() + punctualDelay : modelStart();
  }

  /**
   * When the request became the model's: its receipt, or, when the model was scripted to hold new
   * connections, when it accepted the connection (the hold is the model's own doing).
   */
  private double modelStart() {
    return seconds(
        timeline.takeUpHoldNanos() > 0 && timeline.acceptedNanos() != 0
            ? timeline.acceptedNanos()
            : timeline.receivedNanos());
  }

  /**
   * Of a number counted from the schedule, how much the {@link #waysAhead} took: a request sent
   * when a slot freed carries the ways of the requests it waited on, as a request counted from its
   * send carries its own (open-loop:19 in CI, 2026-12-08: 1228.5 ms reported where the model kept
   * 1203.5 ms after four slots; 6.6 to 18.2 ms of ways beside two burners). Zero for the others,
   * and for a request queued in the model, whose number the queue set.
   */
  public double waysAhead(Metric metric) {
    return switch (metric) {
      case SCHEDULE_DELAY -> waysAhead;
      case REQUEST_LATENCY_FROM_SCHEDULE -> queue.waited() ? 0 : waysAhead;
      default -> 0;
    };
  }

  /**
   * A reported value of {@code metric} counted from when the model received the request, as a
   * scripted number is: the request's way to the model taken out (spread over N for NTPOT), and
   * from a number counted from its schedule, the {@link #waysAhead} too.
   */
  public double fromReceipt(Metric metric, double reportedValue) {
    return switch (metric) {
      case TIME_TO_FIRST_TOKEN, TIME_TO_FIRST_OUTPUT_TOKEN, REQUEST_LATENCY ->
          reportedValue - wayToTheModel();
      // a queued request's answer was set by the queue: counted from its schedule, it has no way
      // in to take out
      case REQUEST_LATENCY_FROM_SCHEDULE ->
          queue.waited() ? reportedValue : reportedValue - wayToTheModel() - waysAhead(metric);
      case SCHEDULE_DELAY -> reportedValue - waysAhead(metric);
      case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> reportedValue - wayToTheModel() / outputTokens;
      default -> reportedValue;
    };
  }

  /**
   * The machine's lateness behind this request's numbers: how late the fake sent anything of this
   * answer against its schedule, its end included, and for a request that waited in the model's
   * queue, how late the request that opened that queue reached the model (the queue carries it to
   * every request behind); for a request a batch held, how much later than the requests before it
   * it arrived (its batch waited on theirs); for a request paced by the requests in flight, how far
   * their arriving apart can have moved it. A queued request's schedule counts from when the script
   * freed its slot (docs/fake.md), so the fake's own hand-overs add nothing.
   */
  public double latestFakeLateness() {
    List<SentEvent> all = timeline.events();
    double events = all.stream().mapToDouble(RequestEvidence::fakeLateness).max().orElse(0);
    double end =
        all.isEmpty() ? 0 : seconds(timeline.endNanos() - all.get(all.size() - 1).scheduledNanos());
    return Math.max(events, end) + queue.openerLateness() + queue.batchLag() + queue.paceMoved();
  }

  /**
   * How long before the model accepted the request's connection the benchmark stamped its start
   * (seconds); empty when the request went over a connection accepted before (reused).
   */
  public java.util.Optional<Double> connecting() {
    if (timeline.acceptedNanos() == 0) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(seconds(timeline.acceptedNanos()) - reported.startTime());
  }

  /**
   * How late the benchmark saw each thing the model did, against when the model did it: the request
   * reaching the model, every token-bearing chunk, and the end of the stream. Each comes with the
   * earliest it could physically have been seen.
   */
  public List<Delivery> deliveries() {
    return new RequestDeliveries(this).all();
  }

  /**
   * Of {@link #latestFakeLateness()}, how much later than the requests before it this request
   * reached the model while a batch held it ({@link ModelQueue#batchLag()}): the machine's way in,
   * not the fake's sends.
   */
  public double arrivalLag() {
    return queue.batchLag();
  }

  /**
   * Of {@link #latestFakeLateness()}, how far the run's requests reaching a model paced by the
   * requests in flight apart can have moved this one's numbers ({@link ModelQueue#paceMoved()}).
   */
  public double paceMoved() {
    return queue.paceMoved();
  }

  /**
   * How late the benchmark sent the request after it could have: after its schedule, or after the
   * request whose slot it took ended. Never before.
   */
  public Delivery send() {
    return new RequestDeliveries(this).send();
  }

  /**
   * The most delivery can have moved this request's numbers off the model's: its send's lateness,
   * plus the latest of what it saw (its way to the model, a chunk, the end), plus what the model's
   * queue carried to it. Empty when the benchmark kept no chunk to tell by.
   */
  public java.util.OptionalDouble deliveredLateAtMost() {
    List<Delivery> seen = deliveries();
    if (seen.stream().noneMatch(d -> d.of() == Delivery.Of.CHUNK)) {
      return java.util.OptionalDouble.empty();
    }
    double latest = seen.stream().mapToDouble(Delivery::lateness).max().orElse(0);
    return java.util.OptionalDouble.of(
        Math.max(0, send().lateness()) + Math.max(0, latest) + queue.openerLateness());
  }

  /**
   * How long the machine held a ready thread off a core while the benchmark was behind the model:
   * from each chunk's send (and the stream's end) to its being seen.
   */
  public double heldOffWhileBehind() {
    return new RequestDeliveries(this).heldOffWhileBehind();
  }

  /**
   * How long the machine held a ready thread off a core between the benchmark stamping the start
   * and the model accepting the connection (zero for a reused connection).
   */
  public double heldOffConnecting() {
    return new RequestDeliveries(this).heldOffConnecting();
  }

  /**
   * How long after its schedule the fake had sent {@code event}: the machine's lateness, not the
   * benchmark's.
   */
  public static double fakeLateness(SentEvent event) {
    return seconds(event.latenessNanos());
  }

  public double sentAfterReceipt(SentEvent event) {
    return seconds(event.sentNanos() - timeline.receivedNanos());
  }

  public static double seconds(long nanos) {
    return nanos / 1e9;
  }

  /**
   * The earliest moment the benchmark can have seen the whole event: when the write that completed
   * it began (the fake's send stamp comes after its flush returned, which a busy machine delays).
   */
  static double earliestArrival(SentEvent event) {
    return seconds(Math.min(event.completingWriteStartNanos(), event.sentNanos()));
  }

  public static boolean bearsTokens(SentEvent event) {
    return event.kind().carriesTokens() && Words.count(event.text()) > 0;
  }

  /** Whether a kind, as reports and timelines name it, carries tokens. */
  static boolean carriesTokens(String wireName) {
    return ReportedEvent.carriesTokens(wireName);
  }
}
