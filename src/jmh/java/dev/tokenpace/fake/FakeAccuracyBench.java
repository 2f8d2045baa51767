package dev.tokenpace.fake;

import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Not a JMH benchmark but built with them (the jmh profile): measures the fake's send lateness
 * (sentNanos - scheduledNanos) with N concurrent streams drained by one NIO reader thread. {@code
 * mvn -Pjmh -DskipTests package}, then {@code java -cp target/benchmarks.jar
 * dev.tokenpace.fake.FakeAccuracyBench [events] [gapMs] [N...]}.
 */
public final class FakeAccuracyBench {

  private FakeAccuracyBench() {}

  public static void main(String[] args) throws Exception {
    int events = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    long gapMs = args.length > 1 ? Long.parseLong(args[1]) : 20;
    int[] concurrencies =
        args.length > 2
            ? Arrays.stream(args, 2, args.length).mapToInt(Integer::parseInt).toArray()
            : new int[] {1, 200, 1000};
    Profile.Builder builder = Profile.builder();
    for (int i = 0; i < events; i++) {
      builder.after(Duration.ofMillis(gapMs)).content(i == 0 ? "w" : " w");
    }
    Profile profile = builder.done().build();
    int journal = Integer.getInteger("bench.journal", 0);
    try (StreamingFake fake =
        StreamingFake.start(FakeSettings.defaults().keepingJournalEntries(journal))) {
      fake.serveByDefault(profile);
      run(fake, 50, "warm");
      for (int streams : concurrencies) {
        fake.clearTimelines();
        report(streams, events, gapMs, run(fake, streams, "n" + streams));
      }
    }
  }

  private static long[] run(StreamingFake fake, int streams, String tag) throws IOException {
    long clockCpu = cpuNanos("tokenpace-fake-clock");
    long jettyCpu = cpuNanos("qtp");
    drain(fake.port(), streams, tag);
    clockCpu = cpuNanos("tokenpace-fake-clock") - clockCpu;
    jettyCpu = cpuNanos("qtp") - jettyCpu;
    List<Long> lateness = new ArrayList<>();
    List<Long> first = new ArrayList<>();
    List<Long> later = new ArrayList<>();
    List<Long> wake = new ArrayList<>();
    List<Long> write = new ArrayList<>();
    for (int i = 0; i < streams; i++) {
      for (Timeline.SentEvent event :
          fake.awaitTimeline(tag + "-" + i, Duration.ofSeconds(30)).events()) {
        lateness.add(event.latenessNanos());
        (event.index() == 0 ? first : later).add(event.latenessNanos());
        wake.add(event.writeStartNanos() - event.scheduledNanos());
        write.add(event.sentNanos() - event.writeStartNanos());
      }
    }
    System.out.printf(
        "  cpu: fake clock %.1f us/event, jetty %.1f us/event (%.0f us/request)%n",
        clockCpu / 1e3 / lateness.size(),
        jettyCpu / 1e3 / lateness.size(),
        jettyCpu / 1e3 / streams);
    System.out.println(
        "  " + summary("first events", first) + " | " + summary("later events", later));
    System.out.println(
        "  "
            + summary("wake (write start - schedule)", wake)
            + " | "
            + summary("write+flush", write));
    return sorted(lateness);
  }

  /** CPU time (user + system) of the live threads whose name starts with {@code prefix}. */
  private static long cpuNanos(String prefix) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long total = 0;
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().startsWith(prefix)) {
        total += Math.max(0, threads.getThreadCpuTime(thread.getId()));
      }
    }
    return total;
  }

  private static String summary(String what, List<Long> values) {
    long[] sorted = sorted(values);
    return String.format(
        "%s p50=%.3f p99=%.3f max=%.3f ms",
        what,
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        ms(sorted[sorted.length - 1]));
  }

  private static long[] sorted(List<Long> values) {
    return values.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  private static void drain(int port, int streams, String tag) throws IOException {
    try (Selector selector = Selector.open()) {
      for (int i = 0; i < streams; i++) {
        SocketChannel channel = SocketChannel.open(new InetSocketAddress("127.0.0.1", port));
        channel.write(ByteBuffer.wrap(request(tag + "-" + i)));
        channel.configureBlocking(false);
        channel.register(selector, SelectionKey.OP_READ, new byte[5]);
      }
      ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 16);
      int open = streams;
      while (open > 0) {
        selector.select(1000);
        for (SelectionKey key : selector.selectedKeys()) {
          buffer.clear();
          int n = ((SocketChannel) key.channel()).read(buffer);
          if (n < 0 || endsStream((byte[]) key.attachment(), buffer)) {
            key.channel().close();
            open--;
          }
        }
        selector.selectedKeys().clear();
      }
    }
  }

  /** Keeps the last five bytes per connection to spot the chunked terminator. */
  private static boolean endsStream(byte[] tail, ByteBuffer buffer) {
    buffer.flip();
    while (buffer.hasRemaining()) {
      System.arraycopy(tail, 1, tail, 0, 4);
      tail[4] = buffer.get();
    }
    return new String(tail, StandardCharsets.US_ASCII).equals("0\r\n\r\n");
  }

  private static byte[] request(String id) {
    String body = "{\"model\":\"bench\",\"stream\":true,\"messages\":[]}";
    return ("POST /v1/chat/completions HTTP/1.1\r\n"
            + "Host: 127.0.0.1\r\n"
            + "Content-Type: application/json\r\n"
            + "X-Request-Id: "
            + id
            + "\r\nContent-Length: "
            + body.length()
            + "\r\n\r\n"
            + body)
        .getBytes(StandardCharsets.US_ASCII);
  }

  private static void report(int streams, int events, long gapMs, long[] sorted) {
    System.out.printf(
        "streams=%d events/stream=%d gap=%dms samples=%d  lateness p50=%.3f ms p99=%.3f ms max=%.3f"
            + " ms%n",
        streams,
        events,
        gapMs,
        sorted.length,
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        ms(sorted[sorted.length - 1]));
  }

  private static long percentile(long[] sorted, double p) {
    return sorted[(int) Math.min(sorted.length - 1, Math.ceil(p / 100 * sorted.length) - 1)];
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
