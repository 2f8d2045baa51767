package dev.tokenpace.client;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.ErrorBodies;
import dev.tokenpace.api.MalformedChunkException;
import dev.tokenpace.api.UnaryResponse;
import dev.tokenpace.api.UnaryResponseParser;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import java.util.Locale;

/**
 * Decides, from a response's status and content type, how its body ends the {@link Exchange}, so
 * every transport labels the same response the same way.
 */
public final class ResponseRouting {

  private final ChunkClassifier classifier;
  private final UnaryResponseParser unaryParser;
  private final EventStamping stamping;
  private final int maxEventBytes;

  public ResponseRouting(ClientSettings settings, EventStamping stamping) {
    this.classifier = new ChunkClassifier(settings.api());
    this.unaryParser = new UnaryResponseParser(settings.api());
    this.stamping = stamping;
    this.maxEventBytes = settings.maxEventBytes();
  }

  /** Call when the response headers arrived (the caller stamps {@code headersArrived} first). */
  public BodyPlan plan(Exchange exchange, int status, String contentType) {
    if (status < 200 || status > 299) {
      return new BodyPlan.Whole(
          (end, body) ->
              exchange.fail(
                  end, new Failure(FailureType.HTTP_STATUS, ErrorBodies.message(body), status)));
    }
    if (!exchange.request().streamed()) {
      return new BodyPlan.Whole(
          (end, body) -> unary(exchange, end, body),
          maxEventBytes,
          (end, body) ->
              exchange.fail(
                  end,
                  Failure.of(
                      FailureType.EVENT_TOO_LARGE,
                      "response body exceeds " + maxEventBytes + " bytes")));
    }
    String type = contentType == null ? "" : contentType;
    if (!type.toLowerCase(Locale.ROOT).startsWith("text/event-stream")) {
      return new BodyPlan.Whole(
          (end, body) ->
              exchange.fail(
                  end,
                  new Failure(
                      FailureType.UNEXPECTED_CONTENT_TYPE,
                      ErrorBodies.oneLine(
                          "expected text/event-stream, got '"
                              + type
                              + "': "
                              + ErrorBodies.message(body)),
                      status)));
    }
    return new BodyPlan.Stream(
        new SseStream(exchange, classifier, stamping.newStream(), maxEventBytes));
  }

  private void unary(Exchange exchange, long end, String body) {
    UnaryResponse response;
    try {
      response = unaryParser.parse(body);
    } catch (MalformedChunkException e) {
      exchange.fail(end, Failure.of(FailureType.MALFORMED_JSON, e.getMessage()));
      return;
    }
    if (response.errorMessage() != null) {
      exchange.fail(end, Failure.of(FailureType.ERROR_EVENT, response.errorMessage()));
    } else {
      exchange.succeed(end, response);
    }
  }
}
