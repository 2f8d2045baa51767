package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RedactorTest {

  private static final Redactor REDACTOR =
      Redactor.of(
          RunConfig.builder()
              .baseUrl("http://127.0.0.1:8000")
              .modelName("m")
              .apiKey("sk-abcdef123456")
              .header("Authorization-Org", "Bearer org-token-789")
              .header("X-Tenant", "acme-corp")
              .header("X-Flag", "on")
              .concurrent(1, 1)
              .build());

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Incorrect API key provided: sk-abcdef123456 | Incorrect API key provided: [redacted]",
        "Authorization: Bearer sk-abcdef123456. | Authorization: Bearer [redacted].",
        "org Bearer org-token-789 | org [redacted]",
        "token org-token-789 alone | token [redacted] alone",
        "tenant acme-corp | tenant [redacted]",
        "a value shorter than 4 is left: on | a value shorter than 4 is left: on",
        "GET http://user:hunter2@host:8000/v1 | GET http://[redacted]@host:8000/v1",
        "ftp://user@host and https://a:b@c/ | ftp://[redacted]@host and https://[redacted]@c/",
        "mail me at a@b.example, http://host/?who=a@b | "
            + "mail me at a@b.example, http://host/?who=a@b",
        "nothing secret | nothing secret"
      })
  void masksSecretsAndUrlCredentials(String text, String expected) {
    assertThat(REDACTOR.redact(text)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"''", "' '"})
  void emptyTextStaysEmpty(String text) {
    assertThat(REDACTOR.redact(text)).isEqualTo(text);
  }

  @org.junit.jupiter.api.Test
  void noSecretsMasksOnlyUrlCredentials() {
    assertThat(Redactor.none().redact("sk-abcdef123456 at http://u:p@h/"))
        .isEqualTo("sk-abcdef123456 at http://[redacted]@h/");
    assertThat(Redactor.none().redact(null)).isNull();
  }
}
