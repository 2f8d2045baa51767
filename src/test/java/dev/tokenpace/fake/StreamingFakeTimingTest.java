package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.MachineLag;
import dev.tokenpace.acceptance.evidence.MachineProbe;
import dev.tokenpace.fake.FakeServerExtension.Exchange;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StreamingFakeTimingTest {

  /*
   * Bounds for a 2-core machine shared with other builds (load 6 seen): a descheduled thread costs
   * ~10 ms there. The fake's real accuracy is what FakeAccuracyBench measures; these tests pin
   * direction (never early, never before the stamp) and order of magnitude. Past a bound, a probe
   * of the machine tells its hold-ups from the fake's: late by no more than the bound once the
   * hold-ups are taken off is the machine's (not judged, as the acceptance suite judges it);
   * beside two burners an event went 25 ms late while the fake was right.
   */
  /** How long after the send stamp a loopback reader may see the bytes. */
  private static final long DELIVERY_BOUND_NANOS = Duration.ofMillis(20).toNanos();

  /**
   * The reader can wake while the server is still returning from write+flush, before its stamp:
   * bytes can never precede the write's start, but may precede the stamp by a preemption (1 ms seen
   * under load). The stamp is an upper bound of when the bytes left.
   */
  private static final long STAMP_SLACK_NANOS = Duration.ofMillis(20).toNanos();

  /** How long after its due time the fake may start a send. */
  private static final long SEND_LATENESS_BOUND_NANOS = Duration.ofMillis(20).toNanos();

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  /**
   * {@code to} is at most {@code bound} after {@code from}; past it, not judged when the machine
   * held threads off a core long enough in between to account for the rest, failed otherwise.
   */
  private static void withinOrHeldOff(
      String what, long from, long to, long bound, MachineLag machine) {
    long late = to - from;
    if (late <= bound) {
      return;
    }
    long held = Math.round(machine.heldOffSeconds(from / 1e9, to / 1e9) * 1e9);
    String said =
        String.format(
            "%s came %.1f ms after its due time (bound %.1f ms); the machine held threads off a"
                + " core for %.1f ms of it",
            what, late / 1e6, bound / 1e6, held / 1e6);
    if (late - held <= bound) {
      Assumptions.abort(said + ": too busy to judge");
    }
    Assertions.fail(said + ", so the rest is the fake's");
  }

  @Test
  void eachEventArrivesAfterItsSendStampAndWithinTheDeliveryBound() throws Exception {
    MachineProbe probe = MachineProbe.start();
    Exchange exchange =
        server.serveAndRequest(
            "timing",
            Profile.words("The quick brown fox jumps")
                .after(ms(250))
                .gaps(ms(400), ms(100), ms(400), ms(100))
                .build());
    MachineLag machine = probe.stop();
    RawSseClient.Result result = exchange.result();
    Timeline timeline = exchange.timeline();

    assertThat(result.endedCleanly()).isTrue();
    assertThat(result.events()).hasSize(5);
    for (int i = 0; i < 5; i++) {
      Timeline.SentEvent sent = timeline.events().get(i);
      long arrival = result.events().get(i).lastByteNanos();
      assertThat(arrival)
          .as("event %d arrival vs write start", i)
          .isGreaterThanOrEqualTo(sent.writeStartNanos());
      assertThat(arrival)
          .as("event %d arrival vs send stamp", i)
          .isGreaterThanOrEqualTo(sent.sentNanos() - STAMP_SLACK_NANOS);
      if (i + 1 < 5 && arrival < timeline.events().get(i + 1).writeStartNanos()) {
        deliveredBeforeTheNextWrite("event " + i + "'s delivery", sent.sentNanos(), arrival);
      } else {
        withinOrHeldOff(
            "event " + i + "'s delivery", sent.sentNanos(), arrival, DELIVERY_BOUND_NANOS, machine);
      }
    }
  }

  /**
   * Bytes that reached the reader before the fake wrote its next event were not held back by the
   * fake: a read later than the bound then is the reader's or the machine's (not judged), whatever
   * the probe saw. A fake that buffered would deliver them with its next write, past this.
   */
  private static void deliveredBeforeTheNextWrite(String what, long sent, long arrival) {
    long late = arrival - sent;
    if (late > DELIVERY_BOUND_NANOS) {
      Assumptions.abort(
          String.format(
              "%s came %.1f ms after its send stamp (bound %.1f ms), before the fake wrote its next"
                  + " event, so the fake held nothing back: the read was late, too busy to judge",
              what, late / 1e6, DELIVERY_BOUND_NANOS / 1e6));
    }
  }

  @Test
  void gapsBetweenSendStampsFollowTheProfileAndNeverRunEarly() throws Exception {
    MachineProbe probe = MachineProbe.start();
    Timeline timeline =
        server
            .serveAndRequest(
                "gaps",
                Profile.words("The quick brown fox jumps")
                    .after(ms(250))
                    .gaps(ms(400), ms(100), ms(400), ms(100))
                    .build())
            .timeline();
    MachineLag machine = probe.stop();

    List<Timeline.SentEvent> events = timeline.events();
    long[] expected = {250, 400, 100, 400, 100};
    for (int i = 0; i < expected.length; i++) {
      Timeline.SentEvent event = events.get(i);
      assertThat(event.sentNanos())
          .as("event %d not early", i)
          .isGreaterThanOrEqualTo(event.scheduledNanos());
      assertThat(event.scheduledNanos() - timeline.receivedNanos())
          .isEqualTo(ms(sum(expected, i)).toNanos());
      // each due time is the receipt plus the gaps before it (above), so the gaps between sends
      // are the profile's but for the lateness of the two sends, held to the bound here
      withinOrHeldOff(
          "event " + i + "'s send",
          event.scheduledNanos(),
          event.sentNanos(),
          SEND_LATENESS_BOUND_NANOS,
          machine);
    }
    assertThat(events)
        .extracting(Timeline.SentEvent::text)
        .containsExactly("The", " quick", " brown", " fox", " jumps");
  }

  @Test
  void aSplitEventArrivesInTwoReadsAndIsStampedAtItsSecondPart() throws Exception {
    Exchange exchange =
        server.serveAndRequest(
            "split",
            Profile.builder()
                .after(ms(20))
                .content("Hello")
                .splitLast(20, ms(60))
                .after(ms(100))
                .content(" world")
                .build());
    RawSseClient.Result result = exchange.result();
    Timeline timeline = exchange.timeline();

    RawSseClient.Arrival split = result.events().get(0);
    assertThat(split.reads()).isEqualTo(2);
    assertThat(split.lastByteNanos() - split.firstByteNanos())
        .isGreaterThanOrEqualTo(ms(55).toNanos());
    Timeline.SentEvent stamped = timeline.events().get(0);
    assertThat(stamped.firstPartSentNanos()).isPositive();
    assertThat(stamped.sentNanos() - stamped.firstPartSentNanos())
        .isGreaterThanOrEqualTo(ms(60).toNanos());
    assertThat(split.firstByteNanos()).isGreaterThanOrEqualTo(stamped.writeStartNanos());
    assertThat(stamped.completingWriteStartNanos())
        .isGreaterThanOrEqualTo(stamped.firstPartSentNanos() + ms(60).toNanos());
    assertThat(split.lastByteNanos()).isGreaterThanOrEqualTo(stamped.completingWriteStartNanos());
    assertThat(stamped.completingDeadlineNanos())
        .isEqualTo(stamped.firstPartSentNanos() + ms(60).toNanos());
    assertThat(stamped.latenessNanos())
        .as("both parts' lateness: the second is due a pause after the first actually left")
        .isEqualTo(
            Math.max(0, stamped.firstPartSentNanos() - stamped.scheduledNanos())
                + Math.max(0, stamped.sentNanos() - stamped.completingDeadlineNanos()));
  }

  @Test
  void eventsInOneWriteArriveTogether() throws Exception {
    Profile bInTheSameWriteAsA =
        Profile.words("a")
            .after(ms(20))
            .sameWrite()
            .content(" b")
            .after(ms(50))
            .content(" c")
            .build();
    Exchange exchange = server.serveAndRequest("same", bInTheSameWriteAsA);
    List<RawSseClient.Arrival> arrivals = exchange.result().events();
    List<Timeline.SentEvent> sent = exchange.timeline().events();

    assertThat(arrivals.get(0).lastByteNanos()).isEqualTo(arrivals.get(1).lastByteNanos());
    assertThat(sent.get(0).sentNanos()).isEqualTo(sent.get(1).sentNanos());
    assertThat(sent.get(2).scheduledNanos() - sent.get(1).scheduledNanos())
        .isEqualTo(ms(50).toNanos());
    assertThat(sent)
        .allSatisfy(e -> assertThat(e.sentNanos()).isGreaterThanOrEqualTo(e.scheduledNanos()));
  }

  private static long sum(long[] values, int upTo) {
    long total = 0;
    for (int i = 0; i <= upTo; i++) {
      total += values[i];
    }
    return total;
  }
}
