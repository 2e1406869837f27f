package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.List;

import javax.xml.namespace.QName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.core.wsdl.SoapProperties;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.soap.SoapOperation;

/**
 * SOAP: {@code Endpoint.Soap} from the soap:address, {@code Route.Soap} with the operation's SOAP action and
 * its schema, a {@code SoapOperation} ({@link SoapOperations}: style, SOAP version, wrapper elements, each
 * parameter's and the result's element, the structures of the service's own classes, the declared faults with
 * their generated exceptions) by which the runtime writes and reads the messages. An operation with a value the
 * runtime cannot write by schema ({@code xsd:any}, a SOAP-encoded array, simple content with attributes) or
 * rpc/encoded is refused.
 */
final class SoapProxyBinding implements ProxyBinding {

    private static final ClassName QNAME = ClassName.get(QName.class);

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        return CodeBlock.of("new $T($S, $S, $S)", ProxyRoutes.ENDPOINT.nestedClass("Soap"), port.getName(),
                ProxyRoutes.required(port, port.getAddress(), "soap:address location"), namespace(description, anyOperation));
    }

    @Override
    public CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        List<Field> faultDetails = new ArrayList<>();
        CodeBlock.Builder faults = CodeBlock.builder();
        for (JavaTypes.FaultClass fault : signature.faults()) {
            Field detail = fault.detail();
            if (fault.element() && SoapSchemaCode.describable(detail)) {
                if (fault.serviceExceptions().isEmpty()) {
                    // its info is the detail's own Java type, which may be a service's class to describe
                    faultDetails.add(detail);
                }
                faults.add("\n.fault(new $T($S, $S), $T.$L, $T.class, $T.class)", QNAME,
                        detail.getNamespace() == null ? "" : detail.getNamespace(), detail.getName(),
                        SoapSchemaCode.XSD_TYPE, detail.getKind().name(), JavaTypes.raw(fault.info()), fault.name());
            }
        }
        SoapOperation schema = SoapOperations.builder(port, operation, signature.types(), faultDetails).build();
        return CodeBlock.of("new $T($S, $S,\n$>$L)$<", ProxyRoutes.ROUTE.nestedClass("Soap"), port.getName(),
                action(operation), SoapSchemaCode.code(schema, faults.build()));
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
