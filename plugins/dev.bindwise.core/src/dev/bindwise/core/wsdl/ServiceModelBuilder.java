package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.wsdl.Binding;
import javax.wsdl.BindingInput;
import javax.wsdl.BindingOperation;
import javax.wsdl.BindingOutput;
import javax.wsdl.Definition;
import javax.wsdl.Fault;
import javax.wsdl.Message;
import javax.wsdl.Operation;
import javax.wsdl.Part;
import javax.wsdl.Port;
import javax.wsdl.PortType;
import javax.wsdl.Service;
import javax.wsdl.extensions.UnknownExtensibilityElement;
import javax.wsdl.extensions.http.HTTPAddress;
import javax.wsdl.extensions.http.HTTPBinding;
import javax.wsdl.extensions.mime.MIMEMultipartRelated;
import javax.wsdl.extensions.mime.MIMEPart;
import javax.wsdl.extensions.soap.SOAPAddress;
import javax.wsdl.extensions.soap.SOAPBinding;
import javax.wsdl.extensions.soap.SOAPBody;
import javax.wsdl.extensions.soap.SOAPOperation;
import javax.wsdl.extensions.soap12.SOAP12Address;
import javax.wsdl.extensions.soap12.SOAP12Binding;
import javax.wsdl.extensions.soap12.SOAP12Body;
import javax.wsdl.extensions.soap12.SOAP12Operation;
import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.extensions.AddressExtension;
import dev.bindwise.core.wsdl.extensions.BindingExtension;
import dev.bindwise.core.wsdl.extensions.FormatTypeMap;
import dev.bindwise.core.wsdl.extensions.FormatTypeMapping;
import dev.bindwise.core.wsdl.extensions.IdempotentAttribute;
import dev.bindwise.core.wsdl.extensions.OperationExtension;
import dev.bindwise.core.wsdl.schema.SchemaShapeReader;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;

/**
 * Turns the checked WSDL4J definitions into the Bindwise model. The protocol of a binding comes from
 * its extension element: WSDL4J's SOAP, SOAP 1.2 and HTTP classes, or a WSIF {@link BindingExtension};
 * a binding with none Bindwise knows is {@link BindingKind#OTHER} with the namespace it uses.
 */
final class ServiceModelBuilder {

    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;


    private final List<Definition> definitions;
    private final Map<BindingOperation, Operation> bound;
    private final Map<Object, SourcePosition> positions;
    private final SchemaShapeReader shapes;
    private final ReadDiagnostics diagnostics;

    private final Map<QName, dev.bindwise.model.Message> messages = new LinkedHashMap<>();
    private final Map<Operation, dev.bindwise.model.Operation> operations = new IdentityHashMap<>();
    private final Map<QName, dev.bindwise.model.PortType> portTypes = new LinkedHashMap<>();
    private final Map<QName, dev.bindwise.model.Binding> bindings = new LinkedHashMap<>();
    private final Map<dev.bindwise.model.BindingOperation, SourcePosition> operationPositions = new IdentityHashMap<>();

    ServiceModelBuilder(List<Definition> definitions, Map<BindingOperation, Operation> bound,
            Map<Object, SourcePosition> positions, SchemaShapeReader shapes, ReadDiagnostics diagnostics) {
        this.definitions = definitions;
        this.bound = bound;
        this.positions = positions;
        this.shapes = shapes;
        this.diagnostics = diagnostics;
    }

    void build(ServiceDescription description) {
        Definition root = definitions.get(0);
        description.setTargetNamespace(root.getTargetNamespace());
        description.setName(root.getQName() == null ? null : root.getQName().getLocalPart());
        for (Definition definition : definitions) {
            for (Object message : inDocumentOrder(definition.getMessages().values())) {
                addMessage((Message) message);
            }
        }
        for (Definition definition : definitions) {
            for (Object portType : inDocumentOrder(definition.getPortTypes().values())) {
                addPortType((PortType) portType);
            }
        }
        for (Definition definition : definitions) {
            for (Object binding : inDocumentOrder(definition.getBindings().values())) {
                addBinding((Binding) binding);
            }
        }
        description.getMessages().addAll(messages.values());
        description.getPortTypes().addAll(portTypes.values());
        description.getBindings().addAll(bindings.values());
        for (Definition definition : definitions) {
            for (Object service : inDocumentOrder(definition.getServices().values())) {
                description.getServices().add(service((Service) service));
            }
        }
    }

