package dev.tokenpace.calibrate;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import java.net.URI;
import java.time.Duration;

/**
 * The run configuration of one calibration level: chat, streamed, whitespace tokens. Its storage
 * path is the default one and stays unwritten: calibration runs with {@code writeReports(false)}.
 */
final class CalibrationConfigs {

  private CalibrationConfigs() {}

  static RunConfig config(CalibrateOptions options, URI base, LoadType type, Stage stage) {
    Duration streamTime = options.gap().multipliedBy(options.chunks() + 1L);
    return RunConfig.builder()
        .api(RunConfig.ApiType.CHAT)
        .streaming(true)
        .serverType(RunConfig.ServerType.VLLM)
        .baseUrl(base)
        .modelName(options.model())
        .ignoreEos(false)
        .load(type)
        .stage(stage)
        .interval(Duration.ZERO)
        .seed(42)
        .requestTimeout(streamTime.plusSeconds(60))
        .data(RunConfig.DataType.RANDOM)
        .inputTokens(RunConfig.LengthDistribution.fixed(4))
        .outputTokens(RunConfig.LengthDistribution.fixed(options.chunks()))
        .whitespaceTokenizer()
        .summary(true)
        .perStage(false)
        .perRequest(false)
        .build();
  }
}
