package dev.bindwise.core.policy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import dev.bindwise.runtime.BindingKind;

/**
 * What a policy rule can name: the fact types the rule base is given, the decisions rules insert, and the
 * value types both use, each with the properties a constraint can read. The one list of them, for the
 * compile messages, the rule editor's content assist, the new rule file's imports and the test that keeps
 * rules/README.md true. The classes are listed here; their properties are read from the classes.
 */
public final class FactCatalogue {

    /** What a type is to a rule. */
    public enum Role {
        /** Given to every decision: a rule matches it in its conditions. */
        FACT,
        /** Inserted by a rule's consequence; a rule may also match it ({@code not Excluded( ... )}). */
        DECISION,
        /** A value the facts hold ({@code BindingKind.SOAP}), never a fact by itself. */
        VALUE
    }

    /**
     * One type.
     *
     * @param type       the class
     * @param role       what it is to a rule
     * @param properties what a constraint reads by name ({@code kind}, {@code largerMessageBytes}): the record's
     *                   components, then its other public methods without parameters
     * @param methods    its public methods that take arguments and are not copies ({@code counted(BindingKind)}),
     *                   or, for an enum, its constants
     */
    public record FactType(Class<?> type, Role role, List<String> properties, List<String> methods) {

        public String name() {
            return type.getSimpleName();
        }

        public String qualifiedName() {
            return type.getName();
        }

        /** "Candidate( operation, kind, port, offered )", the way rules/README.md writes a type. */
        public String signature() {
            return properties.isEmpty() ? name() : name() + "( " + String.join(", ", properties) + " )";
        }
    }

    private static final List<FactType> TYPES = Stream.of(
            type(Candidate.class, Role.FACT), type(Target.class, Role.FACT), type(Estimate.class, Role.FACT),
            type(VoteResult.class, Role.FACT), type(Endpoint.class, Role.FACT),
            type(Excluded.class, Role.DECISION), type(Preferred.class, Role.DECISION),
            type(Fallback.class, Role.DECISION), type(Veto.class, Role.DECISION),
            type(BindingKind.class, Role.VALUE), type(Property.class, Role.VALUE)).toList();

    /**
     * The form of the values of the properties that name something of the WSDL, with an example of a real value: a
     * constraint that writes another form compiles and matches nothing ({@link RuleReach} warns of it).
     */
    private static final Map<String, String> FORMS = Map.of(
            "operation", "the port type, a dot and the operation's name, as in the WSDL: operation == \"Financial.handleAddShort\""
                    + " (an overloaded name adds its input's name: \"PortType.name(inputName)\")",
            "port", "the port's name in the WSDL: port == \"FinancialSoapPort\"",
            "kind", "the kind of the port's binding: kind == BindingKind.SOAP");

    private FactCatalogue() {
    }

    /** The form of a property's values with an example ("Financial.handleAddShort" for operation), if it names something of the WSDL. */
    public static Optional<String> form(String property) {
        return Optional.ofNullable(FORMS.get(property));
    }

    /** Every type, facts first, then decisions, then values. */
    public static List<FactType> all() {
        return TYPES;
    }

    /** The types of one role, in the catalogue's order. */
    public static List<FactType> of(Role role) {
        return TYPES.stream().filter(type -> type.role() == role).toList();
    }

    /** The type of this simple name ("Candidate"), if rules can use one. */
    public static Optional<FactType> named(String simpleName) {
        return TYPES.stream().filter(type -> type.name().equals(simpleName)).findFirst();
    }

    /** The names of the types of a role, "Candidate, Target, Estimate, VoteResult and Endpoint". */
    public static String names(Role role) {
        List<String> names = of(role).stream().map(FactType::name).toList();
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    private static FactType type(Class<?> type, Role role) {
        if (type.isEnum()) {
            List<String> constants = Arrays.stream(type.getEnumConstants()).map(constant -> ((Enum<?>) constant).name())
                    .toList();
            return new FactType(type, role, List.of(), constants);
        }
        Set<String> properties = new LinkedHashSet<>();
        if (type.isRecord()) {
            Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).forEach(properties::add);
        }
        List<String> methods = new ArrayList<>();
        for (Method method : publicMethods(type)) {
            if (method.getParameterCount() == 0) {
                properties.add(method.getName());
            } else if (method.getReturnType() != type) {
                methods.add(method.getName() + "(" + String.join(", ", Arrays.stream(method.getParameterTypes())
                        .map(Class::getSimpleName).toList()) + ")");
            }
        }
        return new FactType(type, role, List.copyOf(properties), List.copyOf(methods));
    }

    /** The type's own public instance methods that return something, in name order (reflection has no order). */
    private static List<Method> publicMethods(Class<?> type) {
        Set<String> inherited = Set.of("toString", "hashCode", "equals", "getClass");
        return Arrays.stream(type.getDeclaredMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers()))
                .filter(method -> !method.isSynthetic() && !method.isBridge() && method.getReturnType() != void.class)
                .filter(method -> !inherited.contains(method.getName()))
                .sorted(Comparator.comparing(Method::getName).thenComparing(Method::getParameterCount))
                .toList();
    }
}
