package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaims;
import dev.tokenpace.acceptance.steps.SecondSubject;
import dev.tokenpace.acceptance.support.FeatureScenarios;
import dev.tokenpace.acceptance.support.StepVocabulary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sentences about the report, as product owners write them, each matched by the one sentence step
 * and no other (Cucumber refuses a step two definitions match), and its claims all read.
 */
class ReportSentenceStepTest {

  private static final StepVocabulary STEPS = StepVocabulary.ofTheSuite();

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the report shows a time to first token of 120 ms",
        "the report shows a mean TTFT of 195 ms and a maximum request latency of 380 ms",
        "the report shows 2 requests with a TTFT of 100 ms and 2 requests with a TTFT of 290 ms",
        "the report shows an inter-token latency of 10 ms for every request",
        "the report shows a TPOT of about 12.5 ms, 6 output tokens and 0 failed requests",
        "the benchmark reports a p99 ITL of 40 ms",
        "the report shows TTFTs of 300 ms, 200 ms and 100 ms, in the order the requests were sent",
        "the report shows a TTFT of 300 ms for the first request and 30 ms for the other 4",
        "the report shows a TTFT of 250 ms, not 50 ms",
        "the results show 3 successful requests and 1 failed request",
        "the report shows 4 successful requests and 0 failures",
        "the report shows 3 of 3 answers ran past the limit",
        "it reports a TPOT of about 20 ms, not 50 ms",
        "the client should show a time per output token of 10 ms per request and no failures",
        "the benchmark should report a p90 TTFT of 50 ms within 10 ms"
      })
  void aSentenceMatchesTheSentenceStepAloneAndEveryClaimReads(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).endsWith("{claims}"));
    String claims =
        step.replaceFirst(
            "^(?:the report|the results|the benchmark|the client|it) (?:should"
                + " )?(?:shows?|reports?) ",
            "");
    assertThat(ReportClaims.parse(claims)).isNotEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "every request reports a TTFT of 100 ms and an ITL of 10 ms",
        "each request reports an ITL of 10 ms, a TPOT of 10 ms and a request latency of 90 ms",
        "2 requests report a TTFT of 100 ms and a request latency of 160 ms",
        "the request reports a TTFT of 100 ms and a latency of 280 ms",
        "the first request reports a TTFT of 300 ms and a request latency of 330 ms",
        "requests 2 and 4 report a TTFT of 100 ms and an ITL of 10 ms",
        "the 3rd request reports a TTFT of 100 ms, a TPOT of 10 ms and an ITL of 10 ms",
        "the second and third requests report a TTFT of 100 ms and an ITL of 10 ms"
      })
  void severalClaimsOfRequestsMatchTheirSentenceStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).endsWith("{claimList}"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the second and third requests each report a TTFT of 100 ms",
        "the 1st and 2nd requests report a TTFT of 50 ms, give or take 10 ms",
        "requests 2 and 4 report a TTFT of 50 ms, plus or minus 5 ms"
      })
  void oneClaimOfNamedRequestsMatchesTheGlossaryStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .containsExactly("{requests} (each )report(s)/(each )reported a/an {metric} of {stated}");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "each of the second and third requests report a TTFT of 100 ms",
        "the other 4 requests each report a TTFT of 100 ms",
        "the other requests report a TTFT of 100 ms and a request latency of 130 ms",
        "the remaining 2 requests report a TTFT of 100 ms",
        "the rest of the requests report a TTFT of 100 ms"
      })
  void requestsNoGlossaryStepNamesMatchTheirSentenceStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).endsWith("{claims}"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "its largest ITL is 1000 ms and its median ITL is 20 ms",
        "the median TTFT is 100 ms and the p99 TTFT is 300 ms",
        "their TTFTs are 150 ms, 130 ms and 110 ms",
        "the TTFTs are 150 ms, 130 ms and 110 ms",
        "its TTFT is 100 ms, its ITL is 10 ms and its TPOT is 10 ms",
        "the request's TTFT is 320 ms",
        "the request's latency is 1300 ms and its TPOT is 20 ms within 0.5 ms",
        "the output throughput is about 320 tokens per second",
        "the request throughput is 8 requests per second"
      })
  void whatTheNumbersAreMatchesTheCopulaStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .isEqualTo("{copulaClaims}");
    assertThat(ReportClaims.parse(step)).isNotEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the run reports 4 succeeded and 2 failed requests",
        "the run reports a mean TTFT of 140 ms and 0 failures"
      })
  void theRunReportsAsTheReportShows(String step) {
    assertThat(STEPS.everyMatch(step))
        .singleElement()
        .isEqualTo(
            "{reporter} shows/reports/show/report/warns/warn/says/say/reads/read/lists/list"
                + "/records/record/notes/note/flags/flag/mentions/mention {claims}");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1 request is sent",
        "4 requests are sent",
        "4 requests are sent at the same moment",
        "4 requests are sent at once",
        "5 requests are sent one after another",
        "5 requests are sent, one at a time",
        "6 requests are sent, 2 at a time"
      })
  void passiveWhensMatchOneStep(String step) {
    assertThat(STEPS.everyMatch(step)).as("the step definitions \"%s\" matches", step).hasSize(1);
  }

  /** The grammar takes no line from the glossary's own steps: each example is one step still. */
  @Test
  void everyGlossaryExampleMatchesOneStep() throws IOException {
    Pattern example = Pattern.compile("^\\| `[^`]+` \\| `(?:Given|When|Then|And|But) ([^`]+)`");
    List<String> notOne = new ArrayList<>();
    for (String row : Files.readAllLines(Path.of("docs", "steps.md"))) {
      Matcher m = example.matcher(row);
      if (m.find()) {
        String step = m.group(1).replace("\\|", "|");
        List<String> matches = STEPS.everyMatch(step);
        if (matches.size() != 1) {
          notOne.add(step + " matches " + matches);
        }
      }
    }
    assertThat(notOne).isEmpty();
  }

  @Test
  void noStepOfTheSuiteMatchesTwoDefinitions() {
    List<String> ambiguous = new ArrayList<>();
    for (FeatureScenarios.Scenario scenario : FeatureScenarios.ofTheSuite()) {
      for (String step : scenario.steps()) {
        List<String> matches = STEPS.everyMatch(step);
        if (matches.size() > 1) {
          ambiguous.add(scenario + ": " + step + " matches " + matches);
        }
      }
    }
    assertThat(ambiguous).as("steps Cucumber would refuse as ambiguous").isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the report counts 3 answers past max_tokens",
        "3 of 10 answers ran past the limit",
        "the request reports a time to first token of 400 ms",
        "every request reports an inter-token latency of 10 ms",
        "each request reports a time to first token of 2,100 ms",
        "2 requests report a time to first token of 100 ms",
        "the benchmark counted 5 output tokens",
        "the first request reports a TTFT of 300 ms",
        "requests 2 and 4 report a TTFT of 1,100 ms",
        "its TTFT is 100 ms",
        "its median ITL is 20 ms",
        "the median TTFT is 100 ms",
        "the TTFT is 100 ms and the ITL is 10 ms"
      })
  void theGlossaryStepsBesideItStayUnambiguous(String step) {
    assertThat(STEPS.everyMatch(step)).as("the step definitions \"%s\" matches", step).hasSize(1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "tokenpace sends 1 request",
        "tokenpace sends 6 requests one after the other",
        "tokenpace sends 4 requests at the same moment",
        "we send 4 requests in parallel",
        "the benchmark client sends 3 requests one at a time",
        "the client sends 4 requests all at once",
        "the benchmark sends 4 requests simultaneously",
        "tokenpace sends 10 requests per second for 2 seconds",
        "tokenpace sends 10 requests each asking for at most 50 output tokens"
      })
  void theProductsNameOrWeSendsAsTheClientDoes(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).startsWith("{sender} send(s) "));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the first request shows TTFT 150 ms and latency 190 ms",
        "the second request shows TTFT 100 ms",
        "the request shows TTFT 100 ms, latency 780 ms and 11 output tokens",
        "both requests show TPOT 10 ms",
        "every request shows a TTFT of 100 ms",
        "2 requests show TTFT 260 ms",
        "the other 4 requests show TTFT 100 ms",
        "it shows median ITL 20 ms, maximum ITL 500 ms and TPOT 68 ms",
        "the run shows mean TTFT 240 ms, ITL 20 ms for every request, and 4 succeeded",
        "the report shows 4 requests succeeded and 2 failed",
        "the report shows 2 requests with TTFT 100 ms and latency 280 ms",
        "the report shows TTFT 200 ms, not 50 ms",
        "the first request shows TTFT 2000 ms and the other three show TTFT 100 ms",
        "the first request reports a TTFT of 300 ms and the others report a TTFT of 100 ms",
        "the other three requests show TTFT 100 ms"
      })
  void showsReadsAsReportsAfterAnySubject(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).matches(".*\\{claims}|.*\\{claimList}"));
    String claims = step.replaceFirst("^(?:the report|the run|it|.+?) (?:shows?|reports?) ", "");
    SecondSubject second = SecondSubject.in(claims).orElse(null);
    if (second != null) {
      assertThat(ReportClaims.parse(second.claims())).isNotEmpty();
      assertThat(ReportClaims.parse(second.itsClaims())).isNotEmpty();
    } else {
      assertThat(ReportClaims.parse(claims)).isNotEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a fake server that gives the first word after 100 ms, then 10 more words 20 ms apart",
        "each request gets its first word after 100 ms, then 9 more words 20 ms apart",
        "every answer has 5 words 10 ms apart",
        "a fake server that handles at most 2 requests at a time and queues the others",
        "it pauses 500 ms instead of 20 ms between the 6th and 7th words",
        "a fake server that answers every third request with HTTP 500 and no tokens",
        "it sends its first word at 200 ms, then 4 more words 25 ms apart",
        "a fake server that gives its first word after 2000 ms on its first request and after 100"
            + " ms on every later request",
        "a fake server that gives its first word after 20 ms plus 1 ms per prompt token",
        "a fake server that sends empty chunks at 50 ms, 100 ms and 150 ms",
        "a fake server that waits until 50 ms after the first request arrives, then starts all"
            + " waiting requests as one batch"
      })
  void freeFormServerGivensMatchOneScriptStep(String step) {
    assertThat(STEPS.everyMatch(step)).as("the step definitions \"%s\" matches", step).hasSize(1);
  }

  @org.junit.jupiter.api.Test
  void anAndWithItsVerbAloneIsToldTheSubjectItLacks() {
    assertThat(
            STEPS.hint(
                "sends its first real word at 300 ms, followed by 19 more words 10 ms apart"))
        .contains("It needs a subject: \"it sends its first real word at 300 ms");
  }
}
