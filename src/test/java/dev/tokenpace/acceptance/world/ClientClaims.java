package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.FailureFamily;
import java.util.Optional;
import java.util.Set;

/**
 * A check as the client under test's own claims class it: a field the client does not have is "not
 * reported", a failure it put in the expected family in words of its own is "labelled otherwise",
 * and a field it defines otherwise carries the client's reason. Only what the client claims to
 * report, by the definition it claims, can be wrong.
 */
public final class ClientClaims {

  private final ClientUnderTest client;

  public ClientClaims(ClientUnderTest client) {
    this.client = client;
  }

  public Check classed(Check check) {
    if (check.passed() || check.verdict().claimed() || check.metric() == null) {
      return check;
    }
    if (!client.reports(check.metric().reportKey())) {
      return check
          .withVerdict(Verdict.NOT_REPORTED)
          .withReason(Sentences.notReported(check, client.description()));
    }
    if (check.verdict() != Verdict.FAIL) {
      return check;
    }
    if (check.metric() == Counted.FAILURE_LABEL) {
      Optional<FailureFamily> expected = FailureFamily.ofTokenpaceLabel(check.expected());
      Set<FailureFamily> claimed = client.familiesOf(check.reported());
      if (expected.isPresent() && claimed.contains(expected.get())) {
        return check
            .withVerdict(Verdict.LABELLED_OTHERWISE)
            .withReason(Sentences.labelledOtherwise(check, expected.get(), client.description()));
      }
    }
    if (check.metric() == Counted.FAILURE_MESSAGE && !client.wordsFailuresAsTokenpace()) {
      return check
          .withVerdict(Verdict.LABELLED_OTHERWISE)
          .withReason(Sentences.wordedOtherwise(check, client.description()));
    }
    return client
        .differsOn(check.metric().reportKey())
        .map(difference -> check.withReason(check.reason() + ". Note: " + difference))
        .orElse(check);
  }
}
