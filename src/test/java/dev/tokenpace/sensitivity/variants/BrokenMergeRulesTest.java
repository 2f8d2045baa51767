package dev.tokenpace.sensitivity.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.tokenpace.report.MergeRules;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.ShardMerge;
import dev.tokenpace.report.SummaryReport;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.report.SyntheticShards;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each broken merge differs from the clean one on three synthetic shards whose hosts' clocks are
 * 0.37 s apart, their stages asking for 300 and then 600 requests a second.
 */
class BrokenMergeRulesTest {

  @TempDir Path dir;

  private final List<Path> shards = new ArrayList<>();

  @BeforeEach
  void writeShards() throws IOException {
    SyntheticShards synthetic = new SyntheticShards(3, 50);
    for (int i = 0; i < 3; i++) {
      Path shard = dir.resolve("shard-" + i);
      synthetic.write(i, shard);
      shards.add(shard);
    }
  }

  @Test
  void ignoringTheClockOffsetsStretchesTheWindow() throws IOException {
    double clean = merged(MergeRules.STANDARD).summary().benchmarkTimeSeconds();
    double broken = merged(BrokenMergeRules.clockOffsetsIgnored()).summary().benchmarkTimeSeconds();

    assertThat(broken).isNotCloseTo(clean, offset(0.1));
  }

  @Test
  void losingTheStageLoadsLeavesTheRequestedRateOut() throws IOException {
    assertThat(requestedRates(MergeRules.STANDARD)).containsExactly(300.0, 600.0);
    assertThat(requestedRates(BrokenMergeRules.stageLoadsLost())).containsOnlyNulls();
  }

  @Test
  void addingTheStageLoadsUpMultipliesThemByTheShards() throws IOException {
    assertThat(requestedRates(BrokenMergeRules.stageLoadsAddedUp())).containsExactly(900.0, 1800.0);
  }

  private List<Double> requestedRates(MergeRules rules) throws IOException {
    List<Double> rates = new ArrayList<>();
    for (SummaryReport stage : merged(rules).stages().values()) {
      rates.add(stage.loadSummary().stage().requestedRate());
    }
    return rates;
  }

  private RunReports merged(MergeRules rules) throws IOException {
    return ShardMerge.merge(shards, SummaryRules.STANDARD, rules);
  }
}
