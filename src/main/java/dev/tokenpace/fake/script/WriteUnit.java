package dev.tokenpace.fake.script;

/**
 * One write (+ flush) the fake performs: bytes {@code fromByte} to {@code toByte} of its events'
 * bytes laid end to end (all of them, unless the events are split across two writes).
 *
 * @param firstEvent index of the first event whose bytes are in this write
 * @param lastEvent index of the last one (more than one when events share a write)
 * @param firstPart this is the first half of a split: the events complete with the next unit
 * @param eventBytes each covered event's full rendered length, in order
 * @param faultAfter a fault to apply once this write has been flushed, or {@code null}
 */
public record WriteUnit(
    long offsetNanos,
    int firstEvent,
    int lastEvent,
    boolean firstPart,
    int fromByte,
    int toByte,
    int[] eventBytes,
    FaultPlan faultAfter) {

  WriteUnit endingWith(FaultPlan fault) {
    return new WriteUnit(
        offsetNanos, firstEvent, lastEvent, false, fromByte, toByte, eventBytes, fault);
  }
}
