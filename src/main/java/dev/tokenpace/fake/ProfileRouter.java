package dev.tokenpace.fake;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;

/**
 * Profiles registered from Java: by the request's id (first match), else by the request body's
 * {@code model}, else a default.
 */
public final class ProfileRouter {

  private record ByRequest(Predicate<String> matches, Profile profile) {}

  private final List<ByRequest> byRequest = new CopyOnWriteArrayList<>();
  private final Map<String, Profile> byModel = new ConcurrentHashMap<>();
  private final AtomicReference<Profile> fallback = new AtomicReference<>();

  public void serve(String model, Profile profile) {
    byModel.put(model, profile);
  }

  public void serveByDefault(Profile profile) {
    fallback.set(profile);
  }

  /**
   * Requests whose id (X-Request-Id) matches get this profile: one faulty request among healthy
   * ones.
   */
  public void serveRequests(Predicate<String> requestId, Profile profile) {
    byRequest.add(new ByRequest(requestId, profile));
  }

  public Optional<Profile> choose(String model) {
    return choose(null, model);
  }

  public Optional<Profile> choose(String requestId, String model) {
    if (requestId != null) {
      for (ByRequest rule : byRequest) {
        if (rule.matches().test(requestId)) {
          return Optional.of(rule.profile());
        }
      }
    }
    Profile chosen = byModel.get(model);
    return Optional.ofNullable(chosen != null ? chosen : fallback.get());
  }

  public void clear() {
    byRequest.clear();
    byModel.clear();
    fallback.set(null);
  }
}
