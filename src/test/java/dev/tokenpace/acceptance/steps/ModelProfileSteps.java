package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ScriptedChunk;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import java.time.Duration;
import java.util.List;

/** The model's profile: what the fake model streams and when. */
public class ModelProfileSteps {

  private final World world;

  public ModelProfileSteps(World world) {
    this.world = world;
  }

  @Given("the model streams {string} one word per chunk")
  public void streamsOneWordPerChunk(String text) {
    world.models().current().addWords(text);
  }

  @Given("a model named {string} streams {string} one word per chunk")
  public void namedModelStreamsOneWordPerChunk(String model, String text) {
    world.models().named(model).addWords(text);
  }

  @Given("it waits {duration} before the first chunk and {durations} between the others")
  public void waitsBeforeFirstAndBetween(Duration first, List<Duration> gaps) {
    world.models().current().time(first, gaps);
  }

  @Given("the model streams these chunks:")
  public void streamsTheseChunks(List<ScriptedChunk> chunks) {
    chunks.forEach(world.models().current()::add);
  }

  @Given("the chunk {string} goes out in two writes {duration} apart")
  public void chunkSplitInTwoWrites(String text, Duration pause) {
    world.models().current().splitChunk(text, pause);
  }

  @Given("the model drops the connection after {int} chunks")
  public void dropsTheConnection(int chunks) {
    world.models().current().dropConnectionAfter(chunks);
  }

  @Given("the model answers its first request with a server error")
  public void firstRequestFailsWithServerError() {
    world.models().current().failFirstRequestWithServerError();
  }

  @Given("{int} models each stream {int} words, every wait drawn between {duration} and {duration}")
  public void randomModels(int models, int words, Duration min, Duration max) {
    world.models().addRandomModels(models, words, min, max);
  }
}
