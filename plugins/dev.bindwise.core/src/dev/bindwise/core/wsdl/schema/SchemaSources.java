package dev.bindwise.core.wsdl.schema;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.XMLConstants;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dev.bindwise.core.wsdl.ReadDiagnostics;
import dev.bindwise.core.wsdl.SourcePosition;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.xml.LocalDocuments;

/**
 * Every schema of one read, prepared for XmlSchema: inline schemas and the files they import or include
 * (found by {@link LocalDocuments}), repaired where older WSDL files are loose (see
 * {@link LegacySchemaRepair}), each schema element stamped with its source position. Imports of
 * well-known namespaces lose their location: Bindwise serves those schemas itself. A schema imported from a
 * URL is fetched by {@link RemoteSchemas} when the user asked for it, else refused (never left out).
 */
public final class SchemaSources {

    /** A schema element and the system id under which XmlSchema reads it. */
    public record Root(Element schema, String systemId) {
    }

    static final String POSITION_NAMESPACE = "urn:bindwise:source-position";
    static final String POSITION_ATTRIBUTE = "at";

    private final LocalDocuments documents;
    private final LegacySchemaRepair repair;
    private final RemoteSchemas remote;
    private final List<Root> roots = new ArrayList<>();
    private final Map<String, Document> referenced = new LinkedHashMap<>();
    private final Set<Node> prepared = new HashSet<>();

    /**
     * @param remote what fetches a schema imported from a URL, or null when the user did not ask for that (then
     *        such an import is refused)
     */
    public SchemaSources(LocalDocuments documents, ReadDiagnostics diagnostics, RemoteSchemas remote) {
        this.documents = documents;
        this.repair = new LegacySchemaRepair(diagnostics);
        this.remote = remote;
    }

    /** Adds a schema that a WSDL holds in its types, or a schema document the WSDL imports. */
    public void addRoot(Element schema, String systemId) throws WsdlReadException {
        if (!prepared.contains(schema)) {
            roots.add(new Root(schema, systemId));
            prepare(schema, baseUri(systemId));
        }
    }

    public List<Root> roots() {
        return roots;
    }

    /** The schema documents that roots import or include, by the URI their schemaLocation now holds. */
    public Map<String, Document> referenced() {
        return referenced;
    }

    private void prepare(Element schema, String baseUri) throws WsdlReadException {
        prepared.add(schema);
        schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:bwpos", POSITION_NAMESPACE);
        stampPositions(schema);
        repair.repair(schema);
        for (Node child = schema.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element reference && SchemaNamespaces.XSD.equals(reference.getNamespaceURI())) {
                String kind = reference.getLocalName();
                if (kind.equals("import") || kind.equals("include") || kind.equals("redefine")) {
                    followReference(schema, reference, baseUri);
                }
            }
        }
    }

    private void followReference(Element schema, Element reference, String baseUri) throws WsdlReadException {
        String kind = reference.getLocalName();
        String namespace = reference.getAttribute("namespace");
        String location = resolvedAgainstRemote(reference.getAttribute("schemaLocation").trim(), baseUri);
        if (kind.equals("import") && SchemaNamespaces.isWellKnown(namespace)) {
            reference.removeAttribute("schemaLocation");
            return;
        }
        if (location.isEmpty()) {
            return;
        }
        SourcePosition at = SourcePosition.of(reference);
        Document document;
        if (LocalDocuments.isRemote(location)) {
            String importing = documents.fileName(baseUri);
            if (remote == null) {
                throw RemoteSchemas.refused(at, "xsd:" + kind, location, importing);
            }
            document = documents.loadFetched(location, () -> remote.fetch(location, at, "xsd:" + kind, importing));
        } else {
            document = documents.loadImport(location, baseUri, at, "xsd:" + kind);
        }
        Element root = document.getDocumentElement();
        if (!SchemaNamespaces.XSD.equals(root.getNamespaceURI()) || !"schema".equals(root.getLocalName())) {
            throw new WsdlReadException(at, "xsd:" + kind + " '" + location + "' names a document whose root is <"
                    + root.getTagName() + ">, not an XML Schema",
                    "Point schemaLocation at an .xsd file.");
        }
        if (!kind.equals("import")) {
            String including = schema.getAttribute("targetNamespace");
            String included = root.getAttribute("targetNamespace");
            if (!included.isEmpty() && !included.equals(including)) {
                repair.warn(at, "xsd:" + kind + " of '" + location + "' ignored: its targetNamespace '" + included
                        + "' is not the including schema's '" + including + "' (only an xsd:import can do that)");
                reference.getParentNode().removeChild(reference);
                return;
            }
        }
        String uri = document.getDocumentURI();
        reference.setAttribute("schemaLocation", uri);
        if (!prepared.contains(root)) {
            referenced.put(uri, document);
            prepare(root, uri);
        }
    }

    /** A relative location in a schema that was fetched from a URL is relative to that URL. */
    private static String resolvedAgainstRemote(String location, String baseUri) {
        if (location.isEmpty() || LocalDocuments.isRemote(location) || !LocalDocuments.isRemote(baseUri)) {
            return location;
        }
        try {
            return URI.create(baseUri).resolve(location).toString();
        } catch (IllegalArgumentException notAUri) {
            return location;
        }
    }

    private static void stampPositions(Element element) {
        if (SchemaNamespaces.XSD.equals(element.getNamespaceURI())) {
            SourcePosition position = SourcePosition.of(element);
            if (position.line() > 0) {
                element.setAttributeNS(POSITION_NAMESPACE, "bwpos:" + POSITION_ATTRIBUTE,
                        position.line() + ":" + position.column());
            }
        }
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element childElement) {
                stampPositions(childElement);
            }
        }
    }

    private static String baseUri(String systemId) {
        int fragment = systemId.indexOf('#');
        return fragment < 0 ? systemId : systemId.substring(0, fragment);
    }
}
