package dev.tokenpace.load;

import dev.tokenpace.api.RequestBodies;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import java.net.URI;
import java.util.Random;
import java.util.UUID;

/**
 * Prepares each request (prompt, body, unique id) ahead of its send time, on the dispatcher thread.
 */
public final class RequestFactory {

  private final RequestBodies bodies;
  private final URI endpoint;
  private final boolean streamed;
  private final PromptSource prompts;
  private final LengthSampler outputLengths;
  private final String runTag = UUID.randomUUID().toString().substring(0, 8);
  private long sequence;

  public RequestFactory(RunConfig config, PromptSource prompts) {
    this.streamed = config.api().streaming();
    this.bodies =
        new RequestBodies(
            config.api().type(),
            config.server().modelName(),
            config.server().ignoreEos(),
            streamed);
    this.endpoint = bodies.endpoint(config.server().baseUrl());
    this.prompts = prompts;
    LengthDistribution output =
        config.data() != null && config.data().outputTokens() != null
            ? config.data().outputTokens()
            : Defaults.OUTPUT_TOKENS;
    this.outputLengths = new LengthSampler(output, new Random(config.load().seed() + 2));
  }

  /** Ids read "run-stage-sequence": unique within the run, and runs apart by their tag. */
  public PreparedRequest create(int stageId, long scheduledNanos) {
    String prompt = prompts.next();
    String id = runTag + "-" + stageId + "-" + sequence++;
    return new PreparedRequest(
        id,
        stageId,
        scheduledNanos,
        endpoint,
        bodies.body(prompt, Math.max(1, outputLengths.next())),
        streamed,
        prompt);
  }
}
