package dev.tokenpace.fake;

import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.FaultPlan;
import dev.tokenpace.fake.script.WritePlan;
import dev.tokenpace.fake.script.WriteUnit;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.TimelineRecorder;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Plays one request's {@link WritePlan} without holding a thread: each write waits on a {@link
 * FakeClock} until its deadline, then write + flush on a non-blocking servlet stream. The send
 * stamp is taken when the flush has handed every byte to the socket: right after the calls return
 * when they completed at once, else when the container reports the stream writable again.
 *
 * <p>Calls arrive from the clock and from container threads; the monitor keeps them one at a time,
 * and {@code pending}/{@code waiting} make a late or spurious callback harmless.
 */
final class StreamSession implements WriteListener, FakeClock.Wakeable {

  private final AsyncContext async;
  private final ServletOutputStream out;
  private final ConnectionFaults connection;
  private final FakeClock clock;
  private final WritePlan plan;
  private final List<WriteUnit> units;
  private final FaultPlan faultBeforeAnyEvent;
  private final TimelineRecorder recorder;
  private final Consumer<Timeline> onEnd;
  private final String unaryText;

  private int next;
  private WriteUnit pending;
  private long pendingWriteStart;

  /** A split's second part keeps its pause even when the first part went out late. */
  private long notBeforeNanos = Long.MIN_VALUE;

  private boolean written;
  private boolean flushed;
  private boolean started;
  private boolean waiting;
  private boolean ended;

  StreamSession(
      AsyncContext async,
      ServletOutputStream out,
      ConnectionFaults connection,
      FakeClock clock,
      WritePlan plan,
      TimelineRecorder recorder,
      Consumer<Timeline> onEnd,
      String unaryText) {
    this.async = async;
    this.out = out;
    this.connection = connection;
    this.clock = clock;
    this.plan = plan;
    this.units = plan.units();
    this.faultBeforeAnyEvent = plan.faultBeforeAnyEvent();
    this.recorder = recorder;
    this.onEnd = onEnd;
    this.unaryText = unaryText;
  }

  /**
   * Hands the stream to the container, which calls {@link #onWritePossible} when it may be written.
   */
  void start() {
    out.setWriteListener(this);
  }

  @Override
  public synchronized void onWritePossible() {
    if (ended || waiting) {
      return;
    }
    if (pending != null) {
      if (proceed()) {
        playDue();
      }
      return;
    }
    if (!started) {
      started = true;
      if (faultBeforeAnyEvent != null) {
        breakConnection(faultBeforeAnyEvent);
        return;
      }
      playDue();
    }
  }

  @Override
  public synchronized void onError(Throwable failure) {
    if (!ended) {
      recorder.fault(FaultKind.CLIENT_GONE);
      end();
    }
  }

  @Override
  public synchronized void wake() {
    waiting = false;
    if (ended) {
      return;
    }
    playDue(); // a paced stream's deadline may have moved later while it waited
  }

  /** Writes every unit already due; waits on the clock for the next one; ends after the last. */
  private void playDue() {
    while (!ended && next < units.size()) {
      WriteUnit unit = units.get(next);
      long now = System.nanoTime();
      long due =
          unaryText == null ? recorder.claimDueNanos(unit, now) : recorder.bodyDueNanos(unit);
      long deadline = Math.max(due, notBeforeNanos);
      long delay = deadline - now;
      if (delay > 0) {
        waiting = true;
        clock.wakeAt(this, deadline);
        return;
      }
      if (!writeNow(unit)) {
        return;
      }
    }
    if (!ended) {
      closeOutput();
      end();
    }
  }

  /**
   * Writes the response's last bytes (the chunked terminator) now, so the end stamp that follows is
   * when the client can see the stream end; left to {@code complete()} they go out later, from
   * another thread, after the stamp.
   */
  private void closeOutput() {
    try {
      if (out.isReady()) {
        out.close();
      }
    } catch (IOException | IllegalStateException e) {
      // The client went away meanwhile: complete() below ends what is left.
    }
  }

  private boolean writeNow(WriteUnit unit) {
    pending = unit;
    written = false;
    flushed = false;
    pendingWriteStart = System.nanoTime();
    return proceed();
  }

  /** Advances the pending write; true when its bytes are all out and the session may go on. */
  private boolean proceed() {
    try {
      if (!written) {
        written = true;
        plan.write(pending, out);
        if (!out.isReady()) {
          return false;
        }
      }
      if (!flushed) {
        flushed = true;
        out.flush();
        if (!out.isReady()) {
          return false;
        }
      }
    } catch (IOException | IllegalStateException e) {
      onError(e);
      return false;
    }
    long sent = System.nanoTime();
    WriteUnit done = pending;
    pending = null;
    next++;
    record(done, sent);
    notBeforeNanos =
        done.firstPart()
            ? sent + units.get(next).offsetNanos() - done.offsetNanos()
            : Long.MIN_VALUE;
    if (done.faultAfter() != null) {
      breakConnection(done.faultAfter());
    }
    return !ended;
  }

  private void record(WriteUnit unit, long sentNanos) {
    if (unaryText != null) {
      recorder.wroteBody(unit, pendingWriteStart, sentNanos, unaryText);
    } else {
      recorder.written(unit, pendingWriteStart, sentNanos);
    }
  }

  private void breakConnection(FaultPlan fault) {
    recorder.fault(fault.type());
    connection.apply(fault);
    end();
  }

  private void end() {
    ended = true;
    onEnd.accept(recorder.finish(System.nanoTime()));
    complete();
  }

  private void complete() {
    try {
      async.complete();
    } catch (RuntimeException alreadyGone) {
      // The connection was closed by a fault or by the client: nothing left to complete.
    }
  }
}
