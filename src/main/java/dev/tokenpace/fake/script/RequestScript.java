package dev.tokenpace.fake.script;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.model.PromptWords;
import dev.tokenpace.fake.model.ServerTiming;
import dev.tokenpace.fake.model.ServerWork;
import java.util.function.IntSupplier;

/**
 * What one request's answer plays, and what the server's timing models made of the request.
 *
 * @param profile the served profile as this request asked for it: a stream reports usage only as
 *     its request asked (stream_options), as real servers do, and the usage names the prompt as the
 *     timing models read it
 * @param work the batch wait, prefill, counted prompt and streams in flight the timing models gave
 *     the request
 * @param pace when each event is due, for a server paced by its streams in flight; {@code null}:
 *     the profile's own offsets
 * @param readyNanos when the server took the request in ({@link ServerTiming.Started}): what its
 *     work counts from
 */
public record RequestScript(
    Profile profile, ServerWork work, InFlightTiming.Plan pace, long readyNanos) {

  /**
   * @param maxTokens the most output tokens the request asks for, which a profile that honours the
   *     limit stops at
   * @param streamed whether the request asked for a stream
   * @param usage how much usage the request asked for
   * @param timing the served profile's timing models, which move the start of its schedule
   * @param countPrompt the prompt's tokens as the fake counts them ({@link PromptWords}), asked
   *     only when the answer's counted usage reports them and no timing model read the prompt
   * @param readyNanos when the request could start (see {@link ServerTiming#start})
   */
  public static RequestScript of(
      Profile served,
      java.util.OptionalInt maxTokens,
      boolean streamed,
      UsageReport usage,
      ServerTiming timing,
      PromptWords prompt,
      IntSupplier countPrompt,
      long readyNanos) {
    // a unary answer always carries its usage, as a stream that asked for it does
    Profile asked =
        served.httpReply() != null
            ? served
            : served.cutAt(maxTokens).forUsage(streamed ? usage : UsageReport.AT_THE_END);
    ServerTiming.Started started =
        timing.start(
            prompt,
            readyNanos,
            row -> asked.pacedBy(row).totalDelay().toNanos(),
            timing.inFlight() == null ? null : asked.waits());
    ServerWork work = started.work();
    return new RequestScript(
        asked.withPromptUsage(work, countPrompt), work, started.pace(), started.readyNanos());
  }
}
