package dev.tokenpace.client;

import dev.tokenpace.tokens.Tokenizer;

class JdkModelServerClientTest extends ModelServerClientContract {

  @Override
  protected ModelServerClient newClient(ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    return new JdkModelServerClient(settings, tokenizer, stamping);
  }

  @Override
  protected int inFlight(ModelServerClient client) {
    return ((JdkModelServerClient) client).inFlight();
  }
}
