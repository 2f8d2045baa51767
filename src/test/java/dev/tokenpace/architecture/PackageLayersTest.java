package dev.tokenpace.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The package rules of docs/architecture.md ("Packages: the pipeline"), checked on the main
 * classes: no cycles, and each package depends only on the layers below it. A new package must join
 * a layer here (and in the doc) before anything may depend on it.
 */
@AnalyzeClasses(packages = "dev.tokenpace", importOptions = ImportOption.DoNotIncludeTests.class)
class PackageLayersTest {

  @ArchTest
  static final ArchRule noCyclesAmongPackages =
      slices().matching("dev.tokenpace.(**)").should().beFreeOfCycles();

  @ArchTest
  static final ArchRule eachPackageDependsOnlyOnTheLayersBelow =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .layer("wire")
          .definedBy("dev.tokenpace.wire..")
          .layer("config")
          .definedBy("dev.tokenpace.config..")
          .layer("records")
          .definedBy("dev.tokenpace.records..")
          .layer("api")
          .definedBy("dev.tokenpace.api..")
          .layer("tokens")
          .definedBy("dev.tokenpace.tokens..")
          .layer("client")
          .definedBy("dev.tokenpace.client")
          .layer("client.nio")
          .definedBy("dev.tokenpace.client.nio..")
          .layer("load")
          .definedBy("dev.tokenpace.load..")
          .layer("metrics")
          .definedBy("dev.tokenpace.metrics..")
          .layer("report")
          .definedBy("dev.tokenpace.report..")
          .layer("pipeline")
          .definedBy("dev.tokenpace")
          .layer("calibrate")
          .definedBy("dev.tokenpace.calibrate..")
          .layer("cli")
          .definedBy("dev.tokenpace.cli..")
          .layer("fake.model")
          .definedBy("dev.tokenpace.fake.model..")
          .layer("fake.script")
          .definedBy("dev.tokenpace.fake.script..")
          .layer("fake.timeline")
          .definedBy("dev.tokenpace.fake.timeline..")
          .layer("fake.metrics")
          .definedBy("dev.tokenpace.fake.metrics..")
          .layer("fake.admin")
          .definedBy("dev.tokenpace.fake.admin..")
          .layer("fake")
          .definedBy("dev.tokenpace.fake")
          .whereLayer("wire")
          .mayNotAccessAnyLayer()
          .whereLayer("config")
          .mayNotAccessAnyLayer()
          .whereLayer("records")
          .mayOnlyAccessLayers("wire")
          .whereLayer("api")
          .mayOnlyAccessLayers("wire", "config", "records")
          .whereLayer("tokens")
          .mayOnlyAccessLayers("config")
          .whereLayer("client")
          .mayOnlyAccessLayers("wire", "config", "records", "api", "tokens")
          .whereLayer("client.nio")
          .mayOnlyAccessLayers("wire", "config", "records", "api", "tokens", "client")
          .whereLayer("load")
          .mayOnlyAccessLayers("wire", "config", "records", "api", "client")
          .whereLayer("metrics")
          .mayOnlyAccessLayers("wire", "records")
          .whereLayer("report")
          .mayOnlyAccessLayers("wire", "config", "records", "metrics")
          .whereLayer("pipeline")
          .mayOnlyAccessLayers(
              "wire",
              "config",
              "records",
              "api",
              "tokens",
              "client",
              "client.nio",
              "load",
              "metrics",
              "report")
          .whereLayer("calibrate")
          .mayOnlyBeAccessedByLayers("cli")
          .whereLayer("cli")
          .mayNotBeAccessedByAnyLayer()
          // The fake ships alone as a WireMock extension: it shares only the chunk vocabulary.
          // Inside
          // it the arrows run one way: timing models, then scripts, then timelines, then what reads
          // timelines (metrics, the admin API), then the HTTP side on top.
          .whereLayer("fake.model")
          .mayOnlyAccessLayers("wire")
          .whereLayer("fake.script")
          .mayOnlyAccessLayers("wire", "fake.model")
          .whereLayer("fake.timeline")
          .mayOnlyAccessLayers("wire", "fake.model", "fake.script")
          .whereLayer("fake.metrics")
          .mayOnlyAccessLayers("wire", "fake.model", "fake.script", "fake.timeline")
          .whereLayer("fake.admin")
          .mayOnlyAccessLayers("wire", "fake.model", "fake.script", "fake.timeline")
          .whereLayer("fake")
          .mayOnlyAccessLayers(
              "wire", "fake.model", "fake.script", "fake.timeline", "fake.metrics", "fake.admin");
}
