package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import io.cucumber.java.ParameterType;

/** Which requests a step is about: "its second request", "requests 2 and 4", "the other 4". */
public class RequestParameterTypes {

  /** Which requests: "its second request", "the 12th request", "every tenth request", … */
  @ParameterType(RequestSet.REGEX)
  public RequestSet requests(String text) {
    return RequestSet.parse(text);
  }

  /**
   * Every request but those a step has just named, said after them: "afterwards", "for the rest",
   * "on every later request". The words carry no value: the script plays every request no step
   * gives its own.
   */
  @ParameterType(
      "afterwards|after that|thereafter|from then on|(?:for|on) the (?:rest|others)|(?:for|on)"
          + " (?:every|each|any) (?:other|later|subsequent|following) (?:request|answer|one)|(?:for"
          + "|on) (?:all )?the (?:other|later|subsequent|following) (?:requests|answers|ones)")
  public String theRest(String words) {
    return words;
  }

  /** Which request, counted in the order they were sent: "second" is 2. */
  @ParameterType(RequestSet.ORDINAL)
  public Integer ordinal(String word) {
    return RequestSet.ordinal(word);
  }

  /**
   * Requests that report two claims or more: "the request" (the run's one), "the first request",
   * "requests 2 and 4"; one claim of theirs is the glossary's "{requests} report(s) a … of …".
   */
  @ParameterType("the request|" + RequestSet.REGEX)
  public String reportingRequests(String words) {
    return words;
  }

  /**
   * Requests no glossary step names, that report one claim or more: "each of the second and third
   * requests", "the other 4 requests", "each of the other 9 requests", "the other requests", "the
   * rest of the requests".
   */
  @ParameterType(
      "(?:each|all|every one) of the (?:"
          + RequestSet.ORDINAL
          + ")(?:(?:,? and |, )(?:"
          + RequestSet.ORDINAL
          + "))+ requests|(?:(?:each|all|every one) of )?the (?:other|remaining)(?: (?:\\d+|"
          + NumberWords.CARDINALS
          + "))? requests|the rest of the requests|the \\d[\\d,]*-(?:token|word)(?:(?: prompt)?"
          + " requests?| prompts?)|"
          + SentenceWords.BY_PROMPT_RANK)
  public String namedRequests(String words) {
    return words;
  }
}
