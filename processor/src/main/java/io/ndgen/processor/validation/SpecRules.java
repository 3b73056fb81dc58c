package io.ndgen.processor.validation;

import io.ndgen.annotations.DType;
import io.ndgen.annotations.Order;
import io.ndgen.processor.model.ArraySpec;
import io.ndgen.processor.model.AxisName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import org.jspecify.annotations.Nullable;

/**
 * The rules one {@code @NDArray} declaration must satisfy, on front-end-neutral {@link SpecFacts}:
 * it is a non-generic, accessible interface, the rank is in range (given, or implied by the axis
 * names, and they agree if both are given), the axis names are distinct identifiers whose generated
 * members do not clash, and the generated name is a valid identifier that clashes neither with an
 * existing type of the package nor with a Kotlin built-in. Reports every problem it finds; returns
 * the model only if there was none.
 *
 * <p>Both front ends (javac/kapt and KSP) run exactly these rules, so a new rule is written once,
 * here: read the annotation value with {@link SpecFacts#value}, add a tagged message to {@link
 * Diagnostics}, report it on a {@link Location}. Not checked here: the spec's methods ({@link
 * MethodChecker}, once the class is built) and two specs generating one name ({@link
 * GeneratedNames}, across a round).
 */
public final class SpecRules {
  private SpecRules() {}

  /** The validated model, or null after reporting why not. */
  public static @Nullable ArraySpec validate(
      SpecFacts facts, TypeLookup types, ErrorReporter reporter) {
    Counting out = new Counting(reporter);
    if (facts.kind() != SpecFacts.Kind.INTERFACE) {
      out.error(
          Location.annotation(),
          Diagnostics.NOT_INTERFACE,
          facts.simpleName(),
          facts.kind().words());
      return null;
    }
    if (!facts.typeParameters().isEmpty()) {
      out.error(
          Location.annotation(),
          Diagnostics.GENERIC,
          facts.canonicalName(),
          "<" + String.join(", ", facts.typeParameters()) + ">");
    }
    if (!facts.accessible()) {
      out.error(Location.annotation(), Diagnostics.NOT_ACCESSIBLE, facts.canonicalName());
    }
    List<String> axes = axes(facts);
    int rank = facts.value("rank") instanceof Integer r ? r : 0;
    if (facts.value("rank") == null || rank == 0 && !axes.isEmpty()) { // left out: from axes
      rank = axes.size();
      if (rank == 0) {
        out.error(Location.annotation(), Diagnostics.RANK_MISSING);
        rank = -1; // reported
      }
    } else if (!axes.isEmpty() && rank != axes.size()) {
      out.error(
          Location.value("rank"), Diagnostics.AXES_RANK, rank, AxisName.written(axes), axes.size());
    }
    if (rank != -1 && (rank < 1 || rank > ArraySpec.MAX_RANK)) {
      out.error(Location.value("rank"), Diagnostics.RANK, rank);
    }
    checkAxes(axes, out);
    DType dtype = constant(DType.class, facts.value("dtype"), null);
    Order order = constant(Order.class, facts.value("order"), Order.C);
    String requested = facts.value("name") instanceof String s ? s : "";
    String className =
        requested.isEmpty() ? ArraySpec.defaultClassName(facts.simpleName()) : requested;
    checkName(className, facts.packageName(), types, out);
    if (out.errors > 0 || dtype == null || order == null) {
      return null; // a missing dtype is already the compiler's error
    }
    return new ArraySpec(
        facts.packageName(), facts.specNames(), className, dtype, rank, order, axes);
  }

  /** The {@code axes} value as a list of names (empty when not given). */
  private static List<String> axes(SpecFacts facts) {
    Object value = facts.value("axes");
    List<String> axes = new ArrayList<>();
    if (value instanceof List<?> list) {
      for (Object o : list) {
        axes.add(String.valueOf(o));
      }
    } else if (value instanceof String one) {
      axes.add(one); // a single value written without braces
    }
    return axes;
  }

  /** Each name an identifier, no name twice, no two names generating one member. */
  private static void checkAxes(List<String> axes, ErrorReporter out) {
    String written = AxisName.written(axes);
    Map<String, String> members = new HashMap<>();
    Set<String> seen = new HashSet<>();
    for (String axis : axes) {
      if (!SourceVersion.isIdentifier(axis)) {
        out.error(Location.value("axes"), Diagnostics.AXIS_NAME, axis);
        continue;
      }
      if (!seen.add(axis)) {
        out.error(Location.value("axes"), Diagnostics.AXIS_DUPLICATE, axis, written);
        continue;
      }
      List<String> generated = new ArrayList<>();
      generated.add(AxisName.constant(axis));
      for (String prefix : AxisName.METHOD_PREFIXES) {
        generated.add(prefix + AxisName.suffix(axis));
      }
      for (String member : generated) {
        String other = members.putIfAbsent(member, axis);
        if (other != null) {
          out.error(Location.value("axes"), Diagnostics.AXIS_MEMBER_CLASH, other, axis, member);
          break;
        }
      }
    }
  }

  private static void checkName(
      String className, String packageName, TypeLookup types, ErrorReporter out) {
    if (!SourceVersion.isIdentifier(className) || SourceVersion.isKeyword(className)) {
      out.error(Location.value("name"), Diagnostics.INVALID_NAME, className);
      return;
    }
    String kotlin = KotlinNames.builtIn(className);
    if (kotlin != null) {
      out.error(Location.value("name"), Diagnostics.KOTLIN_CLASH, className, kotlin);
      return;
    }
    String qualified = packageName.isEmpty() ? className : packageName + "." + className;
    String existing = types.existing(qualified);
    if (existing != null) {
      out.error(Location.value("name"), Diagnostics.EXISTING_CLASH, className, existing);
    }
  }

  private static <E extends Enum<E>> @Nullable E constant(
      Class<E> type, @Nullable Object value, @Nullable E fallback) {
    if (!(value instanceof String name)) {
      return fallback;
    }
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(name)) {
        return e;
      }
    }
    return null;
  }

  /** Forwards to a reporter and counts. */
  private static final class Counting implements ErrorReporter {
    private final ErrorReporter target;
    int errors;

    Counting(ErrorReporter target) {
      this.target = target;
    }

    @Override
    public void error(Location where, String message) {
      errors++;
      target.error(where, message);
    }
  }
}
