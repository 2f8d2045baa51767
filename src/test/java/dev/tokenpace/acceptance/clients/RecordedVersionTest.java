package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordedVersionTest {

  @TempDir Path temp;

  @Test
  void aLauncherInBinFindsTheVersionItsInstallerWroteOneFolderUp() throws IOException {
    Path launcher = launcherIn("install/bin", "vllm-bench-serving");
    recorded("install", "vllm-bench e7ef74e26e\n");

    assertThat(RecordedVersion.of(launcher, "vllm-bench")).hasValue("e7ef74e26e");
  }

  @Test
  void aFileBesideTheLauncherCountsAndAnotherNameIsKeptWhole() throws IOException {
    Path launcher = launcherIn("install", "guidellm");
    recorded("install", "\nguidellm v0.3.1\n");

    assertThat(RecordedVersion.of(launcher, "guidellm")).hasValue("v0.3.1");
    assertThat(RecordedVersion.of(launcher, "inference-perf")).hasValue("guidellm v0.3.1");
  }

  @Test
  void noFileOrABlankOneIsNoVersion() throws IOException {
    Path launcher = launcherIn("elsewhere/bin", "inference-perf");
    assertThat(RecordedVersion.of(launcher, "inference-perf")).isEmpty();

    recorded("elsewhere", " \n");
    assertThat(RecordedVersion.of(launcher, "inference-perf")).isEmpty();
  }

  /** The version file an installer writes into {@code folder}. */
  private void recorded(String folder, String text) throws IOException {
    Files.writeString(temp.resolve(folder).resolve(RecordedVersion.FILE_NAME), text);
  }

  private Path launcherIn(String folder, String name) throws IOException {
    return Files.writeString(
        Files.createDirectories(temp.resolve(folder)).resolve(name), "#!/bin/sh\n");
  }
}
