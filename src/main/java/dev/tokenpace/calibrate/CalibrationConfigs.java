package dev.tokenpace.calibrate;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The run configuration of one calibration level: chat, streamed, whitespace tokens, no report
 * files.
 */
final class CalibrationConfigs {

  private CalibrationConfigs() {}

  static RunConfig config(CalibrateOptions options, URI base, LoadType type, Stage stage) {
    Duration streamTime = options.gap().multipliedBy(options.chunks() + 1L);
    return new RunConfig(
        new RunConfig.Api(RunConfig.ApiType.CHAT, true, "X-Request-Id", Map.of()),
        new RunConfig.Server(RunConfig.ServerType.VLLM, base, options.model(), false, null),
        new RunConfig.Load(type, List.of(stage), Duration.ZERO, 42, streamTime.plusSeconds(60)),
        new RunConfig.Data(
            RunConfig.DataType.RANDOM,
            null,
            RunConfig.LengthDistribution.fixed(4),
            RunConfig.LengthDistribution.fixed(options.chunks())),
        new RunConfig.TokenizerSpec(RunConfig.TokenizerType.WHITESPACE, null),
        new RunConfig.Report(true, false, false, Defaults.PERCENTILES, false),
        new RunConfig.Storage(null));
  }
}
