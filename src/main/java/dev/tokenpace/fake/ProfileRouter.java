package dev.tokenpace.fake;

import dev.tokenpace.fake.script.Profile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;

/**
 * Profiles registered from Java: by the request's id (first match), else by the request body's
 * {@code model}, else a default, when it answers that model ({@link Profile#answers}); no profile
 * means the model is unknown, answered 404 as a real server answers it.
 */
public final class ProfileRouter {

  private record ByRequest(Predicate<String> matches, Profile profile) {}

  private final List<ByRequest> byRequest = new CopyOnWriteArrayList<>();
  private final Map<String, Profile> byModel = new ConcurrentHashMap<>();
  private final AtomicReference<Profile> fallback = new AtomicReference<>();

  private final CopyOnWriteArrayList<String> modelOrder = new CopyOnWriteArrayList<>();

  public void serve(String model, Profile profile) {
    byModel.put(model, profile);
    modelOrder.addIfAbsent(model);
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
    if (chosen != null) {
      return Optional.of(chosen);
    }
    Profile byDefault = fallback.get();
    return byDefault != null && byDefault.answers(model)
        ? Optional.of(byDefault)
        : Optional.empty();
  }

  /**
   * What {@code GET /v1/models} lists: the default profile's model (clients take the first), then
   * every model served by name, in the order they were registered.
   */
  public List<String> models() {
    List<String> models = new ArrayList<>();
    Profile byDefault = fallback.get();
    if (byDefault != null) {
      byDefault.model().ifPresent(models::add);
    }
    for (String model : modelOrder) {
      if (!models.contains(model)) {
        models.add(model);
      }
    }
    return models;
  }

  public void clear() {
    byRequest.clear();
    byModel.clear();
    modelOrder.clear();
    fallback.set(null);
  }
}
