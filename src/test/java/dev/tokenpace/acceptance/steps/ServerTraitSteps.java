package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.AnswerFault;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.world.World;
import java.util.List;

/**
 * Sets what a server sentence's traits say, through the glossary steps that say the same, so a
 * sentence and a glossary step never script the fake two ways.
 */
public class ServerTraitSteps {

  private final World world;
  private final ServerTimingSteps timing;
  private final FaultyAnswerSteps faults;
  private final NamedPromptSteps prompts;
  private final PerRequestScriptSteps perRequest;

  public ServerTraitSteps(
      World world,
      ServerTimingSteps timing,
      FaultyAnswerSteps faults,
      NamedPromptSteps prompts,
      PerRequestScriptSteps perRequest) {
    this.world = world;
    this.timing = timing;
    this.faults = faults;
    this.prompts = prompts;
    this.perRequest = perRequest;
  }

  /** Each trait in the order said: a seen prompt's wait needs the new prompt's before it. */
  void apply(List<ServerTrait> traits) {
    for (ServerTrait trait : traits) {
      apply(trait);
    }
  }

  private void apply(ServerTrait trait) {
    if (trait instanceof ServerTrait.Prefill p) {
      timing.prefillPer1000Tokens("it", p.per1000());
    } else if (trait instanceof ServerTrait.Stall s) {
      faults.stallsInEveryAnswer("it", s.stall(), s.word());
    } else if (trait instanceof ServerTrait.PauseBetween p) {
      faults.pausesBetween(
          p.pause(), p.word(), p.portion() == null ? null : requestsOf(p.portion()));
    } else if (trait instanceof ServerTrait.UsageSays u) {
      world.models().current().stream().reportUsage(u.completionTokens());
    } else if (trait instanceof ServerTrait.IgnoresMaxTokens) {
      timing.ignoresMaxTokens("it");
    } else if (trait instanceof ServerTrait.HonoursMaxTokens) {
      timing.honoursMaxTokens("it");
    } else if (trait instanceof ServerTrait.PromptCache) {
      timing.prefixCacheOfEveryToken("it");
    } else if (trait instanceof ServerTrait.CacheBlocks b) {
      timing.prefixCache("it", b.tokens());
    } else if (trait instanceof ServerTrait.NewPromptWait n) {
      if (n.promptTokens() > 0) {
        prompts.firstWaitOfNewPromptOf(n.firstWait(), n.promptTokens());
      } else {
        prompts.firstWaitOfNewPrompt("it", n.firstWait());
      }
    } else if (trait instanceof ServerTrait.FirstRequestsWait f) {
      perRequest.firstTokenDelayOf(
          f.firstWait(), RequestSet.parse("its first " + f.requests() + " requests"));
    } else if (trait instanceof ServerTrait.FirstRequestsExtra f) {
      perRequest.firstTokenLaterBy(
          f.extra(), RequestSet.parse("its first " + f.requests() + " requests"));
    } else if (trait instanceof ServerTrait.SeenPromptWait s) {
      prompts.firstWaitOfSeenPrompt("it", s.firstWait());
    } else if (trait instanceof ServerTrait.Capacity c) {
      world.settings().maxStreams(c.streams());
    } else if (trait instanceof ServerTrait.QueueUpTo q) {
      world.settings().queueUpTo(q.depth());
    } else if (trait instanceof ServerTrait.RefuseRest refuse) {
      world.settings().refuseBeyondMaxStreams(refuse.status());
    } else if (trait instanceof ServerTrait.SeenPromptSooner s) {
      prompts.seenPromptStartsSooner(s.saving());
    } else if (trait instanceof ServerTrait.CachedOfSeen c) {
      if (c.promptTokens() > 0) {
        prompts.cachedOfSeenPrompt(c.cached(), c.promptTokens());
      } else {
        prompts.cachedOfTheNewPromptSaid(c.cached());
      }
    } else if (trait instanceof ServerTrait.ErrorShare e) {
      spoil(e.portion(), AnswerFault.errorMessage(e.status(), e.message(), e.delay()));
    } else if (trait instanceof ServerTrait.DropShare d) {
      spoil(d.portion(), AnswerFault.dropAfter(d.afterTokens()));
    } else if (trait instanceof ServerTrait.MalformedShare b) {
      spoil(b.portion(), AnswerFault.malformedAfterWord(b.afterTokens(), b.endsThere()));
    } else if (trait instanceof ServerTrait.SilentShare s) {
      spoil(s.portion(), perRequest.silentAfter(s.afterTokens()));
    } else if (trait instanceof ServerTrait.UnendedShare u) {
      spoil(
          u.portion(),
          u.open() ? perRequest.silentAfterItsWords() : AnswerFault.withoutEndMarker());
    } else if (trait instanceof ServerTrait.LengthShare l) {
      perRequest.answerLengthOf(l.tokens(), requestsOf(l.portion()));
    } else {
      throw new IllegalStateException("a server trait nothing sets: " + trait);
    }
  }

  private void spoil(ServerTrait.Portion portion, AnswerFault fault) {
    if (portion instanceof ServerTrait.Share share) {
      world.models().current().spoilShare(share.of(), share.every(), fault);
    } else if (portion instanceof ServerTrait.Named named) {
      world.models().current().spoilAnswers(named.requests(), fault);
    } else if (portion instanceof ServerTrait.OfTheRun count) {
      world.models().current().spoilOfTheRun(count.count(), fault);
    }
  }

  private static RequestSet requestsOf(ServerTrait.Portion portion) {
    if (portion instanceof ServerTrait.Share share) {
      return RequestSet.share(share.of(), share.every(), 0);
    }
    if (portion instanceof ServerTrait.Named named) {
      return named.requests();
    }
    throw new IllegalArgumentException(
        "an answer's length for a count of requests needs of how many: write e.g. 'on 5 of every"
            + " 10 requests it answers with 300 tokens'");
  }
}
