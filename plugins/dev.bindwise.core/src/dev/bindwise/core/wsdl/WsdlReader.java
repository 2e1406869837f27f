package dev.bindwise.core.wsdl;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.wsdl.BindingOperation;
import javax.wsdl.Definition;
import javax.wsdl.Operation;
import javax.wsdl.WSDLException;
import javax.wsdl.extensions.ExtensionRegistry;
import javax.wsdl.extensions.schema.Schema;
import javax.wsdl.factory.WSDLFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

import com.ibm.wsdl.Constants;

import dev.bindwise.core.wsdl.extensions.WsifExtensions;
import dev.bindwise.core.wsdl.schema.RemoteSchemas;
import dev.bindwise.core.wsdl.schema.SchemaNamespaces;
import dev.bindwise.core.wsdl.schema.SchemaShapeReader;
import dev.bindwise.core.wsdl.schema.SchemaSources;
import dev.bindwise.core.wsdl.xml.LocalDocuments;
import dev.bindwise.core.wsdl.xml.SecureXmlParser;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.ServiceDescription;

/**
 * Reads an extended (WSIF-style) WSDL 1.1 document, with the WSDL and schema files it imports, into a
 * {@link ServiceDescription}: services and ports with their binding kinds and addresses, bindings,
 * port types, operations, messages and the shapes of their data. Every document is parsed by a
 * hardened parser and only local files are read (and schemas imported from URLs when the options ask for them); a document that cannot be read gives a
 * {@link WsdlReadException} that names the file and line, never a half-read model.
 *
 * <p>Not thread-safe only in that each call builds its own state: one reader may serve many calls.
 */
public final class WsdlReader {

    private static final String WSDL_20 = "http://www.w3.org/ns/wsdl";

    private final WsdlReaderOptions options;

    public WsdlReader() {
        this(WsdlReaderOptions.defaults());
    }

    public WsdlReader(WsdlReaderOptions options) {
        this.options = options;
    }

