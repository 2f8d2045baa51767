package dev.tokenpace.fake;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import dev.tokenpace.fake.script.Profile;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the profile for a stub served by the extension: its own {@code transformerParameters}
 * (compiled once per stub version), or, when it has none or says {@code "router": true}, the
 * profiles registered from Java. None when the profile found does not answer the requested model.
 */
final class ProfileResolver {

  private record Compiled(Parameters source, Profile profile) {}

  private final ProfileRouter router;
  private final Map<UUID, Compiled> compiled = new ConcurrentHashMap<>();

  ProfileResolver(ProfileRouter router) {
    this.router = router;
  }

  Optional<Profile> resolve(StubMapping stub, RequestFacts facts, String requestId) {
    Parameters parameters = stub.getResponse().getTransformerParameters();
    if (parameters == null
        || parameters.isEmpty()
        || Boolean.TRUE.equals(parameters.get("router"))) {
      return router.choose(requestId, facts.model());
    }
    Compiled cached = compiled.get(stub.getId());
    if (cached == null || cached.source() != parameters) {
      cached = new Compiled(parameters, Profile.fromParameters(parameters));
      compiled.put(stub.getId(), cached);
    }
    return cached.profile().answers(facts.model())
        ? Optional.of(cached.profile())
        : Optional.empty();
  }
}
