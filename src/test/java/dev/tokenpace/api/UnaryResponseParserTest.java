package dev.tokenpace.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.Usage;
import org.junit.jupiter.api.Test;

class UnaryResponseParserTest {

  @Test
  void chatMessageWithReasoningAndUsage() {
    UnaryResponse r =
        new UnaryResponseParser(ApiType.CHAT)
            .parse(
                "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"reasoning_content\":\"think"
                    + " \",\"content\":\"Paris\"},"
                    + "\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":2,\"total_tokens\":5}}");
    assertThat(r.outputText()).isEqualTo("think Paris");
    assertThat(r.usage()).isEqualTo(new Usage(3, 2, 5, null));
    assertThat(r.finishReason()).isEqualTo("stop");
    assertThat(r.errorMessage()).isNull();
  }

  @Test
  void completionText() {
    UnaryResponse r =
        new UnaryResponseParser(ApiType.COMPLETION).parse("{\"choices\":[{\"text\":\"abc\"}]}");
    assertThat(r.outputText()).isEqualTo("abc");
  }

  @Test
  void errorBodyMessages() {
    assertThat(ErrorBodies.message("{\"error\":{\"message\":\"too long\"}}")).isEqualTo("too long");
    assertThat(ErrorBodies.message("{\"message\":\"nope\",\"code\":400}")).isEqualTo("nope");
    assertThat(ErrorBodies.message("  Bad Gateway\n")).isEqualTo("Bad Gateway");
    assertThat(ErrorBodies.message("x".repeat(600))).hasSize(501);
  }
}
