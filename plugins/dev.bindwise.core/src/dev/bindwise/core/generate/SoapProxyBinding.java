package dev.bindwise.core.generate;

import java.util.List;

import javax.xml.namespace.QName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.core.wsdl.SoapProperties;
import dev.bindwise.core.wsdl.WrappedValues;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * SOAP: {@code Endpoint.Soap} from the soap:address, {@code Route.Soap} with the operation's SOAP action and
 * its schema, a {@code SoapOperation} (style, SOAP version, wrapper elements, each parameter's and the
 * result's element, the declared faults with their generated exceptions) by which the runtime writes and
 * reads the messages. An operation with a value the runtime cannot write by schema ({@code xsd:any}, a
 * SOAP-encoded array) gets no schema: its route writes as an Axis2 POJO service expects.
 * rpc/encoded is refused.
 */
final class SoapProxyBinding implements ProxyBinding {

    private static final ClassName QNAME = ClassName.get(QName.class);

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        return CodeBlock.of("new $T($S, $S, $S)", ProxyRoutes.ENDPOINT.nestedClass("Soap"), port.getName(),
                ProxyRoutes.required(port, port.getAddress(), "soap:address location"), namespace(description, anyOperation));
    }

    /** A route without a schema, written as an Axis2 POJO service expects it. */
    private static CodeBlock route(Port port, BindingOperation operation) {
        return CodeBlock.of("new $T($S, $S)", ProxyRoutes.ROUTE.nestedClass("Soap"), port.getName(), action(operation));
    }

    @Override
    public CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        if (operation.getUse() == BodyUse.ENCODED) {
            throw new GenerateException("port " + port.getName() + ": operation " + operation.getName() + " is "
                    + (operation.getStyle() == OperationStyle.RPC ? "rpc" : "document") + "/encoded (SOAP section 5"
                    + " encoding), which Bindwise proxies do not write: ask for a document/literal or rpc/literal"
                    + " binding of the service, or select without this SOAP port");
        }
        CodeBlock schema = schema(port, operation, signature);
        if (schema == null) {
            return route(port, operation);
        }
        return CodeBlock.of("new $T($S, $S,\n$>$L)$<", ProxyRoutes.ROUTE.nestedClass("Soap"), port.getName(),
                action(operation), schema);
    }

    /** The operation's {@code SoapOperation}, or null when one of its values is not one the runtime writes by schema. */
    private static CodeBlock schema(Port port, BindingOperation binding, OperationSignature signature) {
        Operation operation = signature.operation();
        List<Field> parameters = WrappedValues.parameters(operation);
        List<Field> results = WrappedValues.results(operation);
        if (!parameters.stream().allMatch(SoapSchemaCode::describable)
                || !results.stream().allMatch(SoapSchemaCode::describable)) {
            return null;
        }
        CodeBlock.Builder code = CodeBlock.builder();
        Part request = WrappedValues.requestWrapper(operation);
        Part reply = WrappedValues.replyWrapper(operation);
        if (binding.getStyle() == OperationStyle.RPC) {
            String namespace = binding.getProperties().map().get(SoapProperties.BODY_NAMESPACE);
            code.add("$T.rpc($S, $S)", SoapSchemaCode.SOAP_OPERATION, namespace == null ? "" : namespace,
                    operation.getName());
        } else if (request != null && (reply != null || operation.getOutput() == null)) {
            code.add("$T.wrapped($L, $L)", SoapSchemaCode.SOAP_OPERATION, qname(request.getElementName()),
                    reply == null ? "null" : qname(reply.getElementName()));
        } else if (request == null && reply == null && parameters.size() <= 1) {
            code.add("$T.bare()", SoapSchemaCode.SOAP_OPERATION);
        } else {
            return null;
        }
        code.indent();
        if ("1.2".equals(port.getProperties().map().get(SoapProperties.SOAP_VERSION))) {
            code.add("\n.soap12()");
        }
        if (operation.getOutput() == null) {
            code.add("\n.oneWay()");
        }
        for (Field parameter : parameters) {
            code.add("\n.parameter($L)", SoapSchemaCode.arguments(parameter));
        }
        if (results.size() == 1) {
            code.add("\n.result($L)", SoapSchemaCode.arguments(results.get(0)));
        }
        for (JavaTypes.FaultClass fault : signature.faults()) {
            Field detail = fault.detail();
            if (fault.element() && SoapSchemaCode.describable(detail)) {
                code.add("\n.fault(new $T($S, $S), $T.$L, $T.class, $T.class)", QNAME,
                        detail.getNamespace() == null ? "" : detail.getNamespace(), detail.getName(),
                        SoapSchemaCode.XSD_TYPE, detail.getKind().name(), fault.info(), fault.name());
            }
        }
        return code.add("\n.build()").unindent().build();
    }

    private static CodeBlock qname(String name) {
        QName qname = QName.valueOf(name);
        return CodeBlock.of("new $T($S, $S)", QNAME, qname.getNamespaceURI(), qname.getLocalPart());
    }

    private static String action(BindingOperation operation) {
        return operation.getSoapAction() == null ? "" : operation.getSoapAction();
    }

    /** The namespace of the request wrapper element, which the SOAP client writes; else the WSDL's target namespace. */
    private static String namespace(ServiceDescription description, Operation operation) {
        if (operation != null && operation.getInput() != null) {
            for (Part part : operation.getInput().getParts()) {
                if (part.getElementName() != null) {
                    String namespace = QName.valueOf(part.getElementName()).getNamespaceURI();
                    if (!namespace.isEmpty()) {
                        return namespace;
                    }
                }
            }
        }
        return description.getTargetNamespace() == null ? "" : description.getTargetNamespace();
    }
}
