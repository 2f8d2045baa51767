package dev.tokenpace.acceptance.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every step's parameters, in its expression's order, are of the types its method takes: Cucumber
 * checks that only when a feature runs the step, so a method that two expressions of different
 * parameter types share errors in the scenario, not in the build.
 */
class StepSignaturesTest {

  private static final Pattern PARAMETER = Pattern.compile("\\{([^}]*)}");

  private static final Map<String, Class<?>> BUILT_IN =
      Map.of(
          "int", Integer.class,
          "double", Double.class,
          "float", Float.class,
          "long", Long.class,
          "string", String.class,
          "word", String.class,
          "", String.class);

  @Test
  void everyStepMethodTakesTheTypesItsExpressionsGive() {
    List<Class<?>> glue = StepVocabulary.stepClasses();
    Map<String, Class<?>> types = new HashMap<>(BUILT_IN);
    StepVocabulary.parameterTypes(glue)
        .forEach((name, method) -> types.put(name, boxed(method.getReturnType())));
    List<String> mismatches = new ArrayList<>();
    for (Class<?> type : glue) {
      for (Method method : type.getDeclaredMethods()) {
        for (String expression : expressions(method)) {
          List<Class<?>> given = new ArrayList<>();
          Matcher parameter = PARAMETER.matcher(expression);
          while (parameter.find()) {
            given.add(types.get(parameter.group(1)));
          }
          Class<?>[] taken = method.getParameterTypes();
          boolean fits = taken.length >= given.size();
          for (int i = 0; fits && i < given.size(); i++) {
            fits = given.get(i) != null && boxed(taken[i]).isAssignableFrom(given.get(i));
          }
          if (!fits) {
            mismatches.add(type.getSimpleName() + "." + method.getName() + ": " + expression);
          }
        }
      }
    }
    assertThat(mismatches).as("steps whose method cannot take what the expression gives").isEmpty();
  }

  private static List<String> expressions(Method method) {
    List<String> expressions = new ArrayList<>();
    for (Annotation annotation : method.getAnnotations()) {
      if (annotation instanceof Given g) {
        expressions.add(g.value());
      } else if (annotation instanceof When w) {
        expressions.add(w.value());
      } else if (annotation instanceof Then t) {
        expressions.add(t.value());
      } else if (annotation instanceof Given.Givens gs) {
        for (Given g : gs.value()) {
          expressions.add(g.value());
        }
      } else if (annotation instanceof When.Whens ws) {
        for (When w : ws.value()) {
          expressions.add(w.value());
        }
      } else if (annotation instanceof Then.Thens ts) {
        for (Then t : ts.value()) {
          expressions.add(t.value());
        }
      }
    }
    return expressions;
  }

  private static Class<?> boxed(Class<?> type) {
    if (!type.isPrimitive()) {
      return type;
    }
    return Map.<Class<?>, Class<?>>of(
            int.class, Integer.class,
            double.class, Double.class,
            float.class, Float.class,
            long.class, Long.class,
            boolean.class, Boolean.class)
        .get(type);
  }
}
