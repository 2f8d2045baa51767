package dev.tokenpace.acceptance.evidence;

import static dev.tokenpace.acceptance.evidence.RequestEvidence.earliestArrival;
import static dev.tokenpace.acceptance.evidence.RequestEvidence.seconds;

import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * One request's deliveries: how late the benchmark saw each thing the model did, against when the
 * model did it, and how long the machine held a ready thread off a core meanwhile.
 */
final class RequestDeliveries {

  private final RequestEvidence request;

  RequestDeliveries(RequestEvidence request) {
    this.request = request;
  }

  /**
   * How late the benchmark saw each thing the model did, against when the model did it: the request
   * reaching the model, every token-bearing chunk, and the end of the stream. Each comes with the
   * earliest it could physically have been seen.
   */
  List<Delivery> all() {
    List<Delivery> deliveries = new ArrayList<>();
    double received = seconds(request.timeline().receivedNanos());
    deliveries.add(
        seen(
            Delivery.Of.REQUEST,
            "the request reaching the model",
            received,
            received - request.reported().startTime(),
            0));
    List<SentEvent> sent = request.sentTokens();
    List<ReportedEvent> seen = request.seenTokens();
    for (ChunkPairs.Pair pair : request.chunkPairs().pairs()) {
      SentEvent event = sent.get(pair.sent());
      double seenAt = seen.get(pair.seen()).time();
      double sentAt = seconds(event.sentNanos());
      deliveries.add(
          seen(
              Delivery.Of.CHUNK,
              "chunk " + (pair.sent() + 1) + " (\"" + event.text().strip() + "\")",
              seenAt,
              seenAt - sentAt,
              earliestArrival(event) - sentAt));
    }
    List<SentEvent> all = request.timeline().events();
    List<ReportedEvent> kept = request.reported().events();
    // A client whose report ends a request at its last kept chunk's stamp (vLLM's, rebuilt from its
    // offsets) has no end of its own: that chunk's delivery above is all there is to judge.
    boolean endIsALastChunk =
        !kept.isEmpty() && kept.get(kept.size() - 1).time() == request.reported().endTime();
    if (!all.isEmpty() && !endIsALastChunk) {
      SentEvent last = all.get(all.size() - 1);
      double ended = Math.max(seconds(last.sentNanos()), seconds(request.timeline().endNanos()));
      deliveries.add(
          seen(
              Delivery.Of.END,
              "the end of the stream",
              request.reported().endTime(),
              request.reported().endTime() - ended,
              earliestArrival(last) - ended));
    }
    return deliveries;
  }

  /**
   * How late the benchmark sent the request after it could have: after its schedule, or after the
   * request whose slot it took ended. Never before.
   */
  Delivery send() {
    double sentAt = request.reported().startTime();
    return seen(Delivery.Of.SEND, "the request's send", sentAt, sentAt - request.earliestSend(), 0);
  }

  /**
   * One thing of the model's the benchmark saw at {@code at}, {@code lateness} after the model did
   * it, with the machine's hold-ups between the two.
   */
  private Delivery seen(Delivery.Of of, String what, double at, double lateness, double earliest) {
    double heldOff = lateness <= 0 ? 0 : request.machine().heldOffSeconds(at - lateness, at);
    return new Delivery(request.name(), of, what, at, lateness, earliest, heldOff);
  }

  /**
   * How long the machine held a ready thread off a core while the benchmark was behind the model:
   * from each chunk's send (and the stream's end) to its being seen. Only those spans can move a
   * number counted from the model's receipt off the model's; a hold-up while both waited for the
   * next chunk moves nothing, nor does one on the request's way to the model.
   */
  double heldOffWhileBehind() {
    // the spans of chunks read together overlap: a hold-up in both counts once
    List<double[]> spans =
        all().stream()
            .filter(d -> d.of() != Delivery.Of.REQUEST && d.lateness() > 0)
            .map(d -> new double[] {d.seenAt() - d.lateness(), d.seenAt()})
            .sorted(java.util.Comparator.comparingDouble(span -> span[0]))
            .toList();
    double held = 0;
    double[] open = null;
    for (double[] span : spans) {
      if (open != null && span[0] <= open[1]) {
        open[1] = Math.max(open[1], span[1]);
        continue;
      }
      if (open != null) {
        held += request.machine().heldOffSeconds(open[0], open[1]);
      }
      open = span.clone();
    }
    return open == null ? held : held + request.machine().heldOffSeconds(open[0], open[1]);
  }

  /**
   * How long the machine held a ready thread off a core between the benchmark stamping the start
   * and the model accepting the connection (zero for a reused connection).
   */
  double heldOffConnecting() {
    if (request.timeline().acceptedNanos() == 0) {
      return 0;
    }
    return request
        .machine()
        .heldOffSeconds(
            request.reported().startTime(), seconds(request.timeline().acceptedNanos()));
  }
}
