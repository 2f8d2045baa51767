package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/**
 * The name stubs use to be streamed ({@code "transformers": ["tokenpace-stream"]}). It leaves the
 * definition alone: the streaming servlet sees the name on the matched stub and plays its profile.
 * Only stubs that name it are affected.
 */
final class StreamingTransformer implements ResponseDefinitionTransformerV2 {

  static final String NAME = "tokenpace-stream";

  @Override
  public ResponseDefinition transform(ServeEvent serveEvent) {
    return serveEvent.getResponseDefinition();
  }

  @Override
  public boolean applyGlobally() {
    return false;
  }

  @Override
  public String getName() {
    return NAME;
  }
}
