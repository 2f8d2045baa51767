package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.Profile;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No field and no fake behaviour out of reach (issue 24, item 6): every field the reports write
 * ({@link ReportFields}) is read by the steps {@link ReportFieldReaders} names, or is an exception
 * there with its reason; every behaviour the fake can play (its profile vocabulary, its fault
 * plans, its public settings) is mapped to the steps that play it, or excluded with a reason. A
 * field or a behaviour added without either fails this test, naming it. Which scenarios use those
 * steps is {@link ReportFieldScenariosTest}'s.
 */
class StepCoverageTest {

  @Test
  void everyFieldTheReportsWriteIsReadByAStepOrAnExceptionWithItsReason() {
    Set<String> fields = ReportFields.all();
    assertThat(unreached(fields, ReportFieldReaders.readers(), ReportFieldReaders.unread()))
        .as(
            "report fields no step reads: add a step that judges each (docs/steps.md) and name it"
                + " in ReportFieldReaders, or an exception with its reason there")
        .isEmpty();
    assertThat(fields)
        .as("fields read from the report records")
        .contains(
            "successes.goodput_metrics.goodput_percentage",
            "failures.error_percentage",
            "load_summary.requested_rate",
            "successes.latency.time_to_first_token.{statistic}",
            "per_request.metrics.inter_token_latency",
            "per_request.events.time");
  }

  @Test
  void everyFieldTheMapNamesIsAFieldTheReportsWrite() {
    Set<String> fields = ReportFields.all();
    List<String> named = new ArrayList<>(ReportFieldReaders.readers().keySet());
    named.addAll(ReportFieldReaders.unread().keySet());
    assertThat(named.stream().filter(f -> !fields.contains(f)).toList())
        .as("fields ReportFieldReaders names that no report record writes")
        .isEmpty();
    assertThat(
            ReportFieldReaders.readers().keySet().stream()
                .filter(ReportFieldReaders.unread()::containsKey)
                .toList())
        .as("fields ReportFieldReaders lists both as read and as an exception")
        .isEmpty();
  }

  @Test
  void everyBehaviourTheFakeCanPlayIsGivenByAStepOrExcludedWithAReason() throws Exception {
    Set<String> behaviours = new TreeSet<>();
    for (Method m : Profile.Builder.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())) {
        behaviours.add("Profile.Builder." + m.getName());
      }
    }
    for (Method m : Profile.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())
          && (Modifier.isStatic(m.getModifiers()) || m.getReturnType() == Profile.class)) {
        behaviours.add("Profile." + m.getName());
      }
    }
    for (FaultKind kind : FaultKind.values()) {
      if (kind.scripted()) {
        behaviours.add("FaultPlan." + kind.wireName());
      }
    }
    for (Method m : StreamingFake.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())) {
        behaviours.add("StreamingFake." + m.getName());
      }
    }
    assertThat(
            unreached(behaviours, FakeBehaviourSteps.behaviours(), FakeBehaviourSteps.exclusions()))
        .as(
            "fake behaviours no step gives: add a Given that plays each (docs/steps.md), or an"
                + " exclusion with its reason in StepCoverageTest")
        .isEmpty();
  }

  @Test
  void everyStepTheMapNamesExists() throws Exception {
    Set<String> defined = new TreeSet<>(StepVocabulary.definedPatterns());
    List<String> named = new ArrayList<>();
    ReportFieldReaders.readers().values().stream()
        .flatMap(List::stream)
        .map(FieldReader::pattern)
        .forEach(named::add);
    FakeBehaviourSteps.behaviours().values().forEach(named::addAll);
    assertThat(named.stream().filter(p -> !defined.contains(p)).distinct().toList())
        .as("steps StepCoverageTest names that no step definition has")
        .isEmpty();
  }

  @Test
  void aStepReadsAFieldByItsArgumentOnlyWhenItHasOne() {
    assertThat(
            ReportFieldReaders.readers().values().stream()
                .flatMap(List::stream)
                .filter(r -> r.about() != null)
                .flatMap(
                    r -> r.settings().isEmpty() ? Stream.of(r.pattern()) : r.settings().stream())
                .filter(p -> !p.contains("{metric}") && !p.contains("{throughput}"))
                .distinct()
                .toList())
        .as(
            "steps ReportFieldReaders binds to the metric or throughput they name, but which name"
                + " none")
        .isEmpty();
  }

  @Test
  void everyThenStepReadsAFieldOrSaysWhatItJudgesInstead() {
    Set<String> named = new TreeSet<>(ReportFieldReaders.judgingNoField().keySet());
    ReportFieldReaders.readers().values().stream()
        .flatMap(List::stream)
        .map(FieldReader::pattern)
        .forEach(named::add);
    assertThat(
            StepVocabulary.thenPatterns().stream()
                .filter(p -> !named.contains(p))
                .distinct()
                .toList())
        .as(
            "Then steps ReportFieldReaders does not name: say which report fields each reads, or"
                + " what it judges instead")
        .isEmpty();
    assertThat(
            ReportFieldReaders.judgingNoField().keySet().stream()
                .filter(p -> !StepVocabulary.thenPatterns().contains(p))
                .toList())
        .as("steps ReportFieldReaders says judge no field, but which are no Then step")
        .isEmpty();
  }

  /** What neither the map to steps nor the exclusions name. */
  private static List<String> unreached(
      Set<String> found, Map<String, ?> reached, Map<String, String> excluded) {
    return found.stream()
        .filter(name -> !reached.containsKey(name) && !excluded.containsKey(name))
        .toList();
  }
}
