package dev.tokenpace.acceptance.clients;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The version an installer under {@code scripts/peers/} recorded for the client it installed: the
 * file {@value #FILE_NAME}, one line "NAME VERSION" (e.g. "inference-perf 7de5ef2"), in the
 * install's folder. A launcher lies in that folder's {@code bin/}, so the file is looked for beside
 * the launcher and one folder up. It names the code better than a package version can (every
 * inference-perf commit for months is "0.5.0"), and it comes from the install itself, so it cannot
 * disagree with the client that runs.
 */
public final class RecordedVersion {

  public static final String FILE_NAME = "tokenpace-client-version";

  private RecordedVersion() {}

  /**
   * The version recorded for the client whose launcher is {@code launcher}: the line's words after
   * {@code name} when it starts with it, else the whole line; empty when no file is there or it is
   * blank.
   */
  public static Optional<String> of(Path launcher, String name) {
    Path folder = launcher.toAbsolutePath().normalize().getParent();
    Stream<Path> candidates =
        folder == null
            ? Stream.empty()
            : Stream.of(folder, folder.getParent()).filter(Objects::nonNull);
    return candidates
        .map(dir -> firstLine(dir.resolve(FILE_NAME)))
        .flatMap(Optional::stream)
        .findFirst()
        .map(line -> line.startsWith(name + " ") ? line.substring(name.length()).strip() : line);
  }

  private static Optional<String> firstLine(Path file) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
          .map(String::strip)
          .filter(line -> !line.isEmpty())
          .findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
