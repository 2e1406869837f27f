package dev.bindwise.core.wsdl;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.wsdl.Binding;
import javax.wsdl.BindingFault;
import javax.wsdl.BindingInput;
import javax.wsdl.BindingOperation;
import javax.wsdl.BindingOutput;
import javax.wsdl.Definition;
import javax.wsdl.Fault;
import javax.wsdl.Message;
import javax.wsdl.Operation;
import javax.wsdl.Port;
import javax.wsdl.PortType;
import javax.wsdl.Service;
import javax.wsdl.extensions.ElementExtensible;
import javax.wsdl.extensions.ExtensibilityElement;
import javax.wsdl.extensions.UnknownExtensibilityElement;
import javax.wsdl.extensions.http.HTTPAddress;
import javax.wsdl.extensions.mime.MIMEContent;
import javax.wsdl.extensions.mime.MIMEMultipartRelated;
import javax.wsdl.extensions.mime.MIMEPart;
import javax.wsdl.extensions.schema.Schema;
import javax.wsdl.extensions.soap.SOAPAddress;
import javax.wsdl.extensions.soap.SOAPBody;
import javax.wsdl.extensions.soap12.SOAP12Address;
import javax.wsdl.extensions.soap12.SOAP12Body;

import dev.bindwise.core.wsdl.extensions.WsifElement;

/**
 * What WSDL4J reads but does not check, checked as WSIF did: every reference resolves, input and output
 * names are unique within a port type (WSDL 1.1 section 2.4.5; a warning, as peers read it), each binding operation binds an
 * operation of its port type, MIME multipart bindings have exactly one soap:body part and name real
 * parts, required extensions are understood. Loose but harmless constructs become warnings. A binding
 * operation that breaks a rule is not offered (a warning says why); a binding none of whose operations
 * can be offered is an error.
 */
final class WsdlRules {

    private final List<Definition> definitions;
    private final Map<Object, SourcePosition> positions;
    private final ReadDiagnostics diagnostics;
    private final Map<BindingOperation, Operation> bound = new IdentityHashMap<>();

    WsdlRules(List<Definition> definitions, Map<Object, SourcePosition> positions, ReadDiagnostics diagnostics) {
        this.definitions = definitions;
        this.positions = positions;
        this.diagnostics = diagnostics;
    }

    /** Checks everything; returns, for each binding operation offered, the port type operation it binds. */
    Map<BindingOperation, Operation> check() throws WsdlReadException {
        for (Definition definition : definitions) {
            checkExtensions(definition, "the definitions");
            if (definition.getTypes() != null) {
                for (Object element : definition.getTypes().getExtensibilityElements()) {
                    if (!(element instanceof Schema)) {
                        checkExtension((ExtensibilityElement) element, "wsdl:types", definition);
                    }
                }
            }
            for (Object message : definition.getMessages().values()) {
                checkExtensions((Message) message, "message " + name((Message) message));
            }
            for (Object portType : definition.getPortTypes().values()) {
                if (!((PortType) portType).isUndefined()) {
                    checkPortType((PortType) portType);
                }
            }
            for (Object binding : definition.getBindings().values()) {
                if (!((Binding) binding).isUndefined()) {
                    checkBinding((Binding) binding);
                }
            }
            for (Object service : definition.getServices().values()) {
                checkService((Service) service);
            }
        }
        return bound;
    }

    // ---------------------------------------------------------------- port types

    private void checkPortType(PortType portType) throws WsdlReadException {
        String portTypeName = portType.getQName().getLocalPart();
        checkExtensions(portType, "port type " + portTypeName);
        Map<String, Object> names = new HashMap<>();
        for (Object each : portType.getOperations()) {
            Operation operation = (Operation) each;
            if (operation.isUndefined()) {
                continue;
            }
            String where = "operation '" + operation.getName() + "' of port type '" + portTypeName + "'";
            checkExtensions(operation, where);
            if (operation.getInput() != null) {
                uniqueName(names, operation.getInput().getName(), "input", operation.getInput(), portTypeName);
                checkMessage(operation.getInput().getMessage(), operation.getInput(), where + ", its input,");
            }
            if (operation.getOutput() != null) {
                uniqueName(names, operation.getOutput().getName(), "output", operation.getOutput(), portTypeName);
                checkMessage(operation.getOutput().getMessage(), operation.getOutput(), where + ", its output,");
            }
            for (Object fault : operation.getFaults().values()) {
                Fault wsdlFault = (Fault) fault;
                checkMessage(wsdlFault.getMessage(), wsdlFault, where + ", its fault '" + wsdlFault.getName() + "',");
            }
        }
    }

