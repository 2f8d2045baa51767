package dev.tokenpace.bench;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.SseEventReader;
import dev.tokenpace.config.RunConfig.ApiType;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * SSE reader throughput on a vLLM-shaped chat stream (role, 1000 content chunks of one or two
 * words, finish, usage, [DONE]), fed in reads of 1 KiB or 16 KiB. One operation = one event, so the
 * score is events/s; MB/s = score × {@link #BYTES_PER_EVENT} (printed at setup). "scan" is the
 * reader alone (stamp + frame + decode), "scanAndClassify" adds the JSON classification that
 * follows each stamp.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class SseReaderBench {

  static final int CONTENT_EVENTS = 1000;
  static final int EVENTS = CONTENT_EVENTS + 4;
  static double BYTES_PER_EVENT;

  @Param({"1024", "16384"})
  int readSize;

  private byte[] stream;
  private SseEventReader reader;
  private SseEventReader classifyingReader;
  private Blackhole sink;

  @Setup
  public void setUp(Blackhole blackhole) {
    sink = blackhole;
    stream = chatStream();
    BYTES_PER_EVENT = (double) stream.length / EVENTS;
    System.out.printf(
        "%nstream: %d bytes, %d events, %.1f bytes/event%n",
        stream.length, EVENTS, BYTES_PER_EVENT);
    reader = new SseEventReader(EventStamping.atTerminator(), sink::consume);
    ChunkClassifier classifier = new ChunkClassifier(ApiType.CHAT);
    classifyingReader =
        new SseEventReader(EventStamping.atTerminator(), e -> sink.consume(classifier.classify(e)));
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public void scan() {
    feed(reader);
  }

  @Benchmark
  @OperationsPerInvocation(EVENTS)
  public void scanAndClassify() {
    feed(classifyingReader);
  }

  private void feed(SseEventReader target) {
    for (int off = 0; off < stream.length; off += readSize) {
      target.feed(stream, off, Math.min(readSize, stream.length - off));
    }
    target.finish();
  }

  static byte[] chatStream() {
    String prefix =
        "data:"
            + " {\"id\":\"chatcmpl-9f1c2e7a4b\",\"object\":\"chat.completion.chunk\",\"created\":1732900000,"
            + "\"model\":\"meta-llama/Llama-3.1-8B-Instruct\",\"choices\":[{\"index\":0,\"delta\":";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    write(
        out,
        prefix
            + "{\"role\":\"assistant\",\"content\":\"\"},\"logprobs\":null,\"finish_reason\":null}]}\n\n");
    String[] words = {
      " the", " model", " streams", " tokens", ",", " one", " or", " two", " at", " a time."
    };
    for (int i = 0; i < CONTENT_EVENTS; i++) {
      write(
          out,
          prefix
              + "{\"content\":\""
              + words[i % words.length]
              + "\"},\"logprobs\":null,\"finish_reason\":null}]}\n\n");
    }
    write(
        out,
        prefix + "{},\"logprobs\":null,\"finish_reason\":\"stop\",\"stop_reason\":null}]}\n\n");
    write(
        out,
        "data:"
            + " {\"id\":\"chatcmpl-9f1c2e7a4b\",\"object\":\"chat.completion.chunk\",\"created\":1732900000,\"model\":\"meta-llama/Llama-3.1-8B-Instruct\",\"choices\":[],\"usage\":{\"prompt_tokens\":512,\"total_tokens\":1512,\"completion_tokens\":1000}}\n\n");
    write(out, "data: [DONE]\n\n");
    return out.toByteArray();
  }

  private static void write(ByteArrayOutputStream out, String s) {
    out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
  }
}
