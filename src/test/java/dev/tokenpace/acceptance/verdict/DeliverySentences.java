package dev.tokenpace.acceptance.verdict;

/**
 * The sentences for the robust judgement's misses: how late the benchmark saw what the model did.
 */
final class DeliverySentences {

  private DeliverySentences() {}

  static String of(Check check, Reason reason) {
    String metric = check.metric() == null ? check.what() : check.metric().label();
    if (reason instanceof Reason.SeenEarly early) {
      return metric + ": " + seenEarly(early);
    }
    if (reason instanceof Reason.TypicallyLate late) {
      return metric + ": " + typicallyLate(late);
    }
    if (reason instanceof Reason.LateEvent late) {
      String seen =
          metric
              + ": the benchmark saw "
              + late.event()
              + " "
              + Ms.of(late.lateness())
              + (late.ended() ? " after the model ended it" : " after the model sent it");
      return check.finding() instanceof Check.HeldOff held
          ? seen + ". " + heldOff(held.heldOff())
          : seen
              + "; one late event is forgiven up to "
              + Ms.of(late.factor() * late.tolerance().seconds())
              + " ("
              + late.factor()
              + " × the "
              + late.tolerance()
              + " tolerance), so this run cannot judge it";
    }
    if (reason instanceof Reason.OwnStart own) {
      // the metric first: the start is only where the error comes from
      return check.metric().label()
          + " of "
          + own.request()
          + ": counted from a start the benchmark stamped "
          + Ms.of(own.seconds())
          + " before the model accepted the connection, so reported up to that much too long; the"
          + " machine's hold-ups do not account for it: its own work, in every attempt: "
          + own.difference();
    }
    if (reason instanceof Reason.ConnectEarly connect) {
      return check.what()
          + ": the benchmark started it "
          + Ms.of(connect.seconds())
          + " before the model accepted the connection (allowed: "
          + Ms.of(connect.allowed())
          + ", 4 × the tolerance); "
          + (check.finding() instanceof Check.HeldOff held
              ? "the machine held threads off a core for " + Ms.of(held.heldOff()) + " of it"
              : "a busy machine can hold up a connect")
          + ", so this run cannot judge the start";
    }
    return HistorySentences.of(check, reason);
  }

  private static String seenEarly(Reason.SeenEarly early) {
    String by = Ms.of(early.early());
    return switch (early.stamped()) {
      case START_AFTER_RECEIPT ->
          "the model began receiving "
              + early.event()
              + " "
              + by
              + " before the benchmark stamped its start;"
              + " that cannot happen, so the benchmark stamps the start too late";
      case START_BEFORE_SCHEDULE ->
          "the benchmark started "
              + early.event()
              + " "
              + by
              + " before it could have gone (its schedule, or the end of the request whose slot"
              + " it took); that cannot happen, so the benchmark stamps the start too early or"
              + " sends ahead of its schedule";
      case EVENT ->
          "the benchmark saw "
              + early.event()
              + " "
              + by
              + " before the model could have finished sending it;"
              + " that cannot happen, so the benchmark stamps too early";
    };
  }

  private static String typicallyLate(Reason.TypicallyLate late) {
    String typical =
        "the benchmark saw what the model did typically "
            + Ms.of(late.median())
            + " late (the median of "
            + late.reads()
            + " reads; allowed: "
            + late.allowed()
            + ").";
    return typical
        + switch (late.how()) {
          case MACHINE_HELD_OFF -> " " + heldOff(late.heldOff());
          case FEW_READS ->
              " With "
                  + late.reads()
                  + (late.reads() == 1 ? " read" : " reads")
                  + " that may be one paused thread, so this run cannot judge it";
          case BENCHMARKS ->
              (late.heldOff() <= 0
                      ? ""
                      : " The machine held threads off a core for "
                          + Ms.of(late.heldOff())
                          + " of it; the "
                          + Ms.of(late.median() - late.heldOff())
                          + " left is the benchmark's own.")
                  + " Most events late by the same amount is the benchmark's doing, not a busy"
                  + " machine's";
        };
  }

  private static String heldOff(double heldOff) {
    return "The machine held threads off a core for "
        + Ms.of(heldOff)
        + " of it, so this run cannot judge it";
  }
}
