package dev.tokenpace.calibrate;

import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import java.util.List;

/**
 * Lines each request's client events up with what the fake sent for it (same request id, same event
 * index, same kind) and collects the errors. A request that failed, or whose events do not line up
 * one to one, is lost: its timing cannot be trusted.
 */
final class DeliveryJoin {

  final Samples delivery = new Samples();
  final Samples ttftExcess = new Samples();
  final Samples itlError = new Samples();
  final Samples sendLateness = new Samples();
  final Samples scheduleDelay = new Samples();
  private final DeliveryEvents events;
  private int requests;
  private int matched;
  private int failed;

  /**
   * @param events where every lined-up event is also kept, or {@code null}
   */
  DeliveryJoin(DeliveryEvents events) {
    this.events = events;
  }

  void add(RequestRecord record, Timeline timeline) {
    requests++;
    scheduleDelay.add(record.startNanos() - record.scheduledNanos());
    if (!record.succeeded()) {
      failed++;
      return;
    }
    if (timeline == null || !linesUp(record.chunks(), timeline.events())) {
      return;
    }
    matched++;
    if (events != null) {
      events.request(record.requestId());
    }
    long previousArrival = 0;
    long previousSent = 0;
    boolean firstToken = true;
    for (int i = 0; i < record.chunks().size(); i++) {
      long arrival = record.chunks().get(i).arrivalNanos();
      Timeline.SentEvent sent = timeline.events().get(i);
      delivery.add(arrival - sent.sentNanos());
      if (events != null) {
        events.add(sent.index(), sent.kind().wireName(), sent.sentNanos(), arrival);
      }
      sendLateness.add(sent.sentNanos() - sent.scheduledNanos());
      if (!record.chunks().get(i).kind().carriesTokens()) {
        continue;
      }
      if (firstToken) {
        ttftExcess.add(
            (arrival - record.startNanos()) - (sent.sentNanos() - timeline.receivedNanos()));
        firstToken = false;
      } else {
        itlError.add(Math.abs((arrival - previousArrival) - (sent.sentNanos() - previousSent)));
      }
      previousArrival = arrival;
      previousSent = sent.sentNanos();
    }
  }

  int requests() {
    return requests;
  }

  int failed() {
    return failed;
  }

  int lost() {
    return requests - matched;
  }

  private static boolean linesUp(List<TimedChunk> chunks, List<Timeline.SentEvent> sent) {
    if (chunks.size() != sent.size()) {
      return false;
    }
    for (int i = 0; i < chunks.size(); i++) {
      if (chunks.get(i).kind() != sent.get(i).kind()) {
        return false;
      }
    }
    return true;
  }
}
