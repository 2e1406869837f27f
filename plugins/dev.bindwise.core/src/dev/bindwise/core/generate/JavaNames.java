package dev.bindwise.core.generate;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import javax.lang.model.SourceVersion;

import dev.bindwise.core.wsdl.JavaKeywords;

/**
 * Java identifiers from XML names: a name that is no Java identifier has its other characters replaced; a keyword
 * (or literal) gets a {@code _} before it, as JAXB's and wsimport's ({@code return} is {@code _return}, its
 * accessors {@code getReturn}, {@code setReturn}).
 */
final class JavaNames {

    private JavaNames() {
    }

    /** A Java identifier for the name (a method, parameter or property). */
    static String identifier(String name) {
        StringBuilder identifier = new StringBuilder();
        for (char c : name.toCharArray()) {
            identifier.append(identifier.isEmpty() ? Character.isJavaIdentifierStart(c) ? c : '_'
                    : Character.isJavaIdentifierPart(c) ? c : '_');
        }
        String result = identifier.isEmpty() ? "_" : identifier.toString();
        return JavaKeywords.isReserved(result) ? "_" + result : result;
    }

    /**
     * A bean property's field for an element: the identifier, but {@code clazz} for {@code class}, as JAXB names it
     * (whose {@code getClass()} is Object's).
     */
    static String property(String name) {
        String identifier = identifier(name);
        return identifier.equals("_class") ? "clazz" : identifier;
    }

    /**
     * A class name: the identifier with its first letter in upper case (never a keyword: keywords are in lower case,
     * and the identifier of {@code _} is {@code __}).
     */
    static String className(String name) {
        String identifier = identifier(name);
        return identifier.substring(0, 1).toUpperCase(Locale.ROOT) + identifier.substring(1);
    }

    /**
     * A bean property's accessor suffix: the name with its first letter in upper case, a keyword's {@code _}
     * left out ({@code _return} has {@code getReturn}).
     */
    static String capitalized(String identifier) {
        String stem = identifier.startsWith("_") && JavaKeywords.isReserved(identifier.substring(1)) ? identifier.substring(1)
                : identifier;
        return stem.substring(0, 1).toUpperCase(Locale.ROOT) + stem.substring(1);
    }

    /** Whether the name is a package an application can put classes in (dotted identifiers, no keywords, not java.*). */
    static boolean isPackageName(String name) {
        return packageProblem(name).isEmpty();
    }

    /** What keeps an application's classes out of the package, or empty when nothing does. */
    static Optional<String> packageProblem(String name) {
        boolean dottedIdentifiers = Arrays.stream(name.split("\\.", -1))
                .allMatch(part -> SourceVersion.isIdentifier(part) && !JavaKeywords.isReserved(part));
        if (!dottedIdentifiers) {
            return Optional.of("is not a Java package name: give dotted identifiers that are no keywords, e.g. com.example.trader");
        }
        if (name.equals("java") || name.startsWith("java.")) {
            return Optional.of("is a package of Java itself: no class loader defines an application's classes in java.*;"
                    + " give a package of your own, e.g. com.example.trader");
        }
        return Optional.empty();
    }
}
