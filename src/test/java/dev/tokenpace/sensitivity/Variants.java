package dev.tokenpace.sensitivity;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.WayInField;
import java.util.List;

/**
 * The gate's table: every broken variant, the seam it replaces, and the scenarios named to catch
 * it. docs/sensitivity.md shows the same table; change both together.
 */
public final class Variants {

  public static final String STEPS_GLUE = "dev.tokenpace.acceptance.steps";
  public static final String CLEAN_SEAMS_GLUE = "dev.tokenpace.acceptance.seams.clean";

  private static final String GLUE_ROOT = "dev.tokenpace.sensitivity.variants.glue.";
  private static final String TOKENIZER = "tokenizer";
  private static final String STAMPING = "event stamping";
  private static final String METRICS = "metrics calculator";
  private static final String JDK_DELIVERY = "JDK body delivery";
  private static final String SUMMARY = "summary rules";
  private static final String USAGE = "usage reports";
  private static final String MERGE = "merge rules";
  private static final String WARM_UP = "warm-up server";
  private static final String CLOSED_LOOP = "closed-loop schedule";

  private static final ReportField TTFT = Metric.TIME_TO_FIRST_TOKEN;
  private static final ReportField ITL = Metric.INTER_TOKEN_LATENCY;
  private static final ReportField TPOT = Metric.TIME_PER_OUTPUT_TOKEN;
  private static final ReportField OUTPUT_TOKENS = Counted.OUTPUT_TOKENS;
  private static final ReportField LATENCY = Metric.REQUEST_LATENCY;
  private static final ReportField FROM_SCHEDULE = Metric.REQUEST_LATENCY_FROM_SCHEDULE;

  private static final String RETOKENIZATION = "features/tokens/retokenization.feature";
  private static final String MULTI_TOKEN = "features/streaming/multi-token-chunks.feature";
  private static final String TTFT_FEATURE = "features/latency/ttft.feature";
  private static final String TPOT_FEATURE = "features/latency/tpot.feature";
  private static final String ITL_FEATURE = "features/latency/itl.feature";
  private static final String NO_TOKENS = "features/streaming/chunks-without-tokens.feature";
  private static final String SPLIT = "features/streaming/split-chunks.feature";
  private static final String REASONING = "features/streaming/reasoning.feature";
  private static final String SLOW_READER = "features/latency/slow-reading-server.feature";
  private static final String JDK_CLIENT = "features/streaming/jdk-client.feature";
  private static final String SPLIT_WORDS = "features/tokens/split-words.feature";
  private static final String OPEN_LOOP = "features/load/open-loop.feature";
  private static final String THROUGHPUT = "features/load/throughput.feature";
  private static final String PERCENTILES = "features/latency/percentiles.feature";
  private static final String GOODPUT = "features/service-levels/goodput.feature";
  private static final String USAGE_EVERY_CHUNK = "features/tokens/usage-in-every-chunk.feature";
  private static final String WAY_IN = "features/connections/way-in.feature";
  private static final String SHARDS = "features/load/shards.feature";

  private static final List<ScenarioRef> MERGED_STAGE_LOADS =
      List.of(
          ScenarioRef.of(
              SHARDS,
              "Each merged stage shows the rate the whole run asked for, not one load generator's"
                  + " share"),
          ScenarioRef.of(
              SHARDS, "Three load generators merged report the whole run's percentiles"));

  private static final ScenarioRef CHUNKS_WITHOUT_TOKENS =
      ScenarioRef.of(
          NO_TOKENS,
          "Role, keep-alive, usage and a late end of stream never move the token metrics");

  private Variants() {}

