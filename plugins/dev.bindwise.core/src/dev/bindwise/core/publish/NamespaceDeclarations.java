package dev.bindwise.core.publish;

import java.util.LinkedHashMap;
import java.util.Map;

import dev.bindwise.core.wsdl.extensions.WsifNamespaces;

/**
 * The namespace prefixes of a WSDL's root element, and the declarations an edit adds to it for the
 * namespaces the root does not declare yet (new elements are prefixed from here).
 */
final class NamespaceDeclarations {

    private static final Map<String, String> PREFERRED_PREFIXES = Map.of(WsifNamespaces.EJB, "ejb",
            WsifNamespaces.JAVA, "java", WsifNamespaces.CICS, "cics", WsifNamespaces.FORMAT, "format");

    /** prefix to namespace, as the root declares them, and as this edit declares more */
    private final Map<String, String> inScope = new LinkedHashMap<>();
    private final Map<String, String> added = new LinkedHashMap<>();

    /** The declarations of the root's start tag (its {@code xmlns:} attributes). */
    NamespaceDeclarations(Map<String, String> rootAttributes) {
        for (Map.Entry<String, String> attribute : rootAttributes.entrySet()) {
            if (attribute.getKey().startsWith("xmlns:")) {
                inScope.put(attribute.getKey().substring(6), attribute.getValue());
            }
        }
    }

    /**
     * The prefix the root declares for a namespace; else a new declaration, named {@code preferred}
     * (or the WSIF namespace's usual prefix), made unique with a number.
     */
    String prefix(String namespace, String preferred) {
        for (Map.Entry<String, String> declaration : inScope.entrySet()) {
            if (declaration.getValue().equals(namespace)) {
                return declaration.getKey();
            }
        }
        String base = preferred != null ? preferred : PREFERRED_PREFIXES.getOrDefault(namespace, "ns");
        String prefix = base;
        for (int i = 1; inScope.containsKey(prefix) || prefix.equals("xml") || prefix.equals("xmlns"); i++) {
            prefix = base + i;
        }
        inScope.put(prefix, namespace);
        added.put(prefix, namespace);
        return prefix;
    }

    boolean anyAdded() {
        return !added.isEmpty();
    }

    /**
     * The added declarations as text to insert before the {@code >} of the root's start tag: on lines of
     * their own, indented like the tag's last line, when the tag spans lines; else after a space each.
     */
    String text(String rootStartTag, String newline) {
        int lastBreak = rootStartTag.lastIndexOf('\n');
        String separator = " ";
        if (lastBreak >= 0) {
            int first = lastBreak + 1;
            int indentEnd = first;
            while (indentEnd < rootStartTag.length()
                    && (rootStartTag.charAt(indentEnd) == ' ' || rootStartTag.charAt(indentEnd) == '\t')) {
                indentEnd++;
            }
            separator = newline + rootStartTag.substring(first, indentEnd);
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> declaration : added.entrySet()) {
            out.append(separator).append("xmlns:").append(declaration.getKey()).append("=\"")
                    .append(XmlEscape.attribute(declaration.getValue())).append('"');
        }
        return out.toString();
    }
}
