package dev.tokenpace.acceptance.support;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.PickleStepTestStep;
import io.cucumber.plugin.event.Status;
import io.cucumber.plugin.event.TestStepFinished;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Points whoever wrote a step the suite does not understand (or understands twice) to the glossary,
 * next to Cucumber's own message and snippet. Registered in the suite's plugin list; writes to
 * stderr because the pretty formatter owns stdout.
 */
public final class UndefinedStepHint implements ConcurrentEventListener {

  public static final String HINT =
      "see docs/steps.md for every step the suite understands, each with an example";

  private final PrintStream out;

  public UndefinedStepHint() {
    this.out = System.err;
  }

  /**
   * Given a path ({@code …UndefinedStepHint:target/hints.txt}), Cucumber passes the file. Not an
   * OutputStream: for that Cucumber would hand a plugin without a path stdout, which pretty owns.
   */
  public UndefinedStepHint(File file) throws FileNotFoundException {
    this.out = new PrintStream(new FileOutputStream(file), true, StandardCharsets.UTF_8);
  }

  @Override
  public void setEventPublisher(EventPublisher publisher) {
    publisher.registerHandlerFor(TestStepFinished.class, this::hintWhenNotUnderstood);
  }

  private void hintWhenNotUnderstood(TestStepFinished finished) {
    Status status = finished.getResult().getStatus();
    if ((status == Status.UNDEFINED || status == Status.AMBIGUOUS)
        && finished.getTestStep() instanceof PickleStepTestStep step) {
      String what =
          status == Status.UNDEFINED
              ? "is not a step the suite knows"
              : "matches more than one step";
      out.println(
          "\""
              + step.getStep().getText()
              + "\" ("
              + step.getUri()
              + ":"
              + step.getStep().getLine()
              + ") "
              + what
              + "; "
              + HINT);
    }
  }
}
