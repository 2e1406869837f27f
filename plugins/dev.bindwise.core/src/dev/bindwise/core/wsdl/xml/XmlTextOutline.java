package dev.bindwise.core.wsdl.xml;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the elements of a well-formed XML document are in its text, as character offsets, so that an
 * edit can insert text between them and leave every other character (comments, layout, quoting) as
 * the user wrote it: Add Bindings edits a WSDL with it, Generate Binding Proxy a POM. Only as much XML
 * as that needs: comments, processing instructions, CDATA, a DOCTYPE without an internal subset, start,
 * end and empty tags with quoted attribute values (which may hold '>'). The document has been parsed by a
 * real parser before; this outline only finds the places again.
 * <p>
 * Hand-written because no parser at hand reports these offsets: the JDK's StAX reader reports character
 * offsets that are off by a varying amount and SAX and DOM only lines and columns; Woodstox's exact offsets
 * would add a library to core's bundle and to {@code bindwise-core}'s POM for these 150 lines.
 */
public final class XmlTextOutline {

    /**
     * One element.
     *
     * @param tag its qualified name as written (e.g. {@code wsdl:binding})
     * @param start the offset of its {@code <}
     * @param startTagEnd the offset just after the {@code >} of its start tag
     * @param endTagStart the offset of the {@code <} of its end tag ({@code startTagEnd} for an empty tag)
     * @param end the offset just after the {@code >} of its end tag (or of its empty tag)
     * @param attributes its attributes in order, values as written (entities not expanded)
     * @param children its child elements, in order
     */
    public record Element(String tag, int start, int startTagEnd, int endTagStart, int end,
            Map<String, String> attributes, List<Element> children) {

        public String localName() {
            return tag.substring(tag.indexOf(':') + 1);
        }

        public String prefix() {
            int colon = tag.indexOf(':');
            return colon < 0 ? "" : tag.substring(0, colon);
        }

        /** The children of that local name, in order. */
        public List<Element> children(String localName) {
            return children.stream().filter(child -> child.localName().equals(localName)).toList();
        }

        /** The first child of that local name. */
        public Optional<Element> child(String localName) {
            return children.stream().filter(child -> child.localName().equals(localName)).findFirst();
        }

        /** Whether it is written as an empty-element tag ({@code <x/>}). */
        public boolean empty() {
            return startTagEnd == end;
        }
    }

    private final String text;
    private int at;

    private XmlTextOutline(String text) {
        this.text = text;
    }

    /**
     * The document element of the text, with its descendants.
     *
     * @throws IllegalArgumentException when the text is no well-formed document (it should have been parsed before)
     */
    public static Element root(String text) {
        return new XmlTextOutline(text).document();
    }

    private Element document() {
        Element root = null;
        List<Integer> starts = new ArrayList<>();
        List<Integer> startTagEnds = new ArrayList<>();
        List<String> tags = new ArrayList<>();
        List<Map<String, String>> attributeLists = new ArrayList<>();
        List<List<Element>> childLists = new ArrayList<>();
        while (true) {
            int lt = text.indexOf('<', at);
            if (lt < 0) {
                break;
            }
            at = lt;
            if (text.startsWith("<!--", at)) {
                at = after("-->", at + 4);
            } else if (text.startsWith("<![CDATA[", at)) {
                at = after("]]>", at + 9);
            } else if (text.startsWith("<?", at) || text.startsWith("<!", at)) {
                at = after(">", at + 2);
            } else if (text.startsWith("</", at)) {
                int endTagStart = at;
                int end = after(">", at + 2);
                int last = tags.size() - 1;
                Element element = new Element(tags.remove(last), starts.remove(last), startTagEnds.remove(last),
                        endTagStart, end, attributeLists.remove(last), List.copyOf(childLists.remove(last)));
                at = end;
                if (childLists.isEmpty()) {
                    root = element;
                } else {
                    childLists.get(childLists.size() - 1).add(element);
                }
            } else {
                int start = at;
                at++;
                String tag = name();
                Map<String, String> attributes = new LinkedHashMap<>();
                boolean empty = false;
                while (true) {
                    skipSpace();
                    char c = text.charAt(at);
                    if (c == '>') {
                        at++;
                        break;
                    }
                    if (c == '/') {
                        at = after(">", at);
                        empty = true;
                        break;
                    }
                    String name = name();
                    skipSpace();
                    at++; // '='
                    skipSpace();
                    char quote = text.charAt(at);
                    int valueEnd = text.indexOf(quote, at + 1);
                    attributes.put(name, text.substring(at + 1, valueEnd));
                    at = valueEnd + 1;
                }
                if (empty) {
                    Element element = new Element(tag, start, at, at, at, attributes, List.of());
                    if (childLists.isEmpty()) {
                        root = element;
                    } else {
                        childLists.get(childLists.size() - 1).add(element);
                    }
                } else {
                    tags.add(tag);
                    starts.add(start);
                    startTagEnds.add(at);
                    attributeLists.add(attributes);
                    childLists.add(new ArrayList<>());
                }
            }
            if (root != null) {
                break;
            }
        }
        if (root == null) {
            throw new IllegalArgumentException("not a well-formed XML document");
        }
        return root;
    }

    private int after(String marker, int from) {
        int found = text.indexOf(marker, from);
        if (found < 0) {
            throw new IllegalArgumentException("unterminated markup at offset " + from);
        }
        return found + marker.length();
    }

    private String name() {
        int start = at;
        while (at < text.length() && !Character.isWhitespace(text.charAt(at)) && "=/>".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        return text.substring(start, at);
    }

    private void skipSpace() {
        while (Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }
}
