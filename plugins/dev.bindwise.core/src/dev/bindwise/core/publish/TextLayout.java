package dev.bindwise.core.publish;

import dev.bindwise.core.wsdl.xml.XmlTextOutline;

/**
 * The layout the user's WSDL is written in, so that what an edit adds looks as if the user wrote it:
 * the line end, one level of indentation, and the indentation of a given line.
 */
final class TextLayout {

    private final String text;
    private final String newline;
    private final String step;

    TextLayout(String text, XmlTextOutline.Element root) {
        this.text = text;
        this.newline = text.contains("\r\n") ? "\r\n" : "\n";
        this.step = indentStep(root);
    }

    String newline() {
        return newline;
    }

    /** One level of the file's indentation. */
    String step() {
        return step;
    }

    /** The whitespace before an element on its line (empty when something else precedes it there). */
    String indentOf(int offset) {
        int start = lineStart(offset);
        String before = text.substring(start, offset);
        return before.isBlank() ? before : "";
    }

    int lineStart(int offset) {
        return text.lastIndexOf('\n', offset - 1) + 1;
    }

    /** How much deeper the first child of the root's first child with children is than its parent; else two spaces. */
    private String indentStep(XmlTextOutline.Element root) {
        for (XmlTextOutline.Element parent : root.children()) {
            if (!parent.children().isEmpty()) {
                String outer = indentOf(parent.start());
                String inner = indentOf(parent.children().get(0).start());
                if (inner.startsWith(outer) && inner.length() > outer.length()) {
                    return inner.substring(outer.length());
                }
            }
        }
        return "  ";
    }
}
