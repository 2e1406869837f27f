package dev.bindwise.core.wsdl;

import java.util.Set;

/**
 * The words a Java name made from an XML name must not be, the one list for the generator's identifiers and
 * class names ({@code generate.JavaNames}) and the packages of namespaces ({@link NamespacePackages}): the
 * reserved keywords of the Java Language Specification, Java SE 17, section 3.9 (with {@code _}, reserved since
 * Java 9), and the literals {@code true}, {@code false} and {@code null} (3.10.3, 3.10.8), as JAXB escapes them.
 * <p>
 * A list of its own rather than {@code SourceVersion.isKeyword}, which follows the JDK that runs the generator:
 * the names in generated code would otherwise change with the JDK. The contextual keywords ({@code var},
 * {@code yield}, {@code record}, {@code sealed}, {@code permits}, {@code module}, ...) are not in it: they are
 * valid names of methods, parameters and packages, which is all an XML name becomes in lower case (class names
 * start with an upper-case letter), and xjc and wsimport leave them as they are.
 */
public final class JavaKeywords {

    private static final Set<String> RESERVED = Set.of(
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
            "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
            "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
            "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super",
            "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
            "_",
            "true", "false", "null");

    private JavaKeywords() {
    }

    /** Whether the word is a Java keyword or literal, which no Java name may be. */
    public static boolean isReserved(String word) {
        return RESERVED.contains(word);
    }
}
