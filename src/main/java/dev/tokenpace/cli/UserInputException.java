package dev.tokenpace.cli;

/** Something the user gave us cannot be used (a missing file, an unwritable directory): exit 2. */
final class UserInputException extends RuntimeException {

  UserInputException(String message) {
    super(message);
  }
}
