package dev.tokenpace.fake;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/** Profiles registered from Java: by the request body's {@code model}, else a default. */
public final class ProfileRouter {

  private final Map<String, Profile> byModel = new ConcurrentHashMap<>();
  private final AtomicReference<Profile> fallback = new AtomicReference<>();

  public void serve(String model, Profile profile) {
    byModel.put(model, profile);
  }

  public void serveByDefault(Profile profile) {
    fallback.set(profile);
  }

  public Optional<Profile> choose(String model) {
    Profile chosen = byModel.get(model);
    return Optional.ofNullable(chosen != null ? chosen : fallback.get());
  }

  public void clear() {
    byModel.clear();
    fallback.set(null);
  }
}
