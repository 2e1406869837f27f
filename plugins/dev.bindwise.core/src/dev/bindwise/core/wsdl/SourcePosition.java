package dev.bindwise.core.wsdl;

import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.w3c.dom.Attr;
import org.w3c.dom.Node;

/**
 * Where something is in a document: the file and, when known, its 1-based line and column. The
 * secure parser stores one on every element it builds (as DOM user data), so that problems found
 * long after parsing can still point at a line.
 */
public record SourcePosition(String file, int line, int column) {

    /** The DOM user-data key under which elements carry their position. */
    public static final String USER_DATA_KEY = "dev.bindwise.core.wsdl.position";

    public static SourcePosition ofFile(String file) {
        return new SourcePosition(file, -1, -1);
    }

    /** The position of a node: of its own element, or of the element it belongs to; never null. */
    public static SourcePosition of(Node node) {
        Node element = node;
        while (element != null && element.getNodeType() != Node.ELEMENT_NODE) {
            element = element instanceof Attr attr ? attr.getOwnerElement() : element.getParentNode();
        }
        if (element != null && element.getUserData(USER_DATA_KEY) instanceof SourcePosition position) {
            return position;
        }
        String baseUri = node == null || node.getOwnerDocument() == null ? null
                : node.getOwnerDocument().getDocumentURI();
        return ofFile(baseUri == null ? null : fileName(baseUri));
    }

    /** A file URI as a path the user recognises; other URIs unchanged. */
    public static String fileName(String uri) {
        if (uri == null) {
            return null;
        }
        if (uri.startsWith("file:")) {
            try {
                return Paths.get(URI.create(uri)).toString();
            } catch (IllegalArgumentException e) {
                return uri;
            }
        }
        return uri;
    }

    public static String fileName(Path path) {
        return path.toString();
    }

    /**
     * A problem at this position as the user reads it: {@code where: what is wrong}, and on a second,
     * indented line what to do about it (when advice is given).
     */
    public String describe(String problem, String advice) {
        String where = toString();
        StringBuilder message = new StringBuilder();
        if (!where.isEmpty()) {
            message.append(where).append(": ");
        }
        message.append(problem);
        if (advice != null && !advice.isBlank()) {
            message.append(System.lineSeparator()).append("  ").append(advice);
        }
        return message.toString();
    }

    @Override
    public String toString() {
        if (file == null) {
            return line > 0 ? "line " + line : "";
        }
        if (line <= 0) {
            return file;
        }
        return column > 0 ? file + ":" + line + ":" + column : file + ":" + line;
    }
}
