package dev.bindwise.core.wsdl;

import java.util.IdentityHashMap;
import java.util.Map;

import javax.wsdl.Binding;
import javax.wsdl.BindingFault;
import javax.wsdl.BindingInput;
import javax.wsdl.BindingOperation;
import javax.wsdl.BindingOutput;
import javax.wsdl.Definition;
import javax.wsdl.Fault;
import javax.wsdl.Import;
import javax.wsdl.Input;
import javax.wsdl.Message;
import javax.wsdl.Operation;
import javax.wsdl.Output;
import javax.wsdl.Part;
import javax.wsdl.Port;
import javax.wsdl.PortType;
import javax.wsdl.Service;
import javax.wsdl.Types;
import javax.wsdl.WSDLException;
import javax.wsdl.extensions.AttributeExtensible;
import javax.wsdl.extensions.ExtensibilityElement;
import javax.wsdl.extensions.ExtensionRegistry;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;

import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

import com.ibm.wsdl.Constants;
import com.ibm.wsdl.xml.WSDLReaderImpl;

import dev.bindwise.core.wsdl.schema.SchemaNamespaces;
import dev.bindwise.core.wsdl.xml.LocalDocuments;

/**
 * WSDL4J's reader, kept from touching anything itself: imports are found and parsed by
 * {@link LocalDocuments} (hardened parser, local files only), schema references are not followed here
 * (the schema reader does that), and every object read is remembered with its source position, so that
 * later checks can point at a line. WSDL4J is given DOM elements only, never a stream to parse.
 */
final class SecureWsdl4jReader extends WSDLReaderImpl {

    /** Carries a {@link WsdlReadException} through WSDL4J's methods, which may throw only WSDLException. */
    static final class Failure extends RuntimeException {

        private static final long serialVersionUID = 1L;

        final WsdlReadException exception;

        Failure(WsdlReadException exception) {
            super(exception.getMessage(), exception);
            this.exception = exception;
        }
    }

    @FunctionalInterface
    private interface Parse<T> {
        T run() throws WSDLException;
    }

    private final LocalDocuments documents;
    private final ReadDiagnostics diagnostics;
    private final Map<Object, SourcePosition> positions = new IdentityHashMap<>();
    private Element current;

    SecureWsdl4jReader(LocalDocuments documents, ExtensionRegistry registry, ReadDiagnostics diagnostics) {
        this.documents = documents;
        this.diagnostics = diagnostics;
        // port types that find their operations by name: WSDL4J's own scan them on each of its many look-ups
        factory = new IndexedPortTypes.Factory();
        setExtensionRegistry(registry);
        setFeature("javax.wsdl.verbose", false);
        setFeature("javax.wsdl.importDocuments", true);
    }

    /** Reads the WSDL whose root element is given, with everything it imports. */
    Definition read(String uri, Element definitions) throws WSDLException {
        return readWSDL(uri, definitions);
    }

    /** Where each WSDL4J object was read from (messages, parts, port types, operations, bindings, ports...). */
    Map<Object, SourcePosition> positions() {
        return positions;
    }

    /** The innermost element being read when WSDL4J gave up. */
    SourcePosition failedAt() {
        return current == null ? null : SourcePosition.of(current);
    }

    private <T> T at(Element element, Parse<T> parse) throws WSDLException {
        Element previous = current;
        current = element;
        T result = parse.run();
        current = previous;
        if (result != null) {
            positions.putIfAbsent(result, SourcePosition.of(element));
        }
        return result;
    }

    @Override
    protected Import parseImport(Element importEl, Definition def, Map importedDefs) throws WSDLException {
        return at(importEl, () -> readImport(importEl, def, importedDefs));
    }

