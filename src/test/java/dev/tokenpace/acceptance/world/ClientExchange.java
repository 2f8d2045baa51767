package dev.tokenpace.acceptance.world;

import java.net.URI;
import java.net.http.HttpResponse;

/**
 * One request a client sent the scenario's model as plain HTTP, no benchmark involved, and the
 * whole answer it got: what the refusal and usage checks read.
 */
public final class ClientExchange {

  private final World world;
  private ClientRequest request;
  private URI server;
  private HttpResponse<byte[]> answer;

  public ClientExchange(World world) {
    this.world = world;
  }

  /** Sends the request to the model and reads its answer to the end, a stream included. */
  public void send(ClientRequest sent) {
    request = sent;
    server = world.serveModelsToOtherClients();
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
