package dev.tokenpace.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.Data;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PromptSourcesTest {

  @TempDir Path dir;

  @Test
  void randomPromptsHaveTheConfiguredWordCountAndFollowTheSeed() {
    Data data =
        new Data(DataType.RANDOM, null, LengthDistribution.fixed(12), LengthDistribution.fixed(8));
    PromptSource a = PromptSources.fromConfig(data, 5);
    PromptSource b = PromptSources.fromConfig(data, 5);
    List<String> first = IntStream.range(0, 5).mapToObj(i -> a.next()).toList();

    assertThat(first).allSatisfy(p -> assertThat(p.split(" ")).hasSize(12));
    assertThat(IntStream.range(0, 5).mapToObj(i -> b.next()).toList()).isEqualTo(first);
  }

  @Test
  void mockPromptsCycle() {
    PromptSource mock = PromptSources.fromConfig(new Data(DataType.MOCK, null, null, null), 0);
    assertThat(mock.next()).isNotBlank();
  }

  @Test
  void jsonlPromptsAndShareGptConversationsAreRead() throws Exception {
    Path file = dir.resolve("prompts.jsonl");
    Files.writeString(
        file,
        "{\"prompt\":\"first\"}\n\n"
            + "{\"conversations\":[{\"from\":\"system\",\"value\":\"sys\"},{\"from\":\"human\",\"value\":\"second\"},{\"from\":\"gpt\",\"value\":\"answer\"},{\"from\":\"human\",\"value\":\"later\"}]}\n");
    PromptSource prompts = PromptSources.fromConfig(new Data(DataType.FILE, file, null, null), 0);

    assertThat(List.of(prompts.next(), prompts.next(), prompts.next()))
        .containsExactly("first", "second", "first");
  }

  @Test
  void shareGptJsonArrayIsRead() throws Exception {
    Path file = dir.resolve("sharegpt.json");
    Files.writeString(
        file,
        "[{\"conversations\":[{\"from\":\"human\",\"value\":\"q1\"}]},{\"conversations\":[]}]");
    assertThat(FilePrompts.read(file).size()).isEqualTo(1);
  }

  @Test
  void fileWithoutPromptsNamesTheFile() throws Exception {
    Path file = dir.resolve("empty.jsonl");
    Files.writeString(file, "{\"other\":1}\n");
    assertThatThrownBy(() -> FilePrompts.read(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty.jsonl");
  }
}
