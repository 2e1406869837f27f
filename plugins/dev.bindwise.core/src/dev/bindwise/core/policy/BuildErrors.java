package dev.bindwise.core.policy;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;

/**
 * Drools' errors after parsing, in words that say what a rule may use instead: a type it cannot resolve,
 * a property or value a type does not have (with the ones it has, from {@link FactCatalogue}), a
 * consequence that does not compile, a rule name taken. Other messages keep Drools' words.
 */
final class BuildErrors {

    private static final Pattern UNKNOWN_TYPE = Pattern.compile("^Unable to resolve ObjectType '([^']+)'");
    private static final Pattern ANALYSE = Pattern.compile("^Unable to Analyse Expression (.+?):\\s*\\[Error: (.*?)\\]",
            Pattern.DOTALL);
    private static final Pattern STRICT_MODE = Pattern.compile(
            "unable to resolve method using strict-mode: ([\\w.$]+)\\.(\\w+)\\(\\)");
    private static final String CONSEQUENCE = "Rule Compilation error";
    private static final Pattern ATTRIBUTE = Pattern.compile("^Unable to build expression for '([\\w-]+)' : .*'(.*)'$",
            Pattern.DOTALL);
    private static final String DUPLICATE_RULE = "Duplicate rule name";

    private BuildErrors() {
    }

    /**
     * The message in words; Drools' own words where there is nothing to add.
     *
     * @param text     Drools' message (several lines)
     * @param ruleName the rule at the message's line, or null
     */
    static String explain(String text, String ruleName) {
        Matcher unknownType = UNKNOWN_TYPE.matcher(text);
        if (unknownType.find()) {
            return unknownType(unknownType.group(1));
        }
        Matcher analyse = ANALYSE.matcher(text);
        if (analyse.find()) {
            Matcher strict = STRICT_MODE.matcher(analyse.group(2));
            if (strict.find()) {
                return unknownMember(strict.group(1), strict.group(2), analyse.group(1).trim());
            }
        }
        if (isConsequenceError(text)) {
            List<String> problems = text.substring(CONSEQUENCE.length()).lines().map(String::trim)
                    .filter(line -> !line.isEmpty()).toList();
            return consequence(ruleName, String.join("; ", problems));
        }
        Matcher attribute = ATTRIBUTE.matcher(text);
        if (attribute.find()) {
            return "`" + attribute.group(1) + " " + attribute.group(2) + "`: the value of " + attribute.group(1)
                    + " must be a number, or an expression of the rule's bound variables";
        }
        String oneLine = DroolsMessages.oneLine(text);
        if (oneLine.startsWith(DUPLICATE_RULE)) {
            return oneLine + " (a rule's name is unique in its package: name yours differently, or veto the default rule"
                    + " to replace it; see rules/README.md)";
        }
        return oneLine;
    }

    static boolean isConsequenceError(String text) {
        return text.startsWith(CONSEQUENCE);
    }

    /** A Java compiler's message about a rule's consequence. */
    static String consequence(String ruleName, String javaMessage) {
        // the compiler names the class Drools generates for the rule, which the user never sees
        return "the consequence" + (ruleName == null ? "" : " of rule \"" + ruleName + "\"") + " is not valid Java: "
                + javaMessage.replaceAll(" for the type Rule_\\w+", "");
    }

    private static String unknownType(String name) {
        Optional<FactType> known = FactCatalogue.named(name);
        if (known.isPresent()) {
            return "`" + name + "` is one of Bindwise's fact types, but this file does not import it: add `import "
                    + known.get().qualifiedName() + ";`";
        }
        List<String> names = FactCatalogue.all().stream().filter(type -> type.role() != Role.VALUE)
                .map(FactType::name).toList();
        return "`" + name + "` is not a type a rule can match" + meant(name, names) + ". Every decision is given "
                + FactCatalogue.names(Role.FACT) + "; rules insert and may match " + FactCatalogue.names(Role.DECISION)
                + " (import them from " + FactCatalogue.class.getPackageName() + "; rules/README.md lists their"
                + " properties). A class of your own needs an import too";
    }

    private static String unknownMember(String typeName, String member, String expression) {
        String simpleName = typeName.substring(Math.max(typeName.lastIndexOf('.'), typeName.lastIndexOf('$')) + 1);
        Optional<FactType> known = FactCatalogue.named(simpleName);
        if (known.isEmpty()) {
            return simpleName.equals("Object") ? "`" + member + "` is not a bound variable, a property or a value (in `"
                    + expression + "`)" : "`" + simpleName + "` has no property or method `" + member + "` (in `"
                    + expression + "`)";
        }
        FactType type = known.get();
        if (type.type().isEnum()) {
            return "`" + simpleName + "` has no value `" + member + "`" + meant(member, type.methods()) + ": its values are "
                    + String.join(", ", type.methods());
        }
        String methods = type.methods().isEmpty() ? "" : ", and call " + String.join(", ", type.methods());
        return "`" + simpleName + "` has no property `" + member + "`" + meant(member, type.properties())
                + ": a constraint on " + simpleName + " can read " + String.join(", ", type.properties()) + methods;
    }

    private static String meant(String word, List<String> known) {
        return Spelling.closest(word, known).map(closest -> " (did you mean `" + closest + "`?)").orElse("");
    }
}