    /**
     * WSDL 1.1 (section 2.4.5) wants the input and output names of a port type unique; WSDL4J and Apache CXF
     * read a port type that repeats one (CXF's own test WSDLs do), so it is read here too, with a warning.
     */
    private void uniqueName(Map<String, Object> names, String name, String what, Object element, String portType) {
        if (name == null) {
            return;
        }
        Object earlier = names.putIfAbsent(name, element);
        if (earlier != null) {
            diagnostics.warn(at(element), what + " name '" + name + "' is used again in port type '" + portType
                    + "' (first at " + lineOf(earlier) + "); WSDL 1.1 (section 2.4.5) wants the input and output names"
                    + " of a port type unique, which WSDL4J and Apache CXF do not enforce: read as it is (bindings name"
                    + " these operations by their operation names)");
        }
    }

    private void checkMessage(Message message, Object user, String where) throws WsdlReadException {
        if (message == null) {
            throw new WsdlReadException(at(user), where + " names no message", "Add a message=\"...\" attribute.");
        }
        if (message.isUndefined()) {
            throw new WsdlReadException(at(user), where + " refers to message " + prefixed(message.getQName())
                    + ", which is not defined",
                    "Define <message name=\"" + message.getQName().getLocalPart()
                            + "\"> (in this file or one it imports) or correct the message attribute.");
        }
    }

    // ---------------------------------------------------------------- bindings

    private void checkBinding(Binding binding) throws WsdlReadException {
        String bindingName = binding.getQName().getLocalPart();
        checkExtensions(binding, "binding '" + bindingName + "'");
        PortType portType = binding.getPortType();
        if (portType == null) {
            throw new WsdlReadException(at(binding), "binding '" + bindingName + "' names no port type",
                    "Add type=\"tns:YourPortType\" to the binding.");
        }
        if (portType.isUndefined()) {
            throw new WsdlReadException(at(binding), "binding '" + bindingName + "' refers to port type "
                    + prefixed(portType.getQName()) + ", which is not defined",
                    "Define that port type (in this file or one it imports) or correct the binding's type attribute.");
        }
        WsdlReadException firstBroken = null;
        int offered = 0;
        for (Object each : binding.getBindingOperations()) {
            BindingOperation bindingOperation = (BindingOperation) each;
            try {
                checkBindingOperation(bindingOperation, portType, bindingName);
                offered++;
            } catch (WsdlReadException broken) {
                // WSIF failed such an operation only when it was invoked; the binding's other operations work.
                firstBroken = firstBroken == null ? broken : firstBroken;
                diagnostics.warn(new SourcePosition(broken.getFile(), broken.getLine(), broken.getColumn()),
                        broken.getProblem() + ": the operation is not offered over this binding");
            }
        }
        if (firstBroken != null && offered == 0) {
            throw new WsdlReadException(firstBroken.getFile(), firstBroken.getLine(), firstBroken.getColumn(),
                    firstBroken.getProblem() + "; binding '" + bindingName + "' offers no usable operation",
                    firstBroken.getAdvice());
        }
    }

    private void checkBindingOperation(BindingOperation bindingOperation, PortType portType, String bindingName)
            throws WsdlReadException {
        String where = "binding '" + bindingName + "' operation '" + bindingOperation.getName() + "'";
        Operation operation = operationOf(bindingOperation, portType, where);
        checkExtensions(bindingOperation, where);
        BindingInput input = bindingOperation.getBindingInput();
        if (input != null) {
            checkExtensions(input, where + " input");
            checkMime(input.getExtensibilityElements(), input, where + " input",
                    operation.getInput() == null ? null : operation.getInput().getMessage());
        }
        BindingOutput output = bindingOperation.getBindingOutput();
        if (output != null) {
            checkExtensions(output, where + " output");
            checkMime(output.getExtensibilityElements(), output, where + " output",
                    operation.getOutput() == null ? null : operation.getOutput().getMessage());
        }
        for (Object fault : bindingOperation.getBindingFaults().values()) {
            checkExtensions((BindingFault) fault, where + " fault '" + ((BindingFault) fault).getName() + "'");
        }
        bound.put(bindingOperation, operation);
    }

