package dev.tokenpace.acceptance.evidence;

import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The schedule delays a punctual benchmark would have had against this model: each request sent at
 * its schedule, or, when the benchmark is held to {@code cap} requests in flight, the moment a slot
 * frees; each slot held for as long as the model took to answer (receipt to end, at the model's own
 * stamps). What a product owner's queueing number is about, with the machine's way to the model and
 * back taken out.
 */
final class PunctualSends {

  /** One request: when it was due, and how long the model took over it. */
  record Due(double scheduled, double service) {}

  private PunctualSends() {}

  /**
   * @param due in the order the requests were scheduled
   * @param cap requests in flight at most; {@code null}: no limit
   * @return the delay of each, in the same order
   */
  static double[] delays(List<Due> due, Integer cap) {
    double[] delays = new double[due.size()];
    PriorityQueue<Double> ends = new PriorityQueue<>();
    for (int i = 0; i < due.size(); i++) {
      double sent = due.get(i).scheduled();
      if (cap != null && ends.size() >= cap) {
        sent = Math.max(sent, ends.poll());
      }
      ends.add(sent + due.get(i).service());
      delays[i] = sent - due.get(i).scheduled();
    }
    return delays;
  }

  /**
   * One request as the benchmark ran it: when it was due, started and ended, at its own stamps, and
   * how long its way to the model and back took: from its start stamp to the model's receipt, plus
   * from the model's end to its end stamp.
   */
  record Sent(double scheduled, double start, double end, double ways) {

    Sent(double scheduled, double start, double end) {
      this(scheduled, start, end, 0);
    }
  }

  /**
   * The earliest each request could have gone out given the benchmark's own answers: its schedule,
   * or, held to {@code cap}, the end of the request whose slot it took. A send later than that is
   * the benchmark's dispatcher being slow; earlier is impossible.
   *
   * @param sent in the order the requests were sent
   */
  static double[] earliestSends(List<Sent> sent, Integer cap) {
    return handOvers(sent, cap).earliest();
  }

  /**
   * Of each request's schedule delay, how much the ways to the model and back took along the chain
   * of slots it waited on: a request sent when another's end freed its slot went out that other's
   * ways later than a punctual benchmark's would, and that one's own wait carried the ways of the
   * one before it. Physics of the machine, not the benchmark's doing, as a single request's way in
   * is not; zero for a request sent on its schedule.
   *
   * @param sent in the order the requests were sent
   */
  static double[] waysAhead(List<Sent> sent, Integer cap) {
    return handOvers(sent, cap).waysAhead();
  }

  private record HandOvers(double[] earliest, double[] waysAhead) {}

  private static HandOvers handOvers(List<Sent> sent, Integer cap) {
    double[] earliest = new double[sent.size()];
    double[] waysAhead = new double[sent.size()];
    record Held(double end, int request) {}
    PriorityQueue<Held> ends = new PriorityQueue<>(Comparator.comparingDouble(Held::end));
    for (int i = 0; i < sent.size(); i++) {
      Sent request = sent.get(i);
      double allowed = request.scheduled();
      if (cap != null && ends.size() >= cap) {
        Held freed = ends.poll();
        if (freed.end() > allowed) {
          Sent before = sent.get(freed.request());
          waysAhead[i] = waysAhead[freed.request()] + before.ways();
        }
        allowed = Math.max(allowed, freed.end());
      }
      ends.add(new Held(request.end(), i));
      earliest[i] = allowed;
    }
    return new HandOvers(earliest, waysAhead);
  }
}