    /**
     * Reads a WSDL file.
     *
     * @throws WsdlReadException when the file, or one it imports, is not readable, well-formed, secure,
     *         local or valid WSDL 1.1; the message says where and what to do
     */
    public ServiceDescription read(Path wsdl) throws WsdlReadException {
        String fileName = wsdl.toString();
        try {
            return readChecked(wsdl, fileName);
        } catch (WsdlReadException e) {
            throw e.getFile() == null || e.getFile().equals(fileName) ? e : importedBy(e, fileName);
        } catch (RuntimeException | LinkageError e) {
            throw new WsdlReadException(fileName, -1, -1, "Bindwise could not read this WSDL ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")",
                    "This is a Bindwise bug: please report it with the file.", e);
        }
    }

    private ServiceDescription readChecked(Path wsdl, String fileName) throws WsdlReadException {
        LocalDocuments documents = new LocalDocuments(options.importRoots(),
                new SecureXmlParser(SchemaNamespaces::normalize));
        Document document = documents.load(wsdl, fileName);
        Element root = document.getDocumentElement();
        checkRoot(root);

        ReadDiagnostics diagnostics = new ReadDiagnostics();
        SecureWsdl4jReader reader = new SecureWsdl4jReader(documents, newRegistry(), diagnostics);
        Definition definition = readDefinitions(reader, document.getDocumentURI(), root);
        List<Definition> definitions = Definitions.all(definition);

        Map<BindingOperation, Operation> bound = new WsdlRules(definitions, reader.positions(), diagnostics).check();

        SchemaSources sources = new SchemaSources(documents, diagnostics,
                options.fetchRemoteSchemas() ? new RemoteSchemas(options.fetchTimeLimit()) : null);
        for (Definition each : definitions) {
            if (each.getTypes() == null) {
                continue;
            }
            int index = 0;
            for (Object element : each.getTypes().getExtensibilityElements()) {
                if (element instanceof Schema schema) {
                    Element schemaElement = schema.getElement();
                    boolean wholeDocument = schemaElement == schemaElement.getOwnerDocument().getDocumentElement();
                    String systemId = wholeDocument ? each.getDocumentBaseURI()
                            : each.getDocumentBaseURI() + "#types-schema-" + index++;
                    sources.addRoot(schemaElement, systemId);
                }
            }
        }
        SchemaShapeReader shapes = new SchemaShapeReader(sources, documents, diagnostics);

        ServiceDescription description = ModelFactory.eINSTANCE.createServiceDescription();
        description.setLocation(fileName);
        ServiceModelBuilder builder = new ServiceModelBuilder(definitions, bound, reader.positions(), shapes, diagnostics);
        builder.build(description);
        shapes.finish();
        NativeCallRules.check(description, builder.operationPositions(), diagnostics);
        description.getTypes().addAll(shapes.shapes());
        List<String> uris = documents.uris();
        for (String uri : uris.subList(1, uris.size())) {
            description.getImportedLocations().add(documents.fileName(uri));
        }
        description.getWarnings().addAll(diagnostics.toModel());
        return description;
    }

    /** A problem in an imported document, told with the file the user named, which the user may know better. */
    private static WsdlReadException importedBy(WsdlReadException e, String fileName) {
        return new WsdlReadException(e.getFile(), e.getLine(), e.getColumn(),
                e.getProblem() + " (while reading " + fileName + ", which imports it)", e.getAdvice(), e);
    }

    private static void checkRoot(Element root) throws WsdlReadException {
        String namespace = root.getNamespaceURI();
        String name = root.getLocalName();
        if (Constants.NS_URI_WSDL.equals(namespace) && Constants.ELEM_DEFINITIONS.equals(name)) {
            return;
        }
        SourcePosition at = SourcePosition.of(root);
        if (WSDL_20.equals(namespace)) {
            throw new WsdlReadException(at, "this is a WSDL 2.0 document; Bindwise reads WSDL 1.1",
                    "Use the service's WSDL 1.1 description (root element {" + Constants.NS_URI_WSDL + "}definitions).");
        }
        if (SchemaNamespaces.XSD.equals(namespace) && "schema".equals(name)) {
            throw new WsdlReadException(at, "this is an XML Schema, not a WSDL document",
                    "Give Bindwise the WSDL that imports this schema.");
        }
        throw new WsdlReadException(at, "not a WSDL 1.1 document: the root element is <" + root.getTagName() + ">"
                + (namespace == null ? " in no namespace" : " in namespace " + namespace)
                + ", not definitions in " + Constants.NS_URI_WSDL,
                "Point Bindwise at a WSDL 1.1 file (root element wsdl:definitions).");
    }

    private static ExtensionRegistry newRegistry() throws WsdlReadException {
        try {
            ExtensionRegistry registry = WSDLFactory.newInstance().newPopulatedExtensionRegistry();
            WsifExtensions.register(registry);
            return registry;
        } catch (WSDLException e) {
            throw new IllegalStateException("WSDL4J cannot create its factory", e);
        }
    }

    private static Definition readDefinitions(SecureWsdl4jReader reader, String uri, Element root)
            throws WsdlReadException {
        try {
            return reader.read(uri, root);
        } catch (SecureWsdl4jReader.Failure failure) {
            throw failure.exception;
        } catch (WSDLException e) {
            throw new WsdlReadException(where(reader, uri), "invalid WSDL: " + wsdl4jProblem(e), adviceFor(e), e);
        } catch (IllegalArgumentException e) {
            // WSDL4J's lookups throw this, e.g. for two operations that one binding operation matches alike
            throw new WsdlReadException(where(reader, uri), "invalid WSDL: " + e.getMessage(),
                    "Make the names unique where the message says.", e);
        }
    }

    private static SourcePosition where(SecureWsdl4jReader reader, String uri) {
        SourcePosition at = reader.failedAt();
        return at != null ? at : SourcePosition.ofFile(SourcePosition.fileName(uri));
    }

    /** WSDL4J's message without its own prefix ("WSDLException (at /x/y): faultCode=...: "). */
    private static String wsdl4jProblem(WSDLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        String marker = "faultCode=" + e.getFaultCode() + ": ";
        int start = message.indexOf(marker);
        return start >= 0 ? message.substring(start + marker.length()) : message;
    }

    private static String adviceFor(WSDLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        if (message.contains("illegal extension attribute")) {
            return "Put the attribute in a namespace of your own (for example tns:comment) or remove it.";
        }
        if (message.contains("illegal extension element")) {
            return "Only documentation may appear there from the WSDL namespace: check the element's name and place.";
        }
        return "Correct the WSDL at that place.";
    }
}
