package dev.tokenpace.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The acceptance suite's package rules of docs/architecture.md ("The acceptance suite"): no cycles,
 * and the verdict model read one way. A check is worded by verdict, judged by judge on the evidence
 * of a run the script asked for, and made in checks; world plays the scenario, and the steps (with
 * support and the seams) sit on top. The suite is all test classes, so they are analysed too.
 */
@AnalyzeClasses(packages = "dev.tokenpace.acceptance")
class AcceptanceLayersTest {

  @ArchTest
  static final ArchRule noCyclesAmongPackages =
      slices().matching("dev.tokenpace.acceptance.(*)..").should().beFreeOfCycles();

  @ArchTest
  static final ArchRule eachPackageDependsOnlyOnTheLayersBelow =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .layer("verdict")
          .definedBy("dev.tokenpace.acceptance.verdict..")
          .layer("script")
          .definedBy("dev.tokenpace.acceptance.script..")
          .layer("evidence")
          .definedBy("dev.tokenpace.acceptance.evidence..")
          .layer("clients")
          .definedBy("dev.tokenpace.acceptance.clients..")
          .layer("judge")
          .definedBy("dev.tokenpace.acceptance.judge..")
          .layer("checks")
          .definedBy("dev.tokenpace.acceptance.checks..")
          .layer("world")
          .definedBy("dev.tokenpace.acceptance.world..")
          .layer("glue")
          .definedBy(
              "dev.tokenpace.acceptance.steps..",
              "dev.tokenpace.acceptance.support..",
              "dev.tokenpace.acceptance.seams..")
          .whereLayer("verdict")
          .mayNotAccessAnyLayer()
          .whereLayer("script")
          .mayNotAccessAnyLayer()
          .whereLayer("evidence")
          .mayOnlyAccessLayers("verdict", "script")
          .whereLayer("clients")
          .mayOnlyAccessLayers("evidence")
          .whereLayer("judge")
          .mayOnlyAccessLayers("verdict", "evidence", "clients")
          .whereLayer("checks")
          .mayOnlyAccessLayers("verdict", "script", "evidence", "clients", "judge")
          .whereLayer("world")
          .mayOnlyAccessLayers("verdict", "script", "evidence", "clients", "judge")
          .whereLayer("checks")
          .mayOnlyBeAccessedByLayers("glue")
          .whereLayer("world")
          .mayOnlyBeAccessedByLayers("glue");
}
