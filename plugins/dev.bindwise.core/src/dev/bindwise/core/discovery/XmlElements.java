package dev.bindwise.core.discovery;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * The elements of a small configuration file (a pom, a deployment descriptor, a server configuration)
 * in document order, read with the JDK's StAX parser with DTDs and external entities off: old
 * descriptors name a DTD, and reading one must never fetch it.
 */
final class XmlElements {

    /** One element: its depth (the root is 1), namespace, local name, attributes and its own text, trimmed. */
    record Element(int depth, String namespace, String name, Map<String, String> attributes, String text) {

        String attribute(String attributeName) {
            return attributes.get(attributeName);
        }
    }

    private XmlElements() {
    }

    static List<Element> read(InputStream in) throws IOException {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        List<Element> elements = new ArrayList<>();
        Deque<Integer> open = new ArrayDeque<>();
        Deque<StringBuilder> texts = new ArrayDeque<>();
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(in);
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        Map<String, String> attributes = new LinkedHashMap<>();
                        for (int i = 0; i < reader.getAttributeCount(); i++) {
                            attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
                        }
                        open.push(elements.size());
                        texts.push(new StringBuilder());
                        elements.add(new Element(open.size(), reader.getNamespaceURI(), reader.getLocalName(),
                                attributes, ""));
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
                        if (!texts.isEmpty()) {
                            texts.peek().append(reader.getText());
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        int index = open.pop();
                        Element element = elements.get(index);
                        elements.set(index, new Element(element.depth(), element.namespace(), element.name(),
                                element.attributes(), texts.pop().toString().strip()));
                    }
                    default -> {
                        // comments, processing instructions, the DOCTYPE: nothing to keep
                    }
                }
            }
            reader.close();
        } catch (XMLStreamException e) {
            throw new IOException("not well-formed XML: " + e.getMessage(), e);
        }
        return elements;
    }
}
