package dev.tokenpace.client;

import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.tokens.Tokenizer;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * What every transport shares: the set of exchanges in flight, the whole-request timeout, how a
 * response is routed to its ending, and record assembly (tokenizing) on threads apart from the ones
 * that read, in the pauses between arrivals, so counting never delays a stamp.
 */
public final class ClientCore implements AutoCloseable {

  /** An exchange just opened and the record it will become. */
  public record Opened(Exchange exchange, CompletableFuture<RequestRecord> record) {

    /** What the caller of {@link ModelServerClient#send} gets. */
    public Sent sent() {
      return new Sent(exchange.ended(), record);
    }
  }

  /**
   * How long the chunks must stop for before finished answers are tokenized: under a millisecond
   * between one read and the next is a burst still being read (50 streams' last chunks from a
   * server on the same two cores took up to 3 ms), a batching server's step gap is ten or more.
   */
  static final Duration ASSEMBLY_QUIET = Duration.ofMillis(1);

  /**
   * The longest an answer waits for that pause: a run's records, and its progress, are this late at
   * most.
   */
  static final Duration ASSEMBLY_PATIENCE = Duration.ofMillis(200);

  private final ClientSettings settings;
  private final RecordAssembler assembler;
  private final ResponseRouting routing;
  private final ExecutorService assemblyPool;
  private final ArrivalPause arrivals = new ArrivalPause(ASSEMBLY_QUIET, ASSEMBLY_PATIENCE);
  private final ScheduledExecutorService timers;
  private final Set<Exchange> inFlight = ConcurrentHashMap.newKeySet();

  /**
   * @param usageReports how a response's usage reports combine into the request's usage
   */
  public ClientCore(
      ClientSettings settings,
      Tokenizer tokenizer,
      EventStamping stamping,
      UsageReports usageReports) {
    this.settings = settings;
    this.assembler = new RecordAssembler(tokenizer, usageReports);
    this.routing = new ResponseRouting(settings, stamping);
    this.assemblyPool =
        Executors.newFixedThreadPool(
            settings.assemblyThreads(), new DaemonThreads("tokenpace-assemble"));
    ScheduledThreadPoolExecutor timerThread =
        new ScheduledThreadPoolExecutor(1, new DaemonThreads("tokenpace-timeout"));
    // Started now rather than by the first request's timeout, which is armed after its start
    // stamp: that thread start was up to 3 ms of the first request's way to the server.
    timerThread.prestartAllCoreThreads();
    this.timers = timerThread;
  }

  public ClientSettings settings() {
    return settings;
  }

  public ResponseRouting routing() {
    return routing;
  }

  public Opened open(PreparedRequest request) {
    Exchange exchange = new Exchange(request, arrivals);
    CompletableFuture<RequestRecord> record =
        exchange
            .outcome()
            .thenApplyAsync(this::assembleInAPause, assemblyPool)
            .whenComplete((r, t) -> inFlight.remove(exchange));
    inFlight.add(exchange);
    return new Opened(exchange, record);
  }

  private RequestRecord assembleInAPause(ExchangeOutcome outcome) {
    arrivals.await(outcome.endNanos());
    return assembler.assemble(outcome);
  }

  /**
   * Ends a request that could not even be built (bad URI, bad header) without touching the
   * transport.
   */
  public void rejected(Exchange exchange, RuntimeException why) {
    long now = System.nanoTime();
    exchange.started(now);
    exchange.fail(
        now, Failure.of(FailureType.CLIENT_ERROR, "invalid request: " + why.getMessage()));
  }

  /**
   * Arms the whole-request timeout; it aborts the exchange (dropping its connection) when it fires.
   */
  public Future<?> timeout(Exchange exchange) {
    return timers.schedule(
        () ->
            exchange.abort(
                System.nanoTime(),
                Failure.of(
                    FailureType.TIMEOUT,
                    "no end of response after " + settings.requestTimeout().toMillis() + " ms")),
        settings.requestTimeout().toNanos(),
        TimeUnit.NANOSECONDS);
  }

  public void cancelAll() {
    for (Exchange exchange : List.copyOf(inFlight)) {
      exchange.abort(System.nanoTime(), Failure.of(FailureType.CANCELLED, "cancelled"));
    }
  }

  public int inFlight() {
    return inFlight.size();
  }

  @Override
  public void close() {
    cancelAll();
    timers.shutdownNow();
    assemblyPool.shutdown();
  }
}