    /**
     * The port type operation a binding operation binds. WSDL4J matches by name and input/output names
     * and, failing that, invents an undefined operation; here a unique operation of that name is taken
     * instead (with a warning when the input/output names differ), anything else is an error.
     */
    private Operation operationOf(BindingOperation bindingOperation, PortType portType, String where)
            throws WsdlReadException {
        Operation operation = bindingOperation.getOperation();
        if (operation != null && !operation.isUndefined()) {
            return operation;
        }
        List<Operation> named = new ArrayList<>();
        for (Object each : portType.getOperations()) {
            Operation candidate = (Operation) each;
            if (!candidate.isUndefined() && candidate.getName().equals(bindingOperation.getName())) {
                named.add(candidate);
            }
        }
        String portTypeName = "'" + portType.getQName().getLocalPart() + "'";
        if (named.isEmpty()) {
            throw new WsdlReadException(at(bindingOperation), where + " binds no operation of port type "
                    + portTypeName + ": it has no operation of that name",
                    "Correct the operation name, or add the operation to the port type.");
        }
        if (named.size() > 1) {
            throw new WsdlReadException(at(bindingOperation), where + " matches " + named.size()
                    + " overloaded operations of port type " + portTypeName + " and its input/output names tell none apart",
                    "Give the binding operation's <input name=...> the input name of the operation it binds.");
        }
        Operation only = named.get(0);
        diagnostics.warn(at(bindingOperation), where + ": its input/output names ("
                + nameOf(bindingOperation.getBindingInput()) + "/" + nameOf(bindingOperation.getBindingOutput())
                + ") differ from those of the port type's operation ("
                + (only.getInput() == null ? "-" : only.getInput().getName()) + "/"
                + (only.getOutput() == null ? "-" : only.getOutput().getName()) + "): bound by operation name");
        return only;
    }

    private static String nameOf(BindingInput input) {
        return input == null ? "-" : String.valueOf(input.getName());
    }

    private static String nameOf(BindingOutput output) {
        return output == null ? "-" : String.valueOf(output.getName());
    }

    /** The multipart rules WSIF enforces for SOAP with attachments. */
    private void checkMime(List<?> extensions, Object at, String where, Message message) throws WsdlReadException {
        boolean soapBody = false;
        List<MIMEMultipartRelated> multiparts = new ArrayList<>();
        for (Object extension : extensions) {
            soapBody |= extension instanceof SOAPBody || extension instanceof SOAP12Body;
            if (extension instanceof MIMEMultipartRelated multipart) {
                multiparts.add(multipart);
            }
        }
        if (multiparts.isEmpty()) {
            return;
        }
        if (soapBody) {
            throw mimeError(at, where + " has both a soap:body and a mime:multipartRelated",
                    "Put the soap:body inside one mime:part of the mime:multipartRelated.");
        }
        for (MIMEMultipartRelated multipart : multiparts) {
            int soapBodyParts = 0;
            for (Object each : multipart.getMIMEParts()) {
                MIMEPart part = (MIMEPart) each;
                boolean hasBody = false;
                boolean hasContent = false;
                for (Object content : part.getExtensibilityElements()) {
                    if (content instanceof SOAPBody || content instanceof SOAP12Body) {
                        hasBody = true;
                    } else if (content instanceof MIMEMultipartRelated) {
                        throw mimeError(at, where + " nests a mime:multipartRelated inside a mime:part, "
                                + "which WSIF does not support", "Flatten the attachments into one mime:multipartRelated.");
                    } else if (content instanceof MIMEContent mimeContent) {
                        hasContent = true;
                        checkMimeContent(mimeContent, at, where, message);
                    }
                }
                if (hasBody && hasContent) {
                    throw mimeError(at, where + " has a mime:part holding both the soap:body and a mime:content",
                            "Keep the soap:body in a mime:part of its own.");
                }
                if (hasBody) {
                    soapBodyParts++;
                }
            }
            if (soapBodyParts == 0) {
                throw mimeError(at, where + " has a mime:multipartRelated with no mime:part holding the soap:body",
                        "Add a mime:part with the soap:body (the SOAP envelope is the first part).");
            }
            if (soapBodyParts > 1) {
                throw mimeError(at, where + " has " + soapBodyParts + " mime:parts holding a soap:body; only one may",
                        "Keep one soap:body; describe the other parts with mime:content.");
            }
        }
    }

