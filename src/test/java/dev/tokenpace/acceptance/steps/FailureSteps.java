package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.judge.DefinitionJudge.count;
import static dev.tokenpace.acceptance.judge.DefinitionJudge.label;

import dev.tokenpace.acceptance.checks.CountChecks;
import dev.tokenpace.acceptance.checks.FailureChecks;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Failures: requests the model broke, and how the report labels and separates them. Every count and
 * label is a check judged through the scenario's attempts, like the timed ones, so a rerun judges
 * it again on the new attempt.
 */
public class FailureSteps {

  private static final Counted REQUESTS = Counted.REQUESTS;
  private static final Counted LABEL = Counted.FAILURE_LABEL;

  private final World world;
  private final CheckAssertions checks;
  private final FailureChecks failures;

  public FailureSteps(World world, CheckAssertions checks, FailureChecks failures) {
    this.world = world;
    this.failures = failures;
    this.checks = checks;
  }

  @Then("all {count} requests succeeded")
  public void allSucceeded(int requests) {
    checks.holds(
        () -> {
          List<ReportedRequest> all = world.everyRequest();
          List<Check> made = new ArrayList<>();
          made.add(count(REQUESTS, "requests over every run", requests, all.size()));
          all.forEach(r -> made.add(succeeded(r)));
          return made;
        });
  }

  @Then("the failure is labelled {string}")
  public void failureLabelled(String label) {
    checks.holds(
        () -> {
          List<ReportedRequest> failures = world.onlyRun().report().failures();
          List<Check> made = new ArrayList<>();
          made.add(
              DefinitionJudge.some(
                  REQUESTS, "failed requests", failures.size(), new Lack.NoneFailed(label)));
          failures.forEach(
              r ->
                  made.add(
                      label(LABEL, "failure label of " + world.nameOf(r), label, r.errorLabel())));
          return made;
        });
  }

  @Then("the request to {string} failed(,) labelled {string}")
  public void requestToModelFailed(String model, String label) {
    checks.holds(
        () -> {
          List<ReportedRequest> requests = world.runOf(model).report().requests();
          List<Check> made = new ArrayList<>();
          made.add(count(REQUESTS, "requests to " + model, 1, requests.size()));
          requests.forEach(
              r ->
                  made.add(
                      label(
                          LABEL,
                          "failure label of the request to " + model,
                          label,
                          r.errorLabel())));
          return made;
        });
  }

  @Then("the request to {string} succeeded")
  public void requestToModelSucceeded(String model) {
    checks.holds(
        () -> {
          List<ReportedRequest> requests = world.runOf(model).report().requests();
          List<Check> made = new ArrayList<>();
          made.add(count(REQUESTS, "requests to " + model, 1, requests.size()));
          requests.forEach(r -> made.add(succeeded(r)));
          return made;
        });
  }

  @Then("every request sent is accounted for: successes plus failures equal the requests sent")
  public void everyRequestAccountedFor() {
    checks.holds(
        () -> {
          List<Check> made = new ArrayList<>();
          made.add(
              DefinitionJudge.some(
                  REQUESTS, "benchmark runs", world.runs().size(), new Lack.NoRun()));
          for (RunOutcome run : world.runs()) {
            RunReport report = run.report();
            String model = run.script().model();
            made.add(
                count(
                    REQUESTS,
                    "requests sent in the summary of model " + model,
                    report.successCount() + report.failureCount(),
                    report.sentCount()));
            made.add(
                count(
                    REQUESTS,
                    "requests the summary of model "
                        + model
                        + " says were sent, against those sent",
                    run.requestsSent(),
                    report.sentCount()));
            made.add(
                count(
                    REQUESTS,
                    "requests in the per-request report of model " + model,
                    run.requestsSent(),
                    report.requests().size()));
          }
          return made;
        });
  }

  @Then("every request failed(,) labelled {string}(,) with a message containing {string}")
  public void everyRequestFailed(String label, String message) {
    checks.holds(
        () -> {
          List<ReportedRequest> all = world.everyRequest();
          List<Check> made = new ArrayList<>();
          made.add(
              DefinitionJudge.some(
                  REQUESTS, "requests over every run", all.size(), new Lack.NoneSent()));
          for (ReportedRequest r : all) {
            made.add(label(LABEL, "failure label of " + world.nameOf(r), label, r.errorLabel()));
            made.add(messageContains(world.nameOf(r), r.errorMessage(), message));
          }
          return made;
        });
  }

