package dev.bindwise.examples.fuzz;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** A well-formed input as a DOM to mutate, and the small searches the mutations make in it. */
final class XmlTree {

    static final String XSD = XMLConstants.W3C_XML_SCHEMA_NS_URI;
    static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

    final Document document;

    private XmlTree(Document document) {
        this.document = document;
    }

    static XmlTree parse(String xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return new XmlTree(factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml))));
        } catch (Exception e) {
            throw new IllegalStateException("a source of the fuzz is not well-formed XML: " + e.getMessage(), e);
        }
    }

    String serialize() {
        try {
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter text = new StringWriter();
            transformer.transform(new DOMSource(document), new StreamResult(text));
            return text.toString();
        } catch (Exception e) {
            throw new IllegalStateException("cannot write the mutated document: " + e.getMessage(), e);
        }
    }

    Element root() {
        return document.getDocumentElement();
    }

    /** Every element but the root, in document order. */
    List<Element> elements(Predicate<Element> filter) {
        NodeList all = document.getElementsByTagName("*");
        List<Element> elements = new ArrayList<>();
        for (int i = 1; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (filter.test(element)) {
                elements.add(element);
            }
        }
        return elements;
    }

    List<Element> elements(String namespace, String localName) {
        return elements(e -> namespace.equals(e.getNamespaceURI()) && localName.equals(e.getLocalName()));
    }

    /** Every attribute but namespace declarations, of every element, the root included. */
    List<Attr> attributes(Predicate<Attr> filter) {
        NodeList all = document.getElementsByTagName("*");
        List<Attr> attributes = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) {
            NamedNodeMap map = all.item(i).getAttributes();
            for (int j = 0; j < map.getLength(); j++) {
                Attr attribute = (Attr) map.item(j);
                if (!XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI()) && filter.test(attribute)) {
                    attributes.add(attribute);
                }
            }
        }
        return attributes;
    }

    /** The first schema of wsdl:types, made (with wsdl:types) when there is none. */
    Element schema() {
        List<Element> schemas = elements(XSD, "schema");
        if (!schemas.isEmpty()) {
            return schemas.get(0);
        }
        String wsdl = root().getNamespaceURI() == null ? WSDL : root().getNamespaceURI();
        Element types = document.createElementNS(wsdl, "types");
        Element schema = document.createElementNS(XSD, "xsd:schema");
        schema.setAttribute("targetNamespace", "urn:bindwise:fuzz");
        types.appendChild(schema);
        root().insertBefore(types, root().getFirstChild());
        return schema;
    }

    /** Makes a message part (when there is one) name the global element {@code name} of {@code schema}. */
    void pointAPartAt(Element schema, String name, Random random) {
        List<Element> parts = elements(e -> "part".equals(e.getLocalName()));
        if (parts.isEmpty()) {
            return;
        }
        Element part = pick(random, parts);
        part.removeAttribute("type");
        part.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:fz", targetNamespace(schema));
        part.setAttribute("element", "fz:" + name);
    }

    static String targetNamespace(Element schema) {
        String namespace = schema.getAttribute("targetNamespace");
        return namespace.isEmpty() ? "" : namespace;
    }

    static <T> T pick(Random random, List<T> list) {
        return list.get(random.nextInt(list.size()));
    }
}
