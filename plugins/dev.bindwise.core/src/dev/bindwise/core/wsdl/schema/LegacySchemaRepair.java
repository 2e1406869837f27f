package dev.bindwise.core.wsdl.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.xml.XMLConstants;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dev.bindwise.core.wsdl.ReadDiagnostics;
import dev.bindwise.core.wsdl.SourcePosition;

/**
 * Makes the loose schema of older WSDL files readable, and says so in a warning each time:
 * xsd:element written straight inside xsd:complexType (allowed by the 1999 draft) becomes a sequence;
 * a type name whose prefix is not declared becomes the XML Schema type when the prefix is xsd or xs
 * (what the author meant), otherwise anyType.
 */
final class LegacySchemaRepair {

    private static final Set<String> QNAME_ATTRIBUTES = Set.of("type", "base", "itemType");
    private static final Set<String> SCHEMA_PREFIXES = Set.of("xsd", "xs");
    private static final String ANY_TYPE_PREFIX = "bwxsd";

    private final ReadDiagnostics diagnostics;

    LegacySchemaRepair(ReadDiagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    void warn(SourcePosition at, String message) {
        diagnostics.warn(at, message);
    }

    void repair(Element schema) {
        repairTree(schema, schema);
    }

    private void repairTree(Element element, Element schema) {
        if (SchemaNamespaces.XSD.equals(element.getNamespaceURI())) {
            if ("complexType".equals(element.getLocalName())) {
                wrapLooseElements(element);
            }
            repairPrefixes(element, schema);
        }
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element childElement) {
                repairTree(childElement, schema);
            }
        }
    }

    private void wrapLooseElements(Element complexType) {
        List<Element> loose = new ArrayList<>();
        for (Node child = complexType.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && SchemaNamespaces.XSD.equals(element.getNamespaceURI())
                    && ("element".equals(element.getLocalName()) || "any".equals(element.getLocalName()))) {
                loose.add(element);
            }
        }
        if (loose.isEmpty()) {
            return;
        }
        String prefix = complexType.getPrefix();
        Element sequence = complexType.getOwnerDocument().createElementNS(SchemaNamespaces.XSD,
                prefix == null ? "sequence" : prefix + ":sequence");
        complexType.insertBefore(sequence, loose.get(0));
        for (Element element : loose) {
            sequence.appendChild(element);
        }
        String name = complexType.getAttribute("name");
        warn(SourcePosition.of(complexType), "xsd:element directly inside xsd:complexType"
                + (name.isEmpty() ? "" : " '" + name + "'") + " (XML Schema 1999 draft style): read as a sequence");
    }

    private void repairPrefixes(Element element, Element schema) {
        for (String attribute : QNAME_ATTRIBUTES) {
            String value = element.getAttribute(attribute).trim();
            int colon = value.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            String prefix = value.substring(0, colon);
            if (element.lookupNamespaceURI(prefix) != null) {
                continue;
            }
            String local = value.substring(colon + 1);
            if (SCHEMA_PREFIXES.contains(prefix)) {
                schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:" + prefix, SchemaNamespaces.XSD);
                warn(SourcePosition.of(element), "prefix '" + prefix + "' in " + attribute + "=\"" + value
                        + "\" is not declared: read as the XML Schema type " + local);
            } else {
                schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:" + ANY_TYPE_PREFIX,
                        SchemaNamespaces.XSD);
                element.setAttribute(attribute, ANY_TYPE_PREFIX + ":"
                        + ("itemType".equals(attribute) ? "anySimpleType" : "anyType"));
                warn(SourcePosition.of(element), "prefix '" + prefix + "' in " + attribute + "=\"" + value
                        + "\" is not declared: its content is read as any type");
            }
        }
    }
}
