package dev.tokenpace.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every tokenpace command has, mixed in with {@code @Mixin}: {@code --help}, {@code --version}
 * and the command line's output streams.
 */
@Command(mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class StandardCommand {

  @Spec(Spec.Target.MIXEE)
  CommandSpec command;

  PrintWriter out() {
    return command.commandLine().getOut();
  }

  PrintWriter err() {
    return command.commandLine().getErr();
  }
}
