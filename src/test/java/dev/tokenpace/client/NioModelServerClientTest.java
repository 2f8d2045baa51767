package dev.tokenpace.client;

import dev.tokenpace.client.nio.NioModelServerClient;

class NioModelServerClientTest extends ModelServerClientContract {

  NioModelServerClientTest() {
    super(NioModelServerClient::new, client -> ((NioModelServerClient) client).inFlight());
  }
}
