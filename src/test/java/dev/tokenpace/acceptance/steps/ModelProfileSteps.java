package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.ScriptedChunk;
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
    world.models().current().stream().addWords(text);
  }

  @Given("a model named {string} streams {string} one word per chunk")
  public void namedModelStreamsOneWordPerChunk(String model, String text) {
    world.models().named(model).stream().addWords(text);
  }

  @Given("{server} streams/sends {count} one-word chunks")
  public void streamsCountedChunks(String server, int count) {
    world.models().current().stream().addCountedWords(count);
  }

  @Given(
      "{server} streams/sends {count} (one-word )chunks(,)/words(,)/tokens(,) {duration} apart(,)"
          + " after( a) {duration}( first token)")
  public void streamsCountedChunksInRhythm(String server, int count, Duration gap, Duration first) {
    world.models().current().stream().addCountedWords(count);
    world.models().current().stream().time(first, List.of(gap));
  }

  @Given(
      "a model named {string} streams {count} one-word chunks(,) {duration} apart(,) after"
          + " {duration}")
  public void namedModelStreamsCountedChunksInRhythm(
      String model, int count, Duration gap, Duration first) {
    world.models().named(model).stream().addCountedWords(count);
    world.models().current().stream().time(first, List.of(gap));
  }

  @Given(
      "the model streams {string} in chunks of {count} characters(,) {duration} apart(,) after"
          + " {duration}")
  public void streamsCharacterChunks(String text, int size, Duration gap, Duration first) {
    world.models().current().stream().addCharacterChunks(text, size);
    world.models().current().stream().time(first, List.of(gap));
  }

  @Given(
      "the model streams {string} in chunks of {count} bytes(,) {duration} apart(,) after"
          + " {duration}")
  public void streamsByteChunks(String text, int size, Duration gap, Duration first) {
    world.models().current().stream().addByteChunks(text, size);
    world.models().current().stream().time(first, List.of(gap));
  }

  @Given("the server reports {count} completion tokens in its usage")
  public void reportsUsage(int tokens) {
    world.models().current().stream().reportUsage(tokens);
  }

  @Given("the model sends a keep-alive every {duration} for {duration} before the first chunk")
  public void keepAlives(Duration every, Duration span) {
    world.models().current().stream().keepAliveBeforeFirstChunk(every, span);
  }

  @Given("it waits {duration} before the first chunk and {durations} between the others")
  public void waitsBeforeFirstAndBetween(Duration first, List<Duration> gaps) {
    world.models().current().stream().time(first, gaps);
  }

  @Given("{server} streams/sends these chunks:")
  @Given("{server} streams/sends these chunks for a/each/every request:/answer:")
  public void streamsTheseChunks(String server, List<ScriptedChunk> chunks) {
    chunks.forEach(world.models().current().stream()::add);
  }

  @Given("the chunk {string} goes out in two writes {duration} apart")
  public void chunkSplitInTwoWrites(String text, Duration pause) {
    world.models().current().stream().splitChunk(text, pause);
  }

  @Given("the model drops the connection after {count} chunks of every answer")
  public void dropsTheConnection(int chunks) {
    world.models().current().dropConnectionAfter(chunks);
  }

  @Given(
      "{count} models each stream {count} words, every wait drawn between {duration} and"
          + " {duration}")
  public void randomModels(int models, int words, Duration min, Duration max) {
    world.models().addRandomModels(models, words, min, max);
  }
}