    /** Where each binding operation of the model is written. */
    Map<dev.bindwise.model.BindingOperation, SourcePosition> operationPositions() {
        return operationPositions;
    }

    // ---------------------------------------------------------------- messages and port types

    private void addMessage(Message message) {
        if (message.isUndefined() || messages.containsKey(message.getQName())) {
            return;
        }
        dev.bindwise.model.Message model = MODEL.createMessage();
        model.setName(message.getQName().getLocalPart());
        for (Object each : message.getOrderedParts(null)) {
            model.getParts().add(part((Part) each));
        }
        messages.put(message.getQName(), model);
    }

    private dev.bindwise.model.Part part(Part part) {
        dev.bindwise.model.Part model = MODEL.createPart();
        model.setName(part.getName());
        SourcePosition at = positions.get(part);
        Field shape;
        if (part.getElementName() != null) {
            model.setElementName(part.getElementName().toString());
            shape = shapes.fieldForElement(part.getElementName(), at);
        } else if (part.getTypeName() != null) {
            model.setTypeName(part.getTypeName().toString());
            shape = shapes.fieldForType(part.getName(), part.getTypeName(), at);
        } else {
            diagnostics.warn(at, "part '" + part.getName() + "' names neither an element nor a type: read as any content");
            shape = MODEL.createField();
            shape.setName(part.getName());
            shape.setKind(ValueKind.ANY);
        }
        model.setShape(shape);
        return model;
    }

    private void addPortType(PortType portType) {
        if (portType.isUndefined() || portTypes.containsKey(portType.getQName())) {
            return;
        }
        dev.bindwise.model.PortType model = MODEL.createPortType();
        model.setName(portType.getQName().getLocalPart());
        model.setNamespace(portType.getQName().getNamespaceURI());
        for (Object each : portType.getOperations()) {
            Operation operation = (Operation) each;
            if (!operation.isUndefined()) {
                model.getOperations().add(operation(operation));
            }
        }
        portTypes.put(portType.getQName(), model);
    }

    private dev.bindwise.model.Operation operation(Operation operation) {
        dev.bindwise.model.Operation model = MODEL.createOperation();
        model.setName(operation.getName());
        if (operation.getParameterOrdering() != null) {
            for (Object name : operation.getParameterOrdering()) {
                model.getParameterOrder().add((String) name);
            }
        }
        if (operation.getInput() != null) {
            model.setInputName(operation.getInput().getName());
            model.setInput(messageOf(operation.getInput().getMessage()));
        }
        if (operation.getOutput() != null) {
            model.setOutputName(operation.getOutput().getName());
            model.setOutput(messageOf(operation.getOutput().getMessage()));
        }
        for (Object each : inDocumentOrder(operation.getFaults().values())) {
            Fault fault = (Fault) each;
            dev.bindwise.model.Fault modelFault = MODEL.createFault();
            modelFault.setName(fault.getName());
            modelFault.setMessage(messageOf(fault.getMessage()));
            model.getFaults().add(modelFault);
        }
        try {
            model.setIdempotent(IdempotentAttribute.declared(operation).orElse(false));
        } catch (IllegalArgumentException e) {
            diagnostics.warn(positions.get(operation), e.getMessage() + "; read as not idempotent");
        }
        operations.put(operation, model);
        return model;
    }

    private dev.bindwise.model.Message messageOf(Message message) {
        return message == null ? null : messages.get(message.getQName());
    }

    // ---------------------------------------------------------------- bindings

