package dev.tokenpace.fake.timeline;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Timelines by request id, oldest evicted beyond a capacity. A waiter may ask before the request
 * arrives: it gets the slot the request will complete. A repeated id starts a fresh slot.
 */
public final class TimelineStore {

  public static final int DEFAULT_CAPACITY = 10_000;

  private final Map<String, CompletableFuture<Timeline>> slots;

  public TimelineStore(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be positive: " + capacity);
    }
    this.slots =
        new LinkedHashMap<>() {
          @Override
          protected boolean removeEldestEntry(
              Map.Entry<String, CompletableFuture<Timeline>> eldest) {
            return size() > capacity;
          }
        };
  }

  public void complete(Timeline timeline) {
    CompletableFuture<Timeline> slot;
    synchronized (slots) {
      slot = slots.get(timeline.requestId());
      if (slot == null || slot.isDone()) {
        slot = new CompletableFuture<>();
        slots.remove(timeline.requestId());
        slots.put(timeline.requestId(), slot);
      }
    }
    slot.complete(timeline);
  }

  /** Waits on the request's completion; no polling. */
  public Timeline await(String requestId, Duration timeout) {
    try {
      return slot(requestId).get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      throw new IllegalStateException(
          "no complete timeline for request " + requestId + " within " + timeout, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted waiting for request " + requestId, e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  public Optional<Timeline> find(String requestId) {
    synchronized (slots) {
      CompletableFuture<Timeline> slot = slots.get(requestId);
      return slot != null && slot.isDone() ? Optional.of(slot.join()) : Optional.empty();
    }
  }

  /** Complete timelines, oldest first. */
  public List<Timeline> all() {
    List<Timeline> done = new ArrayList<>();
    synchronized (slots) {
      for (CompletableFuture<Timeline> slot : slots.values()) {
        if (slot.isDone()) {
          done.add(slot.join());
        }
      }
    }
    return done;
  }

  public void clear() {
    synchronized (slots) {
      slots.clear();
    }
  }

  private CompletableFuture<Timeline> slot(String requestId) {
    synchronized (slots) {
      return slots.computeIfAbsent(requestId, id -> new CompletableFuture<>());
    }
  }
}
