package dev.tokenpace.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.tokenpace.config.ConfigLoader;
import dev.tokenpace.config.RunConfig;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * deploy/kubernetes, read into the Kubernetes object model (fabric8) as the API server would read
 * it: no key it does not know, an Indexed Job whose index is the shard, a start agreed through an
 * annotation, the config from the ConfigMap and the results on the claim the merge reads.
 */
class KubernetesManifestsTest {

  private static final Path DIR = Path.of("deploy", "kubernetes");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final String START_AT_ANNOTATION = "tokenpace.dev/start-at";

  private final Job shards = read("shards-job.yaml", Job.class);
  private final Job merge = read("merge-job.yaml", Job.class);
  private final ConfigMap config = read("configmap.yaml", ConfigMap.class);
  private final PersistentVolumeClaim results = read("pvc.yaml", PersistentVolumeClaim.class);

  @Test
  void everyManifestUsesOnlyKeysKubernetesKnows() {
    for (Job job : List.of(shards, merge)) {
      assertThat(job.getApiVersion()).isEqualTo("batch/v1");
      assertThat(job.getKind()).isEqualTo("Job");
      assertThat(job.getAdditionalProperties()).isEmpty();
      assertThat(job.getSpec().getAdditionalProperties()).isEmpty();
      assertThat(job.getSpec().getTemplate().getSpec().getAdditionalProperties()).isEmpty();
      assertThat(container(job).getAdditionalProperties()).isEmpty();
      assertThat(job.getSpec().getTemplate().getSpec().getRestartPolicy()).isEqualTo("Never");
    }
    assertThat(config.getAdditionalProperties()).isEmpty();
    assertThat(results.getSpec().getAdditionalProperties()).isEmpty();
    assertThat(results.getSpec().getAccessModes()).containsExactly("ReadWriteMany");
  }

  @Test
  void theShardsAreAnIndexedJobWhoseIndexIsTheShard() {
    int count = Integer.parseInt(env(shards, "SHARD_COUNT").getValue());

    assertThat(shards.getSpec().getCompletionMode()).isEqualTo("Indexed");
    assertThat(shards.getSpec().getCompletions()).isEqualTo(count);
    assertThat(shards.getSpec().getParallelism()).isEqualTo(count);
    assertThat(shards.getSpec().getBackoffLimit()).isZero();
    assertThat(commandLine(shards))
        .contains("tokenpace.jar run")
        .contains("--config /config/bench.yaml")
        .contains("--shard \"${JOB_COMPLETION_INDEX}/${SHARD_COUNT}\"")
        .contains("--start-at \"${START_AT}\"")
        .contains("--output \"/results/${START_AT}/shard-${JOB_COMPLETION_INDEX}\"");
    assertThat(shards.getSpec().getPodFailurePolicy().getRules())
        .anySatisfy(
            rule -> {
              assertThat(rule.getAction()).isEqualTo("FailJob");
              assertThat(rule.getOnExitCodes().getValues()).containsExactly(2);
            });
  }

  @Test
  void shardsAndMergeAgreeOnTheStartThroughTheirAnnotation() {
    for (Job job : List.of(shards, merge)) {
      assertThat(job.getSpec().getTemplate().getMetadata().getAnnotations())
          .containsKey(START_AT_ANNOTATION);
      assertThat(env(job, "START_AT").getValueFrom().getFieldRef().getFieldPath())
          .isEqualTo("metadata.annotations['" + START_AT_ANNOTATION + "']");
    }
  }

  @Test
  void theShardsReadTheConfigMapAndWriteWhereTheMergeReads() {
    assertThat(volume(shards, "config").getConfigMap().getName())
        .isEqualTo(config.getMetadata().getName());
    assertThat(mountPath(shards, "config")).isEqualTo("/config");
    for (Job job : List.of(shards, merge)) {
      assertThat(volume(job, "results").getPersistentVolumeClaim().getClaimName())
          .isEqualTo(results.getMetadata().getName());
      assertThat(mountPath(job, "results")).isEqualTo("/results");
    }
    assertThat(commandLine(merge))
        .contains("tokenpace.jar merge")
        .contains("/results/\"${START_AT}\"/shard-*")
        .contains("--output \"/results/${START_AT}/merged\"");
  }

  @Test
  void theConfigMapHoldsAConfigTokenpaceAccepts(@TempDir Path dir) throws IOException {
    Path bench = Files.writeString(dir.resolve("bench.yaml"), config.getData().get("bench.yaml"));
    List<String> warnings = new ArrayList<>();

    RunConfig loaded = new ConfigLoader(warnings::add).load(bench);

    assertThat(warnings).isEmpty();
    assertThat(loaded.report().perRequest()).isTrue();
    assertThat(loaded.load().stages()).isNotEmpty();
  }

  private static <T> T read(String file, Class<T> type) {
    try {
      return YAML.readValue(DIR.resolve(file).toFile(), type);
    } catch (IOException e) {
      throw new AssertionError("cannot read " + file + " as " + type.getSimpleName(), e);
    }
  }

  private static PodSpec pod(Job job) {
    return job.getSpec().getTemplate().getSpec();
  }

  private static Container container(Job job) {
    assertThat(pod(job).getContainers()).hasSize(1);
    return pod(job).getContainers().get(0);
  }

  private static String commandLine(Job job) {
    return String.join(" ", container(job).getArgs()).replaceAll("\\s+", " ");
  }

  private static EnvVar env(Job job, String name) {
    return container(job).getEnv().stream()
        .filter(e -> e.getName().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no env " + name));
  }

  private static Volume volume(Job job, String name) {
    return pod(job).getVolumes().stream()
        .filter(v -> v.getName().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no volume " + name));
  }

  private static String mountPath(Job job, String volume) {
    return container(job).getVolumeMounts().stream()
        .filter(m -> m.getName().equals(volume))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no mount of " + volume))
        .getMountPath();
  }
}
