package dev.bindwise.core.generate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The elements of a well-formed XML text with where their tags start and end, so that an edit can insert text
 * at the right place and leave every other character as it was (a DOM keeps neither the layout nor the
 * comments). Comments, CDATA sections, processing instructions and the DOCTYPE are passed over; quoted
 * attribute values may hold '>'.
 */
final class XmlOutline {

    /** One element: its name and the offsets of its start tag and end tag (the same for an empty-element tag). */
    static final class Element {

        private final String name;
        private final Element parent;
        private final int openStart;
        private final int openEnd;
        private final boolean selfClosing;
        private final List<Element> children = new ArrayList<>();
        private int closeStart;
        private int closeEnd;

        Element(String name, Element parent, int openStart, int openEnd, boolean selfClosing) {
            this.name = name;
            this.parent = parent;
            this.openStart = openStart;
            this.openEnd = openEnd;
            this.selfClosing = selfClosing;
            this.closeStart = openEnd;
            this.closeEnd = openEnd;
        }

        String name() {
            return name;
        }

        Element parent() {
            return parent;
        }

        int openStart() {
            return openStart;
        }

        int openEnd() {
            return openEnd;
        }

        int closeStart() {
            return closeStart;
        }

        int closeEnd() {
            return closeEnd;
        }

        boolean selfClosing() {
            return selfClosing;
        }

        List<Element> children() {
            return children;
        }

        List<Element> children(String childName) {
            return children.stream().filter(child -> child.name.equals(childName)).toList();
        }

        /** The first child of that name, or null. */
        Element child(String childName) {
            return children.stream().filter(child -> child.name.equals(childName)).findFirst().orElse(null);
        }
    }

    private XmlOutline() {
    }

    /** Every element in document order; the text must be well-formed (checked before by a parser). */
    static List<Element> of(String text) {
        List<Element> elements = new ArrayList<>();
        Deque<Element> open = new ArrayDeque<>();
        int at = 0;
        for (int lt = text.indexOf('<', at); lt >= 0; lt = text.indexOf('<', at)) {
            if (text.startsWith("<!--", lt)) {
                at = after(text, "-->", lt);
            } else if (text.startsWith("<![CDATA[", lt)) {
                at = after(text, "]]>", lt);
            } else if (text.startsWith("<?", lt)) {
                at = after(text, "?>", lt);
            } else if (text.startsWith("<!", lt)) {
                at = after(text, ">", lt);
            } else {
                int gt = tagEnd(text, lt);
                String tag = text.substring(lt + 1, gt);
                if (tag.startsWith("/")) {
                    Element closed = open.pop();
                    closed.closeStart = lt;
                    closed.closeEnd = gt + 1;
                } else {
                    boolean selfClosing = tag.endsWith("/");
                    Element element = new Element(name(tag), open.peek(), lt, gt + 1, selfClosing);
                    if (element.parent != null) {
                        element.parent.children.add(element);
                    }
                    elements.add(element);
                    if (!selfClosing) {
                        open.push(element);
                    }
                }
                at = gt + 1;
            }
        }
        return elements;
    }

    private static int after(String text, String end, int from) {
        int found = text.indexOf(end, from);
        return found < 0 ? text.length() : found + end.length();
    }

    /** The '>' that ends the tag starting at lt, past quoted attribute values. */
    private static int tagEnd(String text, int lt) {
        char quote = 0;
        for (int i = lt + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return i;
            }
        }
        return text.length() - 1;
    }

    private static String name(String tag) {
        int end = 0;
        while (end < tag.length() && !Character.isWhitespace(tag.charAt(end)) && tag.charAt(end) != '/') {
            end++;
        }
        return tag.substring(0, end);
    }
}
