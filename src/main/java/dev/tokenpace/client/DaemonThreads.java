package dev.tokenpace.client;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Named daemon threads, so a forgotten client never keeps the JVM alive. */
public final class DaemonThreads implements ThreadFactory {

  private final String prefix;
  private final AtomicInteger next = new AtomicInteger();

  public DaemonThreads(String prefix) {
    this.prefix = prefix;
  }

  @Override
  public Thread newThread(Runnable task) {
    Thread thread = new Thread(task, prefix + "-" + next.incrementAndGet());
    thread.setDaemon(true);
    return thread;
  }
}
