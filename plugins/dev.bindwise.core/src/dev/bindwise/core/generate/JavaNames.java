package dev.bindwise.core.generate;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import javax.lang.model.SourceVersion;

import dev.bindwise.core.wsdl.JavaKeywords;

/** Java identifiers from XML names: a name that is no Java identifier has its other characters replaced, a keyword gets a trailing underscore. */
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
        return JavaKeywords.isReserved(result) ? result + "_" : result;
    }

    /** A class name: the identifier with its first letter in upper case. */
    static String className(String name) {
        String identifier = identifier(name);
        String capitalized = identifier.substring(0, 1).toUpperCase(Locale.ROOT) + identifier.substring(1);
        return JavaKeywords.isReserved(capitalized) ? capitalized + "_" : capitalized;
    }

    /** A bean property's accessor suffix: the name with its first letter in upper case. */
    static String capitalized(String identifier) {
        return identifier.substring(0, 1).toUpperCase(Locale.ROOT) + identifier.substring(1);
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