    private void checkMimeContent(MIMEContent content, Object at, String where, Message message)
            throws WsdlReadException {
        String part = content.getPart();
        if (part == null || part.isBlank()) {
            throw mimeError(at, where + " has a mime:content with no part attribute",
                    "Name the message part the attachment carries: <mime:content part=\"...\" type=\"...\"/>.");
        }
        if (message != null && !message.isUndefined() && message.getPart(part) == null) {
            throw mimeError(at, where + " has a mime:content for part '" + part + "', which message "
                    + prefixed(message.getQName()) + " does not have",
                    "Use the name of one of the message's parts: " + message.getParts().keySet() + ".");
        }
    }

    private WsdlReadException mimeError(Object at, String problem, String advice) {
        return new WsdlReadException(at(at), problem, advice);
    }

    // ---------------------------------------------------------------- services

    private void checkService(Service service) throws WsdlReadException {
        String serviceName = service.getQName().getLocalPart();
        checkExtensions(service, "service '" + serviceName + "'");
        for (Object each : List.copyOf(service.getPorts().values())) {
            Port port = (Port) each;
            String where = "port '" + port.getName() + "' of service '" + serviceName + "'";
            checkExtensions(port, where);
            Optional<String> badAddress = locationProblem(port);
            if (badAddress.isPresent()) {
                // WSDL4J takes any text; probes, size models and proxies need a URI: the port is left out
                diagnostics.warn(at(port), where + ": " + badAddress.get() + ": the port is not offered (write the"
                        + " address as a URI, e.g. http://host:8080/path)");
                service.removePort(port.getName());
                continue;
            }
            Binding binding = port.getBinding();
            if (binding == null) {
                diagnostics.warn(at(port), where + " names no binding: its kind is taken from its address");
            } else if (binding.isUndefined()) {
                throw new WsdlReadException(at(port), where + " refers to binding " + prefixed(binding.getQName())
                        + ", which is not defined",
                        "Define that binding (in this file or one it imports) or correct the port's binding attribute.");
            }
        }
    }

    /** What keeps a SOAP or HTTP port's location from being a URI, or empty when it is one. */
    private static Optional<String> locationProblem(Port port) {
        for (Object extension : port.getExtensibilityElements()) {
            String location = extension instanceof SOAPAddress soap ? soap.getLocationURI()
                    : extension instanceof SOAP12Address soap12 ? soap12.getLocationURI()
                    : extension instanceof HTTPAddress http ? http.getLocationURI() : null;
            if (location != null) {
                try {
                    new URI(location);
                } catch (URISyntaxException e) {
                    return Optional.of("its address '" + location + "' is not a URI (" + e.getReason() + " at index "
                            + e.getIndex() + ")");
                }
            }
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------- extensions

    private void checkExtensions(ElementExtensible extensible, String where) throws WsdlReadException {
        for (Object element : extensible.getExtensibilityElements()) {
            checkExtension((ExtensibilityElement) element, where, extensible);
        }
    }

    private void checkExtension(ExtensibilityElement element, String where, Object owner) throws WsdlReadException {
        if (element instanceof UnknownExtensibilityElement unknown) {
            String name = unknown.getElement() == null ? element.getElementType().toString()
                    : "<" + unknown.getElement().getTagName() + ">";
            SourcePosition position = unknown.getElement() == null ? at(owner) : SourcePosition.of(unknown.getElement());
            if (Boolean.TRUE.equals(element.getRequired())) {
                throw new WsdlReadException(position, "extension element " + name + " in " + where
                        + " is marked wsdl:required=\"true\" but Bindwise does not know "
                        + element.getElementType().getNamespaceURI(),
                        "Remove wsdl:required or the element, or use a binding Bindwise knows.");
            }
            diagnostics.warn(position, "unknown extension element " + name + " ("
                    + element.getElementType().getNamespaceURI() + ") in " + where + ": ignored");
        } else if (element instanceof WsifElement wsif) {
            for (ExtensibilityElement child : wsif.getChildren()) {
                checkExtension(child, where, owner);
            }
        }
    }

    // ---------------------------------------------------------------- positions

    private SourcePosition at(Object wsdlObject) {
        SourcePosition position = positions.get(wsdlObject);
        return position != null ? position : SourcePosition.ofFile(null);
    }

    private String lineOf(Object wsdlObject) {
        SourcePosition position = at(wsdlObject);
        return position.line() > 0 ? "line " + position.line() : "another place";
    }

    private static String name(Message message) {
        return message.getQName() == null ? "?" : "'" + message.getQName().getLocalPart() + "'";
    }

    private static String prefixed(javax.xml.namespace.QName name) {
        return name.getNamespaceURI().isEmpty() ? name.getLocalPart()
                : "{" + name.getNamespaceURI() + "}" + name.getLocalPart();
    }
}
