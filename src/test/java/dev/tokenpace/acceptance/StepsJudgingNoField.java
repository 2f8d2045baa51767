package dev.tokenpace.acceptance;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Then steps that judge no report field, each with what it judges instead: the fake model's
 * timeline, a plain client's exchange, a table of numbers ({@link ReportFieldReaders} names the
 * steps that read fields).
 */
final class StepsJudgingNoField {

  /** Then steps that judge no report field, each with what they judge instead. */
  private static final Map<String, String> JUDGING_NO_FIELD = new LinkedHashMap<>();

  static {
    SentenceSteps.PATTERNS.forEach(
        p ->
            judgesNoField(
                p,
                "nothing of its own: each claim is judged by the glossary step that says the same,"
                    + " and reads that step's fields (SentenceSteps)"));
    String fake = "the fake model's own timeline, which the other steps hold the report against";
    judgesNoField("the model sent the first chunk {about} after it received the request", fake);
    judgesNoField(
        "the model sent the first chunk {duration} after it received the request(,) {tolerance}",
        fake);
    judgesNoField("the model sent the chunks {durations} apart(,) {tolerance}", fake);
    judgesNoField(
        "the model paced every request by the requests in flight at each moment",
        "the fake model's own schedule against its pace, by the streams in flight its timelines"
            + " show at each moment");
    judgesNoField(
        "the model accepted {count} connections(,) every one before the first request started",
        "the fake's accept log: connections opened ahead of the stage");
    judgesNoField(
        "the model received only the run's {count} requests",
        "the fake's requests: the warm-up never reaches the user's server");
    judgesNoField("the report files were written", "that the report files exist");
    String refusal =
        "the fake's answer to one client request, no benchmark run: the status and OpenAI's error"
            + " object";
    judgesNoField(
        "the model refuses it with status {count}(,) type {word}(,) param {word} and code {word}",
        refusal + ", as plain HTTP");
    judgesNoField(
        "the OpenAI Java SDK raises {word} for it(,) with type {word}(,) param {word} and code"
            + " {word}",
        refusal + ", as the official OpenAI Java SDK raises it");
    judgesNoField(
        "the OpenAI Java SDK cannot send such a body",
        "that the request is no JSON object, which the OpenAI Java SDK cannot send");
    String usageReceived =
        "the usage in the chunks one client request received from the fake, no benchmark run";
    judgesNoField("the client received no usage and no chunk without choices", usageReceived);
    judgesNoField(
        "the client received exactly one usage chunk(,) the last before [DONE]", usageReceived);
    judgesNoField(
        "the client received the usage so far in every chunk with choices(,) and the usage chunk"
            + " last",
        usageReceived);
    judgesNoField(
        "the client's usage counts {count} prompt tokens and {count} completion tokens",
        usageReceived);
    String perRequestTable =
        "the metrics its table's columns name, per request; not traced here, since the names are"
            + " in the table, not the step";
    judgesNoField("the requests'/per-request numbers/values are:", perRequestTable);
    judgesNoField(
        "{reporter} shows/reports/lists/gives (these )(numbers )per request:", perRequestTable);
    judgesNoField(
        "{reporter} shows/reports/lists/gives (these )(numbers )for each/every request:",
        perRequestTable);
  }

  private StepsJudgingNoField() {}

  /** The Then steps that judge no report field, to what they judge instead. */
  static Map<String, String> all() {
    return Collections.unmodifiableMap(JUDGING_NO_FIELD);
  }

  private static void judgesNoField(String pattern, String instead) {
    JUDGING_NO_FIELD.put(pattern, instead);
  }
}
