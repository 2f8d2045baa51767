package dev.tokenpace.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The report directory is checked before the first request, so a long run never ends unable to
 * write.
 */
final class OutputDirectory {

  private OutputDirectory() {}

  static Path prepare(Path dir) {
    try {
      Files.createDirectories(dir);
      Path probe = Files.createTempFile(dir, ".tokenpace-write-check", ".tmp");
      Files.delete(probe);
      return dir;
    } catch (IOException | SecurityException e) {
      throw new UserInputException(
          "cannot write reports to '"
              + dir
              + "': "
              + e.getClass().getSimpleName()
              + (e.getMessage() == null ? "" : " " + e.getMessage()));
    }
  }
}
