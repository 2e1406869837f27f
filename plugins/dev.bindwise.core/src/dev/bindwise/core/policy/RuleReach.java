package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import dev.bindwise.core.policy.DrlTokens.Kind;
import dev.bindwise.core.policy.DrlTokens.Token;
import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.runtime.BindingKind;

/**
 * Finds the conditions of a rule file that can never match the given WSDLs: {@code operation == "handleAddShort"}
 * where the facts name the operation {@code Financial.handleAddShort}, a port or a binding kind the WSDLs do not
 * have. Drools compiles such a rule and it silently matches nothing; this says so, at the condition, with the names
 * the facts do have (headless: the rule editor shows each as a warning).
 */
public final class RuleReach {

    /** How many names a warning lists before "and N more". */
    private static final int LISTED = 6;

    private RuleReach() {
    }

    /**
     * The conditions of the text that no fact of the services can meet, each as a problem at the condition's value.
     *
     * @param file     the rule file as the user names it (the problems' file)
     * @param text     its text
     * @param services the WSDLs the rules are for (none: nothing is checked)
     */
    public static List<RuleProblem> check(String file, String text, List<ServiceNames> services) {
        List<RuleProblem> problems = new ArrayList<>();
        if (services.isEmpty()) {
            return problems;
        }
        List<Token> tokens = DrlTokens.of(text).tokens();
        // the open parentheses: for each, the fact type it is the pattern of, or null
        List<FactType> patterns = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (token.is("(")) {
                Token before = i > 0 ? tokens.get(i - 1) : null;
                patterns.add(before == null || before.kind() != Kind.WORD ? null
                        : FactCatalogue.named(before.text()).filter(type -> type.role() != FactCatalogue.Role.VALUE)
                                .orElse(null));
            } else if (token.is(")")) {
                if (!patterns.isEmpty()) {
                    patterns.remove(patterns.size() - 1);
                }
            } else if (token.is("==") && !patterns.isEmpty() && patterns.get(patterns.size() - 1) != null) {
                constraint(file, tokens, i, patterns.get(patterns.size() - 1), services).ifPresent(problems::add);
            }
        }
        return problems;
    }

    /** The problem of the constraint around the == at index, if it names what the services do not have. */
    private static Optional<RuleProblem> constraint(String file, List<Token> tokens, int index, FactType pattern,
            List<ServiceNames> services) {
        if (index == 0 || index + 1 >= tokens.size()) {
            return Optional.empty();
        }
        Token left = tokens.get(index - 1);
        Token right = tokens.get(index + 1);
        Token property = left.kind() == Kind.WORD ? left : right.kind() == Kind.WORD ? right : null;
        Token value = property == left ? right : left;
        if (property == null || !pattern.properties().contains(property.text())) {
            return Optional.empty();
        }
        String wsdls = services.stream().map(ServiceNames::wsdl).collect(Collectors.joining(" or "));
        switch (property.text()) {
            case "operation" -> {
                return unknownName(file, value, "operation == " + value.text() + " matches no operation of " + wsdls
                        + "; operations are named ", union(services.stream().map(ServiceNames::operations).toList()));
            }
            case "port" -> {
                return unknownName(file, value, "port == " + value.text() + " matches no port of " + wsdls
                        + "; its ports are ", union(services.stream().map(ServiceNames::ports).toList()));
            }
            case "kind" -> {
                // kind == BindingKind.JMS: the value is the word after "BindingKind."
                int at = property == left ? index + 1 : index - 3;
                if (at < 0 || at + 2 >= tokens.size() || !tokens.get(at).is(BindingKind.class.getSimpleName())
                        || !tokens.get(at + 1).is(".")) {
                    return Optional.empty();
                }
                Token constant = tokens.get(at + 2);
                Set<BindingKind> kinds = services.stream().flatMap(service -> service.kinds().stream())
                        .collect(Collectors.toCollection(() -> EnumSet.noneOf(BindingKind.class)));
                boolean known = Arrays.stream(BindingKind.values()).anyMatch(kind -> kind.name().equals(constant.text()));
                if (!known || kinds.stream().anyMatch(kind -> kind.name().equals(constant.text()))) {
                    return Optional.empty(); // an unknown constant is Drools' own error
                }
                return Optional.of(problem(file, constant, "kind == BindingKind." + constant.text() + " matches no port of "
                        + wsdls + "; its ports are of the kinds "
                        + kinds.stream().map(BindingKind::name).collect(Collectors.joining(", "))));
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /** A quoted name that is none of the names, with the message and the names most like it; else nothing. */
    private static Optional<RuleProblem> unknownName(String file, Token value, String message, Set<String> names) {
        if (value.kind() != Kind.STRING) {
            return Optional.empty();
        }
        String named = unquoted(value.text());
        if (names.contains(named)) {
            return Optional.empty();
        }
        return Optional.of(problem(file, value, message + listed(likeFirst(named, names))));
    }

    private static RuleProblem problem(String file, Token at, String message) {
        return new RuleProblem(file, at.line(), at.column(), message);
    }

    private static String unquoted(String string) {
        return string.length() >= 2 ? string.substring(1, string.length() - 1) : string;
    }

    private static Set<String> union(List<List<String>> lists) {
        Set<String> all = new LinkedHashSet<>();
        lists.forEach(all::addAll);
        return all;
    }

    /**
     * The names, those that look like the one written first: the same after the port type's dot
     * ({@code handleAddShort} for {@code Financial.handleAddShort}), then a spelling or two away.
     */
    private static List<String> likeFirst(String written, Collection<String> names) {
        Optional<String> spelt = Spelling.closest(written, names);
        return names.stream().sorted(Comparator.comparingInt(name -> {
            String last = name.substring(name.indexOf('.') + 1);
            return last.equals(written) || last.startsWith(written + "(") ? 0
                    : spelt.filter(name::equals).isPresent() ? 1 : 2;
        })).toList();
    }

    private static String listed(List<String> names) {
        return names.size() <= LISTED ? String.join(", ", names)
                : String.join(", ", names.subList(0, LISTED)) + " and " + (names.size() - LISTED) + " more";
    }
}
