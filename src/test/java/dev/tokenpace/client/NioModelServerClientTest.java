package dev.tokenpace.client;

import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.tokens.Tokenizer;

class NioModelServerClientTest extends ModelServerClientContract {

  @Override
  protected ModelServerClient newClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    return new NioModelServerClient(settings, tokenizer, stamping);
  }

  @Override
  protected int inFlight(ModelServerClient client) {
    return ((NioModelServerClient) client).inFlight();
  }
}