    private void addBinding(Binding binding) {
        if (binding.isUndefined() || bindings.containsKey(binding.getQName())) {
            return;
        }
        dev.bindwise.model.Binding model = MODEL.createBinding();
        model.setName(binding.getQName().getLocalPart());
        model.setPortType(portTypes.get(binding.getPortType().getQName()));
        String unknownNamespace = null;
        boolean protocolKnown = false;
        for (Object extension : binding.getExtensibilityElements()) {
            boolean protocol = true;
            if (extension instanceof SOAPBinding soap) {
                if (!protocolKnown) {
                    model.setKind(BindingKind.SOAP);
                    model.setSoapVersion("1.1");
                    model.setTransport(soap.getTransportURI());
                    model.setStyle(style(soap.getStyle(), OperationStyle.DOCUMENT));
                }
            } else if (extension instanceof SOAP12Binding soap) {
                if (!protocolKnown) {
                    model.setKind(BindingKind.SOAP);
                    model.setSoapVersion("1.2");
                    model.setTransport(soap.getTransportURI());
                    model.setStyle(style(soap.getStyle(), OperationStyle.DOCUMENT));
                }
            } else if (extension instanceof HTTPBinding http) {
                if (!protocolKnown) {
                    model.setKind(BindingKind.HTTP);
                    model.getProperties().put("verb", http.getVerb());
                }
            } else if (extension instanceof BindingExtension wsif) {
                if (!protocolKnown) {
                    model.setKind(wsif.kind());
                    model.getProperties().putAll(nonNull(wsif.properties()));
                }
            } else {
                protocol = false;
                if (extension instanceof FormatTypeMapping mapping) {
                    model.getTypeMappings().add(typeMapping(mapping));
                } else if (extension instanceof UnknownExtensibilityElement unknown && unknownNamespace == null) {
                    unknownNamespace = unknown.getElementType().getNamespaceURI();
                }
            }
            if (protocol) {
                if (protocolKnown) {
                    diagnostics.warn(positions.get(binding), "binding '" + model.getName()
                            + "' has more than one protocol element: the first one counts");
                } else {
                    model.setExtensionNamespace(((javax.wsdl.extensions.ExtensibilityElement) extension)
                            .getElementType().getNamespaceURI());
                }
                protocolKnown = true;
            }
        }
        if (!protocolKnown) {
            model.setKind(BindingKind.OTHER);
            model.setExtensionNamespace(unknownNamespace);
            diagnostics.warn(positions.get(binding), "binding '" + model.getName() + "' has no protocol element Bindwise knows"
                    + (unknownNamespace == null ? "" : " (it uses " + unknownNamespace + ")") + ": its kind is OTHER");
        }
        for (Object each : binding.getBindingOperations()) {
            if (bound.containsKey(each)) {
                model.getOperations().add(bindingOperation((BindingOperation) each, model));
            }
        }
        bindings.put(binding.getQName(), model);
    }

    private dev.bindwise.model.BindingOperation bindingOperation(BindingOperation operation,
            dev.bindwise.model.Binding binding) {
        dev.bindwise.model.BindingOperation model = MODEL.createBindingOperation();
        model.setName(operation.getName());
        operationPositions.put(model, positions.get(operation));
        model.setOperation(operations.get(bound.get(operation)));
        model.setStyle(binding.getStyle());
        for (Object extension : operation.getExtensibilityElements()) {
            if (extension instanceof SOAPOperation soap) {
                model.setSoapAction(soap.getSoapActionURI());
                model.setStyle(style(soap.getStyle(), binding.getStyle()));
            } else if (extension instanceof SOAP12Operation soap) {
                model.setSoapAction(soap.getSoapActionURI());
                model.setStyle(style(soap.getStyle(), binding.getStyle()));
            } else if (extension instanceof OperationExtension wsif) {
                model.getProperties().putAll(nonNull(wsif.properties()));
            }
        }
        String use = bodyUse(operation.getBindingInput());
        if (use == null) {
            use = bodyUse(operation.getBindingOutput());
        }
        model.setUse("encoded".equals(use) ? BodyUse.ENCODED : BodyUse.LITERAL);
        String namespace = operation.getBindingInput() == null ? null
                : bodyNamespace(operation.getBindingInput().getExtensibilityElements());
        if (namespace != null && !namespace.isBlank()) {
            // rpc style: the namespace of the request and reply wrapper elements
            model.getProperties().put(SoapProperties.BODY_NAMESPACE, namespace.strip());
        }
        return model;
    }

    private static String bodyNamespace(List<?> extensions) {
        for (Object extension : extensions) {
            if (extension instanceof SOAPBody body) {
                return body.getNamespaceURI();
            }
            if (extension instanceof SOAP12Body body) {
                return body.getNamespaceURI();
            }
        }
        return null;
    }

    private static String bodyUse(BindingInput input) {
        return input == null ? null : bodyUse(input.getExtensibilityElements());
    }

