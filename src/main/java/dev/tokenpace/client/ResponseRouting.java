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
  private final ResponseCaps caps;

  public ResponseRouting(ClientSettings settings, EventStamping stamping) {
    this.classifier = new ChunkClassifier(settings.api());
    this.unaryParser = new UnaryResponseParser(settings.api());
    this.stamping = stamping;
    this.maxEventBytes = settings.maxEventBytes();
    this.caps = settings.responseCaps();
  }

  /** Call when the response headers arrived (the caller stamps {@code headersArrived} first). */
  public BodyPlan plan(Exchange exchange, ResponseStart head) {
    int status = head.status();
    if (status < 200 || status > 299) {
      return new BodyPlan.Whole(
          (end, body) ->
              exchange.fail(
                  end, new Failure(FailureType.HTTP_STATUS, errorMessage(head, body), status)));
    }
    if (!isIdentity(head.contentEncoding())) {
      return new BodyPlan.Whole(
          (end, body) ->
              exchange.fail(
                  end,
                  new Failure(
                      FailureType.UNEXPECTED_CONTENT_ENCODING,
                      ErrorBodies.oneLine(
                          "the server sent Content-Encoding: "
                              + head.contentEncoding()
                              + " unasked (tokenpace sends no Accept-Encoding), so the body"
                              + " cannot be read"),
                      status)));
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
    String type = head.contentType();
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
        new SseStream(exchange, classifier, stamping.newStream(), maxEventBytes, caps));
  }

  /** A redirect is not followed (the benchmark would measure another server): it names where. */
  private static String errorMessage(ResponseStart head, String body) {
    if (head.status() >= 300 && head.status() < 400 && !head.location().isEmpty()) {
      return ErrorBodies.oneLine(
          "redirected to "
              + head.location()
              + " (not followed: point server.base_url at it) "
              + ErrorBodies.message(body));
    }
    return ErrorBodies.excerpt(body);
  }

  private static boolean isIdentity(String contentEncoding) {
    return contentEncoding.isBlank() || contentEncoding.strip().equalsIgnoreCase("identity");
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