    @SuppressWarnings("unchecked")
    private Import readImport(Element importEl, Definition def, Map importedDefs) throws WSDLException {
        Import wsdlImport = def.createImport();
        String namespace = importEl.hasAttribute(Constants.ATTR_NAMESPACE)
                ? importEl.getAttribute(Constants.ATTR_NAMESPACE) : null;
        String location = importEl.hasAttribute(Constants.ATTR_LOCATION)
                ? importEl.getAttribute(Constants.ATTR_LOCATION).trim() : null;
        wsdlImport.setNamespaceURI(namespace);
        wsdlImport.setLocationURI(location);
        boolean remote = location != null && LocalDocuments.isRemote(location);
        if (remote && !SchemaNamespaces.isWellKnown(namespace)) {
            diagnostics.warn(SourcePosition.of(importEl), LocalDocuments.remoteNotRead("wsdl:import", location,
                    documents.fileName(def.getDocumentBaseURI())));
        }
        if (location != null && !location.isEmpty() && !remote) {
            Document document = loadImport(location, def.getDocumentBaseURI(), importEl);
            String uri = document.getDocumentURI();
            Definition imported = (Definition) importedDefs.get(uri);
            if (imported == null) {
                Element root = document.getDocumentElement();
                if (Constants.NS_URI_WSDL.equals(root.getNamespaceURI())
                        && Constants.ELEM_DEFINITIONS.equals(root.getLocalName())) {
                    imported = readWSDL(uri, root, importedDefs);
                } else if (SchemaNamespaces.XSD.equals(root.getNamespaceURI()) && "schema".equals(root.getLocalName())) {
                    imported = getWSDLFactory().newDefinition();
                    imported.setExtensionRegistry(extReg);
                    imported.setDocumentBaseURI(uri);
                    Types types = imported.createTypes();
                    types.addExtensibilityElement(parseSchema(Types.class, root, imported, extReg));
                    imported.setTypes(types);
                    importedDefs.put(uri, imported);
                } else {
                    throw new Failure(new WsdlReadException(SourcePosition.of(importEl), "wsdl:import '" + location
                            + "' names a document whose root is <" + root.getTagName()
                            + ">, neither WSDL nor XML Schema",
                            "Point the import's location at a .wsdl or .xsd file."));
                }
            }
            wsdlImport.setDefinition(imported);
        }
        for (Node child = importEl.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                if (Constants.NS_URI_WSDL.equals(element.getNamespaceURI())
                        && Constants.ELEM_DOCUMENTATION.equals(element.getLocalName())) {
                    wsdlImport.setDocumentationElement(element);
                } else {
                    wsdlImport.addExtensibilityElement(parseExtensibilityElement(Import.class, element, def));
                }
            }
        }
        registerNamespaces(importEl, def);
        parseExtensibilityAttributes(importEl, Import.class, wsdlImport, def);
        return wsdlImport;
    }

    private Document loadImport(String location, String importingUri, Element importEl) {
        try {
            return documents.loadImport(location, importingUri, SourcePosition.of(importEl), "wsdl:import");
        } catch (WsdlReadException e) {
            throw new Failure(e);
        }
    }

    private static void registerNamespaces(Element element, Definition def) {
        NamedNodeMap attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI())) {
                String prefix = "xmlns".equals(attribute.getName()) ? null : attribute.getLocalName();
                def.addNamespace(prefix, attribute.getValue());
            }
        }
    }

    /** Only unmarshals the schema element: its imports and includes are for the schema reader to follow. */
    @Override
    protected ExtensibilityElement parseSchema(Class parentType, Element el, Definition def, ExtensionRegistry registry)
            throws WSDLException {
        return at(el, () -> {
            QName elementType = new QName(el.getNamespaceURI(), el.getLocalName());
            return registry.queryDeserializer(parentType, elementType).unmarshall(parentType, elementType, el, def,
                    registry);
        });
    }

    @Override
    protected Types parseTypes(Element typesEl, Definition def) throws WSDLException {
        return at(typesEl, () -> super.parseTypes(typesEl, def));
    }

    @Override
    protected Message parseMessage(Element msgEl, Definition def) throws WSDLException {
        return at(msgEl, () -> super.parseMessage(msgEl, def));
    }

    @Override
    protected Part parsePart(Element partEl, Definition def) throws WSDLException {
        return at(partEl, () -> super.parsePart(partEl, def));
    }

    @Override
    protected PortType parsePortType(Element portTypeEl, Definition def) throws WSDLException {
        return at(portTypeEl, () -> super.parsePortType(portTypeEl, def));
    }

    @Override
    protected Operation parseOperation(Element opEl, PortType portType, Definition def) throws WSDLException {
        return at(opEl, () -> super.parseOperation(opEl, portType, def));
    }

    @Override
    protected Input parseInput(Element inputEl, Definition def) throws WSDLException {
        return at(inputEl, () -> super.parseInput(inputEl, def));
    }

    @Override
    protected Output parseOutput(Element outputEl, Definition def) throws WSDLException {
        return at(outputEl, () -> super.parseOutput(outputEl, def));
    }

    @Override
    protected Fault parseFault(Element faultEl, Definition def) throws WSDLException {
        return at(faultEl, () -> super.parseFault(faultEl, def));
    }

    @Override
    protected Binding parseBinding(Element bindingEl, Definition def) throws WSDLException {
        return at(bindingEl, () -> super.parseBinding(bindingEl, def));
    }

    @Override
    protected BindingOperation parseBindingOperation(Element bindingOperationEl, PortType portType, Definition def)
            throws WSDLException {
        return at(bindingOperationEl, () -> super.parseBindingOperation(bindingOperationEl, portType, def));
    }

    @Override
    protected BindingInput parseBindingInput(Element bindingInputEl, Definition def) throws WSDLException {
        return at(bindingInputEl, () -> super.parseBindingInput(bindingInputEl, def));
    }

    @Override
    protected BindingOutput parseBindingOutput(Element bindingOutputEl, Definition def) throws WSDLException {
        return at(bindingOutputEl, () -> super.parseBindingOutput(bindingOutputEl, def));
    }

    @Override
    protected BindingFault parseBindingFault(Element bindingFaultEl, Definition def) throws WSDLException {
        return at(bindingFaultEl, () -> super.parseBindingFault(bindingFaultEl, def));
    }

    @Override
    protected Service parseService(Element serviceEl, Definition def) throws WSDLException {
        return at(serviceEl, () -> super.parseService(serviceEl, def));
    }

    @Override
    protected Port parsePort(Element portEl, Definition def) throws WSDLException {
        return at(portEl, () -> super.parsePort(portEl, def));
    }

    @Override
    protected ExtensibilityElement parseExtensibilityElement(Class parentType, Element el, Definition def)
            throws WSDLException {
        return at(el, () -> super.parseExtensibilityElement(parentType, el, def));
    }

    @Override
    protected void parseExtensibilityAttributes(Element el, Class parentType, AttributeExtensible attrExt,
            Definition def) throws WSDLException {
        at(el, () -> {
            super.parseExtensibilityAttributes(el, parentType, attrExt, def);
            return null;
        });
    }
}