    private static String bodyUse(BindingOutput output) {
        return output == null ? null : bodyUse(output.getExtensibilityElements());
    }

    /** The use of the soap:body, also when it sits in the first part of a MIME multipart. */
    private static String bodyUse(List<?> extensions) {
        for (Object extension : extensions) {
            if (extension instanceof SOAPBody body) {
                return body.getUse();
            }
            if (extension instanceof SOAP12Body body) {
                return body.getUse();
            }
            if (extension instanceof MIMEMultipartRelated multipart) {
                for (Object part : multipart.getMIMEParts()) {
                    String use = bodyUse(((MIMEPart) part).getExtensibilityElements());
                    if (use != null) {
                        return use;
                    }
                }
            }
        }
        return null;
    }

    private static OperationStyle style(String style, OperationStyle otherwise) {
        if ("rpc".equals(style)) {
            return OperationStyle.RPC;
        }
        if ("document".equals(style)) {
            return OperationStyle.DOCUMENT;
        }
        return otherwise;
    }

    private static TypeMapping typeMapping(FormatTypeMapping mapping) {
        TypeMapping model = MODEL.createTypeMapping();
        model.setEncoding(mapping.getEncoding());
        model.setStyle(mapping.getStyle());
        for (FormatTypeMap map : mapping.getTypeMaps()) {
            TypeMapEntry entry = MODEL.createTypeMapEntry();
            entry.setTypeName(qualified(map.getQualifiedName("typeName"), map.getTypeName()));
            entry.setElementName(qualified(map.getQualifiedName("elementName"), map.getElementName()));
            entry.setFormatType(map.getFormatType());
            model.getEntries().add(entry);
        }
        return model;
    }

    private static String qualified(QName resolved, String written) {
        return resolved != null ? resolved.toString() : written;
    }

    // ---------------------------------------------------------------- services

    private dev.bindwise.model.Service service(Service service) {
        dev.bindwise.model.Service model = MODEL.createService();
        model.setName(service.getQName().getLocalPart());
        for (Object each : inDocumentOrder(service.getPorts().values())) {
            model.getPorts().add(port((Port) each));
        }
        return model;
    }

    private dev.bindwise.model.Port port(Port port) {
        dev.bindwise.model.Port model = MODEL.createPort();
        model.setName(port.getName());
        dev.bindwise.model.Binding binding = port.getBinding() == null ? null
                : bindings.get(port.getBinding().getQName());
        model.setBinding(binding);
        BindingKind addressKind = null;
        for (Object extension : port.getExtensibilityElements()) {
            if (extension instanceof SOAPAddress soap) {
                model.setAddress(soap.getLocationURI());
                addressKind = BindingKind.SOAP;
            } else if (extension instanceof SOAP12Address soap) {
                model.setAddress(soap.getLocationURI());
                model.getProperties().put(SoapProperties.SOAP_VERSION, "1.2");
                addressKind = BindingKind.SOAP;
            } else if (extension instanceof HTTPAddress http) {
                model.setAddress(http.getLocationURI());
                addressKind = BindingKind.HTTP;
            } else if (extension instanceof AddressExtension wsif) {
                model.setAddress(wsif.address());
                model.getProperties().putAll(nonNull(wsif.properties()));
                addressKind = wsif.kind();
            }
        }
        if (binding != null) {
            model.setKind(binding.getKind());
        } else {
            model.setKind(addressKind != null ? addressKind : BindingKind.OTHER);
        }
        return model;
    }

    private static Map<String, String> nonNull(Map<String, String> properties) {
        Map<String, String> copy = new LinkedHashMap<>();
        properties.forEach((key, value) -> copy.put(key, value == null ? "" : value));
        return copy;
    }

    /** WSDL4J keeps messages, bindings, services, ports and faults in hash maps; users expect file order. */
    private List<Object> inDocumentOrder(Collection<?> wsdlObjects) {
        List<Object> ordered = new ArrayList<>(wsdlObjects);
        ordered.sort(Comparator.comparingInt((Object each) -> lineOf(each, true))
                .thenComparingInt(each -> lineOf(each, false)));
        return ordered;
    }

    private int lineOf(Object wsdlObject, boolean line) {
        SourcePosition at = positions.get(wsdlObject);
        if (at == null) {
            return Integer.MAX_VALUE;
        }
        return line ? at.line() : at.column();
    }
}
