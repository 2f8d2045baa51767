package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.ClientExchange;
import dev.tokenpace.acceptance.checks.ClientRequest;
import dev.tokenpace.acceptance.checks.Refusal;
import dev.tokenpace.acceptance.checks.Refusals;
import dev.tokenpace.acceptance.checks.StreamedUsage;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.world.World;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.List;
import java.util.function.Supplier;

/**
 * The model as an OpenAI server to any client, no benchmark involved: it refuses what OpenAI
 * refuses, seen as plain HTTP and through the official OpenAI Java SDK, and sends usage only when
 * asked (docs/fake.md).
 */
public class OpenAiRulesSteps {

  private final World world;
  private final ClientExchange exchange;
  private final Refusals refusals;
  private final StreamedUsage usage;
  private final CheckAssertions checks;
  private final ScenarioEvidence evidence;

  public OpenAiRulesSteps(
      World world,
      ClientExchange exchange,
      Refusals refusals,
      StreamedUsage usage,
      CheckAssertions checks,
      ScenarioEvidence evidence) {
    this.world = world;
    this.exchange = exchange;
    this.refusals = refusals;
    this.usage = usage;
    this.checks = checks;
    this.evidence = evidence;
  }

  @When("a client sends a {api} request with {}")
  public void sendsWith(ApiType api, String fields) {
    send(ClientRequest.with(api, model(), fields));
  }

  @When("a client sends a {api} request without {string}")
  public void sendsWithout(ApiType api, String field) {
    send(ClientRequest.without(api, model(), field));
  }

  @When("a client sends a {api} request whose whole body is {string}")
  public void sendsWholeBody(ApiType api, String body) {
    send(ClientRequest.wholeBody(api, body));
  }

  @When("a client sends a {api} request whose body is over {count} MiB")
  public void sendsOver(ApiType api, int mebibytes) {
    send(ClientRequest.over(api, model(), mebibytes));
  }

  @Then("the model refuses it with status {count}(,) type {word}(,) param {word} and code {word}")
  public void refusesIt(int status, String type, String param, String code) {
    judged(() -> refusals.ofPlainAnswer(Refusal.stated(status, type, param, code)));
  }

  @Then(
      "the OpenAI Java SDK raises {word} for it(,) with type {word}(,) param {word} and code"
          + " {word}")
  public void sdkRaises(String exception, String type, String param, String code) {
    judged(() -> refusals.ofSdk(exception, Refusal.stated(0, type, param, code)));
  }

  @Then("the OpenAI Java SDK cannot send such a body")
  public void sdkCannotSend() {
    if (refusals.sdkCanSend()) {
      throw new IllegalStateException(
          "the OpenAI Java SDK can send this body (a JSON object): say which exception it raises");
    }
    evidence.log(
        "The OpenAI Java SDK sends only the JSON object it builds from its params, so it cannot"
            + " send this body: only the plain HTTP request was checked.");
  }

  /** The usual request, as LLMPerf sends it. */
  @When("a client sends a {api} request without asking for usage")
  public void sendsWithoutAskingForUsage(ApiType api) {
    send(ClientRequest.usual(api, model()));
  }

  @Then("the client received no usage and no chunk without choices")
  public void noUsage() {
    judged(usage::ofNoUsage);
  }

  @Then("the client received exactly one usage chunk(,) the last before [DONE]")
  public void oneUsageChunkLast() {
    judged(usage::ofOneUsageChunkLast);
  }

  @Then(
      "the client received the usage so far in every chunk with choices(,) and the usage chunk"
          + " last")
  public void usageInEveryChunk() {
    judged(usage::ofUsageInEveryChunkWithChoices);
  }

  @Then("the client's usage counts {count} prompt tokens and {count} completion tokens")
  public void usageCounts(int prompt, int completion) {
    judged(() -> usage.ofCounts(prompt, completion));
  }

  /** Judges the step's checks, each passed one shown under the step with what the client saw. */
  private void judged(Supplier<List<Check>> step) {
    checks.holds(
        () -> {
          List<Check> made = step.get();
          made.stream().filter(Check::passed).forEach(c -> evidence.log(c.message()));
          return made;
        });
  }

  private String model() {
    return world.models().current().model();
  }

  /** Sends to the scenario's fake, serving every scripted model, as another client would. */
  private void send(ClientRequest request) {
    exchange.send(world.serveModelsToOtherClients(), request);
  }
}
