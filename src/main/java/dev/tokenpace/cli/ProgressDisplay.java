package dev.tokenpace.cli;

import dev.tokenpace.ProgressListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Shows a run's progress: on a terminal one line redrawn a few times a second, elsewhere (CI logs,
 * pipes) a plain line every five seconds. Pipeline threads only swap a reference; all printing
 * happens on this display's own thread, so the request path never waits for the console.
 */
final class ProgressDisplay implements ProgressListener, AutoCloseable {

  static final Duration TERMINAL_EVERY = Duration.ofMillis(250);
  static final Duration LOG_EVERY = Duration.ofSeconds(5);

  private final PrintWriter out;
  private final boolean terminal;
  private final AtomicReference<Progress> latest = new AtomicReference<>();
  private Progress rendered;
  private int lastWidth;
  private ScheduledExecutorService ticker;
  private boolean closed;

  ProgressDisplay(PrintWriter out, boolean terminal) {
    this.out = out;
    this.terminal = terminal;
  }

  static ProgressDisplay forConsole(PrintWriter out) {
    return new ProgressDisplay(out, System.console() != null);
  }

  ProgressDisplay start() {
    Duration every = terminal ? TERMINAL_EVERY : LOG_EVERY;
    ticker =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, "tokenpace-progress");
              thread.setDaemon(true);
              return thread;
            });
    ticker.scheduleAtFixedRate(
        this::render, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    return this;
  }

  @Override
  public void onProgress(Progress progress) {
    latest.set(progress);
  }

  /** A warning gets its own line, apart from the progress line's redraws. */
  @Override
  public synchronized void onWarning(String line) {
    if (terminal && rendered != null) {
      out.println();
      lastWidth = 0;
    }
    out.println("warning: " + line);
    out.flush();
  }

  /** Draws the newest progress if it changed since the last draw. */
  synchronized void render() {
    Progress now = latest.get();
    if (now == null || now.equals(rendered)) {
      return;
    }
    String line = ProgressLine.format(now, rendered);
    if (terminal) {
      out.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
      lastWidth = line.length();
    } else {
      out.println(line);
    }
    out.flush();
    rendered = now;
  }

  /** Stops redrawing after one last draw, leaving the cursor on a fresh line. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (ticker != null) {
      ticker.shutdownNow();
    }
    render();
    if (terminal && rendered != null) {
      out.println();
      out.flush();
    }
  }
}