  @Then("the report files were written")
  public void reportFilesWritten() {
    checks.holds(
        () -> {
          List<Check> made = new ArrayList<>();
          for (RunOutcome run : world.runs()) {
            Path dir = run.reportDir();
            made.add(label(Counted.REPORT_FILES, "report directory written", true, dir != null));
            if (dir != null) {
              for (String file :
                  List.of("summary_lifecycle_metrics.json", "per_request_lifecycle_metrics.json")) {
                made.add(
                    label(
                        Counted.REPORT_FILES,
                        file + " written, not empty",
                        true,
                        nonEmpty(dir.resolve(file))));
              }
            }
          }
          return made;
        });
  }

  @Then("the {ordinal} request failed(,) labelled {string}")
  public void requestFailed(int request, String label) {
    checks.holds(() -> failedLabelled(request, label));
  }

  @Then("the {ordinal} request failed(,) labelled {string}(,) with a message containing {string}")
  public void requestFailedWithMessage(int request, String label, String message) {
    checks.holds(
        () -> {
          List<Check> made = new ArrayList<>(failedLabelled(request, label));
          made.add(
              messageContains(
                  "request " + request, world.onlyRun().request(request).errorMessage(), message));
          return made;
        });
  }

  @Then("the {ordinal} request succeeded")
  public void requestSucceeded(int request) {
    checks.holds(() -> List.of(succeeded(world.onlyRun().request(request))));
  }

  @Then("the {ordinal} request succeeded with {count} output tokens")
  public void requestSucceededWithTokens(int request, int tokens) {
    checks.holds(
        () -> {
          ReportedRequest r = world.onlyRun().request(request);
          return List.of(
              succeeded(r),
              count(
                  Counted.OUTPUT_TOKENS,
                  "output tokens of request " + request,
                  tokens,
                  r.outputTokens()));
        });
  }

  @Then("the {ordinal} request kept the {count} chunks that arrived before the fault")
  public void keptChunks(int request, int chunks) {
    checks.holds(
        () -> {
          RunOutcome run = world.onlyRun();
          return List.of(
              label(
                  Counted.CHUNKS,
                  "chunks kept in the report of request " + request,
                  run.script().stream().firstChunkTexts(chunks),
                  run.keptChunkTexts(request)));
        });
  }

  @Then("the {ordinal} request got no answer at all, not even the response headers")
  public void noHeaders(int request) {
    checks.holds(() -> silence(request, false));
  }

  @Then("the {ordinal} request got the response headers but no chunk")
  public void headersButNoChunk(int request) {
    checks.holds(() -> silence(request, true));
  }

  /** A request that got no chunk, with or without its response headers. */
  private List<Check> silence(int request, boolean headers) {
    ReportedRequest silent = world.onlyRun().request(request);
    int chunks = headers ? silent.tokenChunks().size() : silent.events().size();
    return List.of(
        label(
            Counted.RESPONSE_HEADERS,
            "response headers of request " + request,
            headers,
            silent.receivedHeaders()),
        count(Counted.CHUNKS, "chunks of request " + request, 0, chunks));
  }

  @Then("every other request succeeded")
  public void everyOtherSucceeded() {
    checks.holds(
        () -> {
          List<ReportedRequest> scripted = world.onlyRun().answeredAsScripted();
          List<Check> made = new ArrayList<>();
          made.add(
              DefinitionJudge.some(
                  REQUESTS,
                  "requests the model answered as scripted",
                  scripted.size(),
                  new Lack.NoneAsScripted()));
          scripted.forEach(r -> made.add(succeeded(r)));
          return made;
        });
  }

  @Then("the benchmark sent {count} requests")
  public void sent(int requests) {
    checks.holds(() -> failures.ofTheRequestsSent(requests));
  }

  private List<Check> failedLabelled(int request, String label) {
    ReportedRequest failed = world.onlyRun().request(request);
    return List.of(
        label(REQUESTS, "request " + request + " failed", true, !failed.success()),
        label(
            LABEL,
            "failure label of request " + request + " (message: " + failed.errorMessage() + ")",
            label,
            failed.errorLabel()));
  }

  private Check succeeded(ReportedRequest r) {
    return CountChecks.succeeded(r, world.nameOf(r));
  }

  private static Check messageContains(String request, String actual, String expected) {
    boolean contains = actual != null && actual.contains(expected);
    return Check.of(
        contains,
        Judgement.COUNT_OR_LABEL,
        Counted.FAILURE_MESSAGE,
        "failure message of " + request,
        new Value.Containing(expected),
        new Value.Label(String.valueOf(actual)),
        new RequestMisses.DoesNotContain(actual, expected));
  }

  private static boolean nonEmpty(Path file) {
    try {
      return Files.isRegularFile(file) && Files.size(file) > 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
