package dev.bindwise.core.wsdl;

import java.net.URI;
import java.util.Locale;
import java.util.Set;

/**
 * The Java package of an XML namespace as JAXB derives it: host labels reversed (without www), then the
 * path's segments, lower case; {@code http://bindwise.dev/examples/google} is
 * {@code dev.bindwise.examples.google}, {@code urn:a:b} is {@code a.b}. A segment that is a keyword or
 * starts with a digit gets a leading underscore.
 */
public final class NamespacePackages {

    private static final Set<String> JAVA_KEYWORDS = Set.of("abstract", "boolean", "byte", "case", "catch", "char",
            "class", "const", "default", "do", "double", "else", "enum", "extends", "final", "float", "for", "goto",
            "if", "import", "int", "interface", "long", "native", "new", "package", "private", "protected", "public",
            "return", "short", "static", "super", "switch", "this", "throw", "throws", "try", "void", "while");

    private NamespacePackages() {
    }

    /** The package name, empty for an empty namespace. */
    public static String of(String namespace) {
        StringBuilder packageName = new StringBuilder();
        try {
            URI uri = URI.create(namespace);
            String[] segments;
            if (uri.getHost() != null) {
                String[] host = uri.getHost().split("\\.");
                String path = uri.getPath() == null ? "" : uri.getPath();
                StringBuilder all = new StringBuilder();
                for (int i = host.length - 1; i >= 0; i--) {
                    if (!(i == 0 && host[i].equals("www"))) {
                        all.append(host[i]).append('/');
                    }
                }
                segments = (all + path).split("/");
            } else {
                String rest = uri.getSchemeSpecificPart() == null ? namespace : uri.getSchemeSpecificPart();
                segments = rest.split("[:/]");
            }
            for (String segment : segments) {
                if (!segment.isEmpty()) {
                    String part = identifier(segment.toLowerCase(Locale.ROOT));
                    if (JAVA_KEYWORDS.contains(part) || Character.isDigit(part.charAt(0))) {
                        part = "_" + part;
                    }
                    packageName.append(packageName.isEmpty() ? "" : ".").append(part);
                }
            }
        } catch (IllegalArgumentException notAUri) {
            return identifier(namespace.toLowerCase(Locale.ROOT));
        }
        return packageName.toString();
    }

    /** The text with every character that cannot be in a Java identifier replaced by '_'. */
    public static String identifier(String text) {
        StringBuilder identifier = new StringBuilder();
        for (char c : text.toCharArray()) {
            identifier.append(Character.isJavaIdentifierPart(c) ? c : '_');
        }
        return identifier.isEmpty() ? "_" : identifier.toString();
    }
}
