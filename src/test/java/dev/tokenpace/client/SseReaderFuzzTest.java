package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.tokenpace.api.SseEvent;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.Tokenizers;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A seeded fuzzer for {@link SseEventReader} (plain JUnit, fixed seeds: every failure replays).
 * Valid streams split at random byte positions — inside multi-byte characters, between CR and LF —
 * must yield the same events and token counts as the unsplit stream and as the spec's reading of
 * it. Garbage must never throw (except the documented {@link SseEventTooLargeException}), never
 * hang, and never hold more than a fixed multiple of the configured per-event cap.
 */
class SseReaderFuzzTest {

  private static final long[] SEEDS = {1L, 7L, 42L, 1234L, 20_240_601L, 0xC0FFEEL, -5L, 99_991L};
  private static final int VALID_STREAMS_PER_SEED = 1000;
  private static final int SPLITS_PER_STREAM = 4;
  private static final int GARBAGE_PER_SEED = 2500;
  private static final int CAP = 4096;
  private static final int MAX_READ = 700;

  /** Line buffer, data and comment each at most cap + one read, at most doubled by growth. */
  private static final int RETAINED_BOUND = 3 * 2 * (CAP + MAX_READ) + 1024;

  private static final String[] WORDS = {
    "a", "token", "héllo", "€uro", "日本語", "😀", "naïve", "x", "[DONE]", "{\"k\":1}", ":", "data"
  };
  private static final String[] ENDINGS = {"\n", "\r\n", "\r"};
  private static final Tokenizer TOKENS = Tokenizers.whitespace();

  /** What a test compares: the fields of an event, not its stamp. */
  record Seen(String event, String data, String id, String comment) {
    static Seen of(SseEvent e) {
      return new Seen(e.event(), e.data(), e.id(), e.comment());
    }
  }

  @Test
  void splitsOfValidStreamsYieldTheSameEventsAndTokenCounts() {
    long start = System.nanoTime();
    int cases = 0;
    for (long seed : SEEDS) {
      Random random = new Random(seed);
      for (int s = 0; s < VALID_STREAMS_PER_SEED; s++) {
        Generated stream = validStream(random);
        List<Seen> whole =
            read(List.of(stream.bytes()), dev.tokenpace.config.Defaults.MAX_EVENT_BYTES);
        assertThat(whole)
            .as("seed %d stream %d against the spec", seed, s)
            .isEqualTo(stream.expected());
        for (int k = 0; k < SPLITS_PER_STREAM; k++) {
          List<byte[]> pieces = split(stream.bytes(), random);
          List<Seen> seen = read(pieces, dev.tokenpace.config.Defaults.MAX_EVENT_BYTES);
          assertThat(seen).as("seed %d stream %d split %d", seed, s, k).isEqualTo(whole);
          assertThat(tokens(seen)).isEqualTo(tokens(whole));
          cases++;
        }
      }
    }
    System.out.printf(
        "SSE fuzz, valid streams: %d split cases in %d ms%n",
        cases, (System.nanoTime() - start) / 1_000_000);
  }

  @Test
  void garbageNeverThrowsHangsOrHoldsMoreThanTheCap() {
    long start = System.nanoTime();
    int[] counts = new int[2];
    assertTimeoutPreemptively(
        Duration.ofSeconds(20),
        () -> {
          for (long seed : SEEDS) {
            Random random = new Random(seed);
            for (int c = 0; c < GARBAGE_PER_SEED; c++) {
              long caseStart = System.nanoTime();
              if (feedGarbage(garbage(random), random)) {
                counts[1]++;
              }
              counts[0]++;
              assertThat(System.nanoTime() - caseStart)
                  .as("seed %d case %d time", seed, c)
                  .isLessThan(Duration.ofSeconds(1).toNanos());
            }
          }
        });
    System.out.printf(
        "SSE fuzz, garbage: %d cases (%d refused as too large) in %d ms%n",
        counts[0], counts[1], (System.nanoTime() - start) / 1_000_000);
  }

  @Test
  void anEndlessLineIsRefusedAtTheCapNotBufferedForever() {
    SseEventReader reader = new SseEventReader(EventStamping.atTerminator(), e -> {}, CAP);
    byte[] read = new byte[MAX_READ];
    Arrays.fill(read, (byte) 'x');
    int fed = 0;
    try {
      while (fed < 100 * CAP) {
        reader.feed(read, 0, read.length);
        fed += read.length;
        assertThat(reader.retainedBytes()).isLessThanOrEqualTo(RETAINED_BOUND);
      }
    } catch (SseEventTooLargeException expected) {
      assertThat(fed).isLessThanOrEqualTo(CAP);
      return;
    }
    throw new AssertionError("a line of " + fed + " bytes was buffered under a cap of " + CAP);
  }

  /**
   * @return whether the reader refused an event as too large
   */
  private static boolean feedGarbage(byte[] bytes, Random random) {
    List<Seen> seen = new ArrayList<>();
    SseEventReader reader =
        new SseEventReader(EventStamping.atTerminator(), e -> seen.add(Seen.of(e)), CAP);
    try {
      for (byte[] piece : split(bytes, random)) {
        reader.feed(piece, 0, piece.length);
        assertThat(reader.retainedBytes()).isLessThanOrEqualTo(RETAINED_BOUND);
      }
      reader.finish();
    } catch (SseEventTooLargeException documented) {
      return true;
    }
    tokens(seen);
    return false;
  }

