package dev.tokenpace.cli;

import dev.tokenpace.client.ServerModels;
import dev.tokenpace.config.ConfigException;
import dev.tokenpace.config.Redactor;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns every failure into one line on stderr and an exit code; never a stack trace, never a
 * configured secret or URL credential ({@link Redactor}).
 */
final class ErrorHandler {

  private ErrorHandler() {}

  static int onBadArguments(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    String name = command.getCommandSpec().qualifiedName();
    String suggestion =
        e instanceof UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()
            ? " — did you mean '" + unmatched.getSuggestions().get(0) + "'?"
            : "";
    command
        .getErr()
        .println(name + ": " + e.getMessage() + suggestion + " (see '" + name + " --help')");
    return ExitCodes.BAD_INPUT;
  }

  static int onFailure(Exception e, CommandLine command, ParseResult parsed) {
    String name = command.getCommandSpec().qualifiedName();
    Redactor redactor =
        command.getCommand() instanceof RunCommand run ? run.redactor() : Redactor.none();
    if (e instanceof ConfigException
        || e instanceof UserInputException
        || e instanceof ServerModels.ModelLookupException) {
      command.getErr().println(name + ": " + redactor.redact(e.getMessage()));
      return ExitCodes.BAD_INPUT;
    }
    command
        .getErr()
        .println(
            name
                + ": internal error: "
                + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + redactor.redact(e.getMessage())));
    return ExitCodes.INTERNAL_ERROR;
  }
}
