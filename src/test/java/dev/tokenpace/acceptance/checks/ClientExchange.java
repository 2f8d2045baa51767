package dev.tokenpace.acceptance.checks;

import java.net.URI;
import java.net.http.HttpResponse;

/**
 * One request a client sent the scenario's model as plain HTTP, no benchmark involved, and the
 * whole answer it got: what the refusal and usage checks read.
 */
public final class ClientExchange {

  private ClientRequest request;
  private URI server;
  private HttpResponse<byte[]> answer;

  /**
   * Sends the request to the model at {@code server} and reads its answer to the end, a stream
   * included.
   */
  public void send(URI server, ClientRequest sent) {
    request = sent;
    this.server = server;
    answer = PlainHttp.post(server, sent);
  }

  public ClientRequest request() {
    sent();
    return request;
  }

  /** Where the model listens, for another client to send the same request. */
  public URI server() {
    sent();
    return server;
  }

  public HttpResponse<byte[]> answer() {
    sent();
    return answer;
  }

  private void sent() {
    if (request == null) {
      throw new IllegalStateException("no request was sent: a When step sends one first");
    }
  }
}
