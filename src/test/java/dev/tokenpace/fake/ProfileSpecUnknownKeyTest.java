package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.script.Profile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A typo in a profile stops it, naming the key, instead of silently dropping what it meant. */
class ProfileSpecUnknownKeyTest {

  @Test
  void anUnknownKeyInAnEventIsNamedWithItsPlace() {
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"events\": [{\"content\": \"a\"}, {\"after\": 5, \"contnet\": \"b\"}]}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown profile key 'events[1].contnet'")
        .hasMessageContaining("content");
  }

  @Test
  void anUnknownTopLevelKeyIsNamed() {
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"events\": [{\"content\": \"a\"}], \"fault\": {\"closeAfter\": 1}}"))
        .hasMessageStartingWith("unknown profile key 'fault'")
        .hasMessageContaining("faults");
  }

  @Test
  void anUnknownFaultKeyIsNamed() {
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"events\": [{\"content\": \"a\"}], \"faults\": {\"closeAfterr\": 1}}"))
        .hasMessageStartingWith("unknown profile key 'faults.closeAfterr'");
  }

  @Test
  void anUnknownKeyInAStubsTransformerParametersIsNamed() {
    Map<String, Object> parameters = Map.of("events", List.of(Map.of("content", "a", "aftr", 5)));

    assertThatThrownBy(() -> Profile.fromParameters(parameters))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown profile key 'events[0].aftr'");
  }

  @Test
  void anUnknownKeyInAProfileFileIsNamed(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("profile.json"), "{\"events\": [{\"done\": true, \"sameWrit\": true}]}");

    assertThatThrownBy(() -> Profile.fromJson(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown profile key 'events[0].sameWrit'");
  }
}
