package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.ConfigException;
import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.ApiType;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The client takes its settings from the run config as they are: the config applied the defaults,
 * and no config the client could not use exists.
 */
class ClientSettingsTest {

  private static RunConfig.Api api(
      RunConfig config, String requestIdHeader, Map<String, String> headers) {
    return new RunConfig.Api(
        config.api().type(), config.api().streaming(), requestIdHeader, headers);
  }

  private static RunConfig withApi(RunConfig config, RunConfig.Api api) {
    return new RunConfig(
        api,
        config.server(),
        config.load(),
        config.data(),
        config.tokenizer(),
        config.report(),
        config.storage());
  }

  @Test
  void theConfigsValuesAreTaken() {
    RunConfig config =
        RunConfig.builder()
            .baseUrl("http://127.0.0.1:9000")
            .modelName("m")
            .apiKey("k")
            .api(ApiType.COMPLETION)
            .streaming(true)
            .requestIdHeader("X-Trace")
            .header("A", "1")
            .requestTimeout(Duration.ofSeconds(7))
            .maxResponseEvents(10)
            .maxResponseChars(100)
            .concurrent(1, 1)
            .build();

    ClientSettings settings = ClientSettings.from(config);

    assertThat(settings.api()).isEqualTo(ApiType.COMPLETION);
    assertThat(settings.requestIdHeader()).isEqualTo("X-Trace");
    assertThat(settings.headers()).containsExactly(Map.entry("A", "1"));
    assertThat(settings.apiKey()).isEqualTo("k");
    assertThat(settings.requestTimeout()).isEqualTo(Duration.ofSeconds(7));
    assertThat(settings.maxEventBytes()).isEqualTo(dev.tokenpace.config.Defaults.MAX_EVENT_BYTES);
    assertThat(settings.responseCaps()).isEqualTo(new ResponseCaps(10, 100));
    assertThat(settings.ioThreads()).isGreaterThanOrEqualTo(4);
    assertThat(settings.assemblyThreads()).isPositive();
  }

  @Test
  void aConfigLeavingTheRequestIdHeaderAndHeadersUnsetGivesTheClientTheDefaults() {
    RunConfig config = leavingTheApiUnset();

    ClientSettings settings = ClientSettings.from(config);
    assertThat(settings.requestIdHeader()).isEqualTo(Defaults.REQUEST_ID_HEADER);
    assertThat(settings.headers()).isEmpty();
    assertThat(settings.responseCaps()).isEqualTo(ResponseCaps.DEFAULT);
    assertThat(ClientSettings.from(withApi(config, api(config, "X-Id", null))).headers()).isEmpty();
  }

  @Test
  void noConfigWithoutAUsableRequestIdHeaderExistsForTheClientToRepair() {
    RunConfig config = leavingTheApiUnset();

    assertThatThrownBy(() -> withApi(config, api(config, null, Map.of())))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("api.request_id_header");
    assertThatThrownBy(() -> withApi(config, api(config, "  ", Map.of())))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("api.request_id_header");
  }

  @Test
  void otherResponseLimitsChangeTheLimitsAlone() {
    ClientSettings settings = ClientSettings.from(leavingTheApiUnset());

    ClientSettings limited = settings.withResponseLimits(1024, new ResponseCaps(3, 10));

    assertThat(limited.maxEventBytes()).isEqualTo(1024);
    assertThat(limited.responseCaps()).isEqualTo(new ResponseCaps(3, 10));
    assertThat(limited.withResponseLimits(settings.maxEventBytes(), settings.responseCaps()))
        .isEqualTo(settings);
    assertThatThrownBy(() -> settings.withResponseLimits(0, ResponseCaps.DEFAULT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("max event bytes must be positive: 0");
  }

  private static RunConfig leavingTheApiUnset() {
    return RunConfig.builder()
        .baseUrl("http://127.0.0.1:9000")
        .modelName("m")
        .concurrent(1, 1)
        .build();
  }
}
