package dev.tokenpace;

import dev.tokenpace.config.RunConfig;

/**
 * Which server the warm-up before a run plays its requests against. Users get {@link
 * #IN_PROCESS_FAKE}: the warm-up's own fake, so nothing of it reaches their server. A seam so the
 * sensitivity gate can prove a scenario notices a warm-up that does reach it.
 */
@FunctionalInterface
public interface WarmUpServer {

  WarmUpServer IN_PROCESS_FAKE = (users, fake) -> fake;

  /**
   * @param users the server the run is about to measure
   * @param fake the warm-up's in-process fake, as the run would talk to it
   */
  RunConfig.Server choose(RunConfig.Server users, RunConfig.Server fake);
}
