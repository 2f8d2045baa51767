package dev.tokenpace.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.github.tomakehurst.wiremock.extension.AdminApiExtension;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.HttpServerFactory;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import dev.tokenpace.config.RunConfig;
import java.util.List;

/**
 * Issue 22's "one word per concept", as far as it can be ruled on the main classes: one chunk-kind
 * type, a RunConfig made only in config (where its constructor validates it), one WireMock role per
 * fake class.
 */
@AnalyzeClasses(packages = "dev.tokenpace", importOptions = ImportOption.DoNotIncludeTests.class)
class OneWordPerConceptTest {

  /**
   * Only {@code wire.ChunkKind} names what a streamed event is (its constants CONTENT, DONE...).
   */
  @ArchTest
  static final ArchRule oneChunkKindType =
      classes()
          .that()
          .areEnums()
          .and(haveAConstantNamed("CONTENT"))
          .should()
          .haveFullyQualifiedName("dev.tokenpace.wire.ChunkKind")
          .because("one chunk-kind type runs from the wire to the timeline");

  /** Outside config a RunConfig is copied through its withers or built by the builder. */
  @ArchTest
  static final ArchRule onlyConfigConstructsRunConfig =
      noClasses()
          .that()
          .resideOutsideOfPackage("dev.tokenpace.config..")
          .should()
          .callConstructorWhere(constructorOf(RunConfig.class))
          .because("the config package makes every RunConfig, and its constructor validates it");

  /** Each fake class plays at most one of WireMock's extension roles. */
  @ArchTest
  static final ArchRule oneWireMockRolePerFakeClass =
      classes()
          .that()
          .resideInAPackage("dev.tokenpace.fake..")
          .should(
              implementAtMostOneOf(
                  List.of(
                      HttpServerFactory.class,
                      ResponseDefinitionTransformerV2.class,
                      AdminApiExtension.class)))
          .because("the ExtensionFactory creates one extension per role");

  private static DescribedPredicate<JavaClass> haveAConstantNamed(String name) {
    return DescribedPredicate.describe(
        "have a constant named " + name,
        c -> c.getEnumConstants().stream().anyMatch(k -> k.name().equals(name)));
  }

  private static DescribedPredicate<JavaConstructorCall> constructorOf(Class<?> type) {
    return DescribedPredicate.describe(
        "a constructor of " + type.getSimpleName(),
        call -> call.getTargetOwner().isEquivalentTo(type));
  }

  private static ArchCondition<JavaClass> implementAtMostOneOf(List<Class<?>> roles) {
    return new ArchCondition<>("implement at most one of " + roles) {
      @Override
      public void check(JavaClass item, ConditionEvents events) {
        List<String> played =
            roles.stream().filter(item::isAssignableTo).map(Class::getSimpleName).toList();
        if (played.size() > 1) {
          events.add(
              SimpleConditionEvent.violated(
                  item, item.getName() + " plays " + played + " at once"));
        }
      }
    };
  }
}