  public static List<Variant> all() {
    return List.of(
        new Variant(
            "bos-per-chunk",
            "per-chunk counting adds special tokens (a BOS per chunk): token count inflated, ITL"
                + " halved, zero-length intervals",
            "inference-perf #410 introduced, issue #564, fixed by #566",
            TOKENIZER,
            GLUE_ROOT + "bosperchunk",
            List.of(
                ScenarioRef.of(
                    RETOKENIZATION,
                    "A tokenizer that adds a beginning-of-sequence token neither halves nor zeroes"
                        + " inter-token latency"),
                ScenarioRef.of(MULTI_TOKEN, "Several words in one chunk share that chunk's wait")),
            List.of(OUTPUT_TOKENS, ITL, TPOT)),
        new Variant(
            "ttft-at-stream-end",
            "TTFT anchored to the end of the stream instead of the first token",
            "origin test plan, hand-made break 2",
            METRICS,
            GLUE_ROOT + "ttftatstreamend",
            List.of(
                ScenarioRef.of(TTFT_FEATURE, "Time to first token follows the first-token delay"),
                ScenarioRef.of(
                    TTFT_FEATURE,
                    "Moving the first-token delay moves time to first token by the same amount")),
            List.of(TTFT)),
        new Variant(
            "tpot-includes-first-token-wait",
            "the first token's wait folded into TPOT: (end - start) / N",
            "origin test plan, hand-made break 3",
            METRICS,
            GLUE_ROOT + "tpotincludesfirsttokenwait",
            List.of(
                ScenarioRef.of(
                    TPOT_FEATURE, "Time per output token leaves out the wait for the first token")),
            List.of(TPOT)),
        new Variant(
            "flat-average-itl",
            "a flat average reported as ITL: every sample = request latency / N",
            "origin test plan, hand-made break 4",
            METRICS,
            GLUE_ROOT + "flataverageitl",
            List.of(
                ScenarioRef.of(
                    ITL_FEATURE,
                    "Inter-token latency follows uneven gaps, statistic by statistic")),
            List.of(ITL)),
        new Variant(
            "role-delta-counts-as-token",
            "a role-only first delta counted as the first token",
            "inference-perf <= v0.4.0 (every SSE message timestamped), fixed by #452 (issue #392)",
            METRICS,
            GLUE_ROOT + "roledeltacountsastoken",
            List.of(CHUNKS_WITHOUT_TOKENS),
            List.of(TTFT, ITL, TPOT)),
        new Variant(
            "trailing-usage-counts-as-token",
            "a trailing usage chunk and [DONE] treated as tokens, moving the last-token time",
            "inference-perf <= v0.4.0 (every SSE message timestamped), fixed by #452 (issue #392)",
            METRICS,
            GLUE_ROOT + "trailingusagecountsastoken",
            List.of(CHUNKS_WITHOUT_TOKENS),
            List.of(ITL, TPOT)),
        new Variant(
            "stamp-at-read-arrival",
            "events stamped at the arrival of the read holding their first bytes, not at their"
                + " terminating blank line",
            "tokenpace issue 5 item 7 (readers that stamp network reads, not events)",
            STAMPING,
            GLUE_ROOT + "stampatreadarrival",
            List.of(
                ScenarioRef.of(
                    SPLIT, "A chunk in two pieces is timed when its second piece arrives"),
                ScenarioRef.of(
                    SPLIT,
                    "The first chunk in two pieces sets time to first token by its second piece")),
            List.of(ITL, TTFT)),
        new Variant(
            "reasoning-ignored-for-ttft",
            "reasoning deltas bear no tokens, so TTFT waits for the first answer token",
            "inference-perf before PR #694",
            METRICS,
            GLUE_ROOT + "reasoningignoredforttft",
            List.of(
                ScenarioRef.of(
                    REASONING, "Time to first token anchors on the first reasoning token")),
            List.of(TTFT)),
        new Variant(
            "start-after-write",
            "the request's start stamped once its last byte was written, not when it was handed"
                + " over",
            "tokenpace issue 'new stamping variants': the start stamped after the request is"
                + " written (NIO)",
            STAMPING,
            GLUE_ROOT + "startafterwrite",
            List.of(
                ScenarioRef.of(
                    SLOW_READER,
                    "A model slow to read a long prompt: time to first token includes the wait")),
            List.of(TTFT, LATENCY)),
        new Variant(
            "jdk-stamps-at-stream-end",
            "the JDK transport buffers streamed bodies (BodySubscribers.buffering, 1 MiB): "
                + "every event stamped at the stream's end",
            "tokenpace issue 'new stamping variants': a stamping slip in the JDK transport",
            JDK_DELIVERY,
            GLUE_ROOT + "jdkstampsatstreamend",
            List.of(ScenarioRef.of(JDK_CLIENT, "The JDK HTTP client times chunks as they arrive")),
            List.of(TTFT, ITL, LATENCY)),
        new Variant(
            "tokens-counted-per-chunk",
            "each streamed chunk tokenized alone: a word split across chunks counts in every chunk"
                + " holding a piece of it (16 tokens for 10 words), so ITL shrinks",
            "tokenpace issue 'Words split across chunks break ITL' (character-batching gateways)",
            TOKENIZER,
            GLUE_ROOT + "tokenscountedperchunk",
            List.of(
                ScenarioRef.of(
                    SPLIT_WORDS,
                    "Ten words in six-character chunks keep a 30 ms inter-token latency")),
            List.of(OUTPUT_TOKENS, ITL)),
        new Variant(
            "latency-from-schedule-from-start",
            "request latency from schedule counted from the actual send: a request that queued in"
                + " the benchmark hides its wait (coordinated omission)",
            "tokenpace issue 'Every check anchored outside the code under test' (a slip caught"
                + " only by a unit test)",
            METRICS,
            GLUE_ROOT + "latencyfromschedulefromstart",
            List.of(
                ScenarioRef.of(
                    OPEN_LOOP,
                    "A benchmark held to two requests in flight falls behind a slow model, and"
                        + " latency from schedule shows the wait")),
            List.of(FROM_SCHEDULE)),
        new Variant(
            "throughput-over-summed-latencies",
            "throughput divided by the successes' request latencies added up, as if the streams"
                + " had run one after another: four side by side read four times too slow",
            "tokenpace issue 'Every check anchored outside the code under test' (a slip caught"
                + " only by a unit test)",
            SUMMARY,
            GLUE_ROOT + "throughputoversummedlatencies",
            List.of(
                ScenarioRef.of(
                    THROUGHPUT, "Four streams at once finish in about half a second, not in two")),
            List.of(Throughput.REQUESTS, Throughput.OUTPUT_TOKENS)),
        new Variant(
            "nearest-rank-percentiles",
            "percentiles by nearest rank instead of numpy's linear interpolation",
            "tokenpace issue 'Every check anchored outside the code under test' (estimators"
                + " differ)",
            SUMMARY,
            GLUE_ROOT + "nearestrankpercentiles",
            List.of(
                ScenarioRef.of(
                    PERCENTILES,
                    "The 90th and 99th percentiles lie between the samples, not on them")),
            List.of(ITL)),
        new Variant(
            "missing-sample-meets-limit",
            "a success without the bounded metric counted as meeting its limit: a one-word answer"
                + " has no inter-token latency and passes a limit on it",
            "tokenpace issue 37 (a slip no feature caught: goodput for a success with no sample)",
            SUMMARY,
            GLUE_ROOT + "missingsamplemeetslimit",
            List.of(
                ScenarioRef.of(
                    GOODPUT,
                    "A one-word answer has no inter-token latency, so it cannot meet a limit on"
                        + " it")),
            List.of(Counted.GOODPUT)),
        new Variant(
            "usage-totals-added-up",
            "running usage totals sent in every chunk added up, as if each were a share: 9 output"
                + " tokens read as 26",
            "tokenpace issue 37 (a slip no feature caught: usage in every chunk)",
            USAGE,
            GLUE_ROOT + "usagetotalsaddedup",
            List.of(
                ScenarioRef.of(
                    USAGE_EVERY_CHUNK,
                    "Running totals in every chunk: the last one is the output token count")),
            List.of(OUTPUT_TOKENS, TPOT)),
        new Variant(
            "connect-stamped-after-write",
            "a new connection's connect stamped once the request was written: the connect"
                + " duration swallows the request send, which goes negative",
            "tokenpace issue 37 (a slip no feature caught: a way-in stamp at the wrong moment)",
            STAMPING,
            GLUE_ROOT + "connectstampedafterwrite",
            List.of(
                ScenarioRef.of(
                    WAY_IN,
                    "One connection opened, then reused, each part of the way in in its place"),
                ScenarioRef.of(
                    WAY_IN,
                    "A burst of new connections: each opened on the request that needed it")),
            List.of(WayInField.REQUEST_SEND, WayInField.CONNECT)),
        new Variant(
            "clock-offsets-ignored",
            "a shard's stamps merged as if on shard 0's clock, its manifest's wall-clock anchor"
                + " ignored: a shard whose machine's clock reads 5 s ahead lands 5 s late, and the"
                + " merged window, throughput and achieved rate stretch with it",
            "tokenpace issue 37 (merge across clocks: every shard ran on one machine)",
            MERGE,
            GLUE_ROOT + "clockoffsetsignored",
            List.of(
                ScenarioRef.of(
                    SHARDS,
                    "A load generator whose clock reads 5 s ahead, as its manifest says, still"
                        + " merges onto one timeline")),
            List.of(Throughput.REQUESTS, Counted.ACHIEVED_RATE)),
        new Variant(
            "merged-stages-lose-their-load",
            "the merged stages built from the requests alone, the manifests' stages never read:"
                + " each stage report loses its requested rate and its concurrency",
            "tokenpace issue 37 (a slip no feature caught: merged stages lose what each asked for)",
            MERGE,
            GLUE_ROOT + "stageloadslost",
            MERGED_STAGE_LOADS,
            List.of(Counted.REQUESTED_RATE, Counted.CONCURRENCY)),
        new Variant(
            "merged-stage-loads-added-up",
            "the shards' stage loads added up, as if each manifest held its shard's share: two"
                + " shards of a stage asking 5 a second report 10, three of a level of 3 report 9",
            "tokenpace issue 37 (each merged stage's requested rate and load shape)",
            MERGE,
            GLUE_ROOT + "stageloadsaddedup",
            MERGED_STAGE_LOADS,
            List.of(Counted.REQUESTED_RATE, Counted.CONCURRENCY)),
        new Variant(
            "scheduled-before-the-slot",
            "a closed loop's request stamped as scheduled when the loop turned to it, before it"
                + " waited for a free slot: the load's own shape reads as schedule delay",
            "tokenpace issue 37 (schedule delay in a closed loop: the slot wait is never counted)",
            CLOSED_LOOP,
            GLUE_ROOT + "scheduledbeforetheslot",
            List.of(
                ScenarioRef.of(
                    "features/load/concurrency.feature",
                    "In a closed loop a request waits for a free slot, and that wait is no schedule"
                        + " delay")),
            List.of(Metric.SCHEDULE_DELAY)),
        new Variant(
            "warm-up-reaches-the-server",
            "the warm-up's 704 requests played against the user's server, not the warm-up's own"
                + " fake: the server under test is loaded, and billed, before the run begins",
            "tokenpace issue 37 (the warm-up must never reach the user's model)",
            WARM_UP,
            GLUE_ROOT + "warmupreachestheserver",
            List.of(
                ScenarioRef.of(
                    "features/latency/warm-up.feature",
                    "The warm-up reaches neither the model nor the report, and the first request"
                        + " keeps its numbers")),
            List.of(Counted.REQUESTS)));
  }

  /** The glue of a run with {@code seamsPackage} providing the seams. */
  public static String glueWith(String seamsPackage) {
    return STEPS_GLUE + "," + seamsPackage;
  }

  /** Every feature some variant runs, once each: what the clean run must pass. */
  public static List<String> allFeatures(List<Variant> variants) {
    return variants.stream().flatMap(v -> v.features().stream()).distinct().toList();
  }

  /** Every scenario named to catch some variant, once each. */
  public static List<ScenarioRef> allCatchers(List<Variant> variants) {
    return variants.stream().flatMap(v -> v.catchers().stream()).distinct().toList();
  }
}
