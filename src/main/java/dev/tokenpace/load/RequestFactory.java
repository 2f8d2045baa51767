package dev.tokenpace.load;

import dev.tokenpace.api.RequestBodies;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.ServerModels;
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
  private final URI warmUp;
  private final boolean streamed;
  private final PromptSource prompts;
  private final LengthSampler outputLengths;
  private final String runTag;
  private long sequence;

  /** A factory whose ids carry a fresh random run tag. */
  public RequestFactory(RunConfig config, PromptSource prompts) {
    this(config, prompts, UUID.randomUUID().toString().substring(0, 8));
  }

  /**
   * @param runTag the first part of every id; shards of one run pass the same tag, so each request
   *     has the id the unsharded run would give it
   */
  public RequestFactory(RunConfig config, PromptSource prompts, String runTag) {
    this.runTag = runTag;
    this.streamed = config.api().streaming();
    this.bodies =
        new RequestBodies(
            config.api().type(),
            config.server().modelName(),
            config.server().ignoreEos(),
            streamed);
    this.endpoint = bodies.endpoint(config.server().baseUrl());
    this.warmUp = ServerModels.modelsUrl(config.server().baseUrl());
    this.prompts = prompts;
    // never null: RunConfig.Data applies Defaults.OUTPUT_TOKENS when the config leaves it unset
    LengthDistribution output = config.data().outputTokens();
    this.outputLengths = new LengthSampler(output, new Random(config.load().seed() + 2));
  }

  /** Where every request goes. */
  public URI endpoint() {
    return endpoint;
  }

  /** What warms each connection opened ahead: the server's model list, cheap on any server. */
  public URI warmUp() {
    return warmUp;
  }

  /** Ids read "run-stage-sequence": unique within the run, and runs apart by their tag. */
  public PreparedRequest create(int stageId, long scheduledNanos) {
    String prompt = prompts.next();
    String id = runTag + "-" + stageId + "-" + sequence++;
    int maxTokens = Math.max(1, outputLengths.next());
    return new PreparedRequest(
        id,
        stageId,
        scheduledNanos,
        endpoint,
        bodies.body(prompt, maxTokens),
        streamed,
        prompt,
        maxTokens);
  }

  /**
   * Passes over the next request without building it: another shard sends it, and this one must
   * still draw its prompt, its length and its id so that the requests after it are the same.
   */
  public void skip() {
    prompts.next();
    outputLengths.next();
    sequence++;
  }
}
