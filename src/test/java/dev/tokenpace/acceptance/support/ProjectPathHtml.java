package dev.tokenpace.acceptance.support;

import io.cucumber.core.plugin.HtmlFormatter;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.Source;
import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventHandler;
import io.cucumber.plugin.event.EventPublisher;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;

/**
 * Cucumber's HTML report with every feature named by its path in the project ({@code
 * features/latency/ttft.feature}) instead of a {@code file:///} URI of the machine that ran it, so
 * a reviewer of a merge request reads where the scenario lives, and every step whose checks failed
 * shown red ({@link FailedCheckSteps}). Use as {@code
 * dev.tokenpace.acceptance.support.ProjectPathHtml:target/cucumber-reports/cucumber.html}.
 */
public final class ProjectPathHtml implements ConcurrentEventListener {

  private final HtmlFormatter html;
  private final Path project = Path.of("").toAbsolutePath();
  private final FailedCheckSteps failedSteps = new FailedCheckSteps();

  public ProjectPathHtml(File file) throws IOException {
    File parent = file.getAbsoluteFile().getParentFile();
    if (parent != null && !parent.isDirectory() && !parent.mkdirs()) {
      throw new IOException("cannot create " + parent);
    }
    this.html = new HtmlFormatter(new FileOutputStream(file));
  }

  @Override
  public void setEventPublisher(EventPublisher publisher) {
    html.setEventPublisher(
        new EventPublisher() {
          @Override
          public <T> void registerHandlerFor(Class<T> type, EventHandler<T> handler) {
            if (type == Envelope.class) {
              @SuppressWarnings("unchecked")
              EventHandler<Envelope> envelopes = (EventHandler<Envelope>) handler;
              publisher.registerHandlerFor(
                  Envelope.class,
                  envelope ->
                      failedSteps.apply(withProjectPaths(envelope)).ifPresent(envelopes::receive));
            } else {
              publisher.registerHandlerFor(type, handler);
            }
          }

          @Override
          public <T> void removeHandlerFor(Class<T> type, EventHandler<T> handler) {
            publisher.removeHandlerFor(type, handler);
          }
        });
  }

  private Envelope withProjectPaths(Envelope envelope) {
    if (envelope.getSource().isPresent()) {
      Source source = envelope.getSource().get();
      return Envelope.of(
          new Source(projectPath(source.getUri()), source.getData(), source.getMediaType()));
    }
    if (envelope.getGherkinDocument().isPresent()) {
      GherkinDocument document = envelope.getGherkinDocument().get();
      return Envelope.of(
          new GherkinDocument(
              document.getUri().map(this::projectPath).orElse(null),
              document.getFeature().orElse(null),
              document.getComments()));
    }
    if (envelope.getPickle().isPresent()) {
      Pickle pickle = envelope.getPickle().get();
      return Envelope.of(
          new Pickle(
              pickle.getId(),
              projectPath(pickle.getUri()),
              pickle.getName(),
              pickle.getLanguage(),
              pickle.getSteps(),
              pickle.getTags(),
              pickle.getAstNodeIds()));
    }
    return envelope;
  }

  /** {@code file:///…/project/features/x.feature} as {@code features/x.feature}. */
  String projectPath(String uri) {
    if (uri == null || !uri.startsWith("file:")) {
      return uri;
    }
    Path file = Path.of(URI.create(uri));
    return file.startsWith(project) ? project.relativize(file).toString() : uri;
  }
}