  private static List<Seen> read(List<byte[]> pieces, int cap) {
    List<Seen> seen = new ArrayList<>();
    SseEventReader reader =
        new SseEventReader(EventStamping.atTerminator(), e -> seen.add(Seen.of(e)), cap);
    for (byte[] piece : pieces) {
      reader.feed(piece, 0, piece.length);
    }
    assertThat(reader.finish()).as("a generated stream ends on a blank line").isFalse();
    return seen;
  }

  private static List<Integer> tokens(List<Seen> events) {
    return events.stream().map(e -> e.data() == null ? 0 : TOKENS.countTokens(e.data())).toList();
  }

  record Generated(byte[] bytes, List<Seen> expected) {}

  /** Random events: comments, event/id fields, 1-3 data lines, every line ending LF, CRLF or CR. */
  private static Generated validStream(Random random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<Seen> expected = new ArrayList<>();
    String[] previousEnding = {"\n"};
    int events = 1 + random.nextInt(8);
    for (int e = 0; e < events; e++) {
      String comment = null;
      if (random.nextInt(4) == 0) {
        comment = text(random);
        line(out, ": " + comment, random, previousEnding);
      }
      String type = null;
      if (random.nextInt(4) == 0) {
        type = "t" + random.nextInt(5);
        line(out, "event: " + type, random, previousEnding);
      }
      String id = null;
      if (random.nextInt(4) == 0) {
        id = Integer.toString(random.nextInt(1000));
        line(out, "id:" + id, random, previousEnding);
      }
      List<String> data = new ArrayList<>();
      int lines = comment != null && random.nextBoolean() ? 0 : 1 + random.nextInt(3);
      for (int l = 0; l < lines; l++) {
        String value = text(random);
        data.add(value);
        line(out, (random.nextBoolean() ? "data: " : "data:") + value, random, previousEnding);
      }
      line(out, "", random, previousEnding);
      expected.add(new Seen(type, data.isEmpty() ? null : String.join("\n", data), id, comment));
    }
    return new Generated(out.toByteArray(), expected);
  }

  /** Words that never start with a space (so "data:" and "data: " read the same). */
  private static String text(Random random) {
    StringBuilder text = new StringBuilder();
    int words = 1 + random.nextInt(6);
    for (int w = 0; w < words; w++) {
      if (w > 0) {
        text.append(random.nextInt(5) == 0 ? "  " : " ");
      }
      text.append(WORDS[random.nextInt(WORDS.length)]);
    }
    return text.toString();
  }

  /** A CR ending followed by an empty LF line would read as one CRLF: never generate that pair. */
  private static void line(
      ByteArrayOutputStream out, String line, Random random, String[] previousEnding) {
    String ending = ENDINGS[random.nextInt(ENDINGS.length)];
    if (line.isEmpty() && previousEnding[0].equals("\r") && ending.equals("\n")) {
      ending = "\r";
    }
    out.writeBytes(line.getBytes(StandardCharsets.UTF_8));
    out.writeBytes(ending.getBytes(StandardCharsets.US_ASCII));
    previousEnding[0] = ending;
  }

  /**
   * Cuts at random positions (reads of 1..MAX_READ bytes), so cuts fall inside characters and
   * CRLFs.
   */
  private static List<byte[]> split(byte[] bytes, Random random) {
    List<byte[]> pieces = new ArrayList<>();
    int at = 0;
    while (at < bytes.length) {
      int n = Math.min(bytes.length - at, 1 + random.nextInt(random.nextBoolean() ? 8 : MAX_READ));
      pieces.add(Arrays.copyOfRange(bytes, at, at + n));
      at += n;
    }
    return pieces;
  }

  /** Noise with no line end: one line (or one event) longer than the cap. */
  private static byte[] lineWithoutEnd(Random random, int size) {
    byte[] bytes = new byte[size];
    random.nextBytes(bytes);
    for (int i = 0; i < size; i++) {
      if (bytes[i] == '\n' || bytes[i] == '\r') {
        bytes[i] = 'x';
      }
    }
    return bytes;
  }

  /**
   * Bytes biased towards what the parser looks at: line ends, colons, field names, broken UTF-8.
   */
  private static byte[] garbage(Random random) {
    byte[][] atoms = {
      {'\n'},
      {'\r'},
      {'\r', '\n'},
      {':'},
      {' '},
      "data".getBytes(StandardCharsets.US_ASCII),
      "data: ".getBytes(StandardCharsets.US_ASCII),
      "event:".getBytes(StandardCharsets.US_ASCII),
      "id:".getBytes(StandardCharsets.US_ASCII),
      "retry: 99999999999999999999".getBytes(StandardCharsets.US_ASCII),
      {(byte) 0xFF},
      {(byte) 0xE2, (byte) 0x82},
      {(byte) 0xF0, (byte) 0x9F},
      {(byte) 0xC0, (byte) 0x80},
      {0},
      "[DONE]".getBytes(StandardCharsets.US_ASCII)
    };
    if (random.nextInt(20) == 0) {
      return lineWithoutEnd(random, CAP + 1 + random.nextInt(2 * CAP));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int size = random.nextInt(10) == 0 ? CAP * 3 : random.nextInt(2 * CAP);
    while (out.size() < size) {
      if (random.nextInt(3) == 0) {
        byte[] noise = new byte[1 + random.nextInt(64)];
        random.nextBytes(noise);
        out.writeBytes(noise);
      } else {
        out.writeBytes(atoms[random.nextInt(atoms.length)]);
      }
    }
    return out.toByteArray();
  }
}
