package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.StringTokenizer;

/**
 * The Java package of an XML namespace as xjc and wsimport derive it (the JAXB 2 spec's Appendix D.5.1, as its
 * reference implementation applies it): an {@code http:} or {@code urn:} scheme dropped; the rest split at
 * '/', ':' and spaces; the last part's file extension dropped ({@code orders.xsd} is {@code orders}); the first
 * part a host, its labels reversed without a leading www (a urn's split at '-' too); each part's characters
 * that no identifier has replaced by '_', a '_' put before a part that is a Java keyword or literal or does
 * not start as an identifier does; lower case. {@code http://example.com/schemas/orders.xsd} is
 * {@code com.example.schemas.orders}, {@code urn:bindwise:shop} is {@code bindwise.shop}, a part
 * {@code int} is {@code _int}. Keywords and literals are {@link JavaKeywords}, which the generator's names use too;
 * they are tested after lower-casing, so that a part {@code Int} is {@code _int}
 * (xjc tests before and would make it {@code int}, no package name).
 */
public final class NamespacePackages {

    private NamespacePackages() {
    }

    /** The package name, empty for an empty namespace. */
    public static String of(String namespace) {
        String rest = namespace;
        String scheme = "";
        int colon = rest.indexOf(':');
        if (colon >= 0) {
            scheme = rest.substring(0, colon);
            if (scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("urn")) {
                rest = rest.substring(colon + 1);
            }
        }
        List<String> parts = tokens(rest, "/: ");
        if (parts.isEmpty()) {
            return "";
        }
        if (parts.size() > 1) {
            String last = parts.get(parts.size() - 1);
            int extension = last.lastIndexOf('.');
            if (extension > 0) {
                parts.set(parts.size() - 1, last.substring(0, extension));
            }
        }
        List<String> host = tokens(parts.remove(0), scheme.equalsIgnoreCase("urn") ? ".-" : ".");
        Collections.reverse(host);
        if (!host.isEmpty() && host.get(host.size() - 1).equalsIgnoreCase("www")) {
            host.remove(host.size() - 1);
        }
        parts.addAll(0, host);
        StringBuilder packageName = new StringBuilder();
        for (String part : parts) {
            String segment = identifier(part).toLowerCase(Locale.ENGLISH);
            if (!Character.isJavaIdentifierStart(segment.charAt(0)) || JavaKeywords.isReserved(segment)) {
                segment = "_" + segment;
            }
            packageName.append(packageName.isEmpty() ? "" : ".").append(segment);
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

    private static List<String> tokens(String text, String separators) {
        List<String> tokens = new ArrayList<>();
        StringTokenizer tokenizer = new StringTokenizer(text, separators);
        while (tokenizer.hasMoreTokens()) {
            tokens.add(tokenizer.nextToken());
        }
        return tokens;
    }
}
