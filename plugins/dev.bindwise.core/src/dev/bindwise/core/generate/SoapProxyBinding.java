package dev.bindwise.core.generate;

import javax.xml.namespace.QName;

import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/** SOAP: {@code Endpoint.Soap} from the soap:address, {@code Route.Soap} with the operation's SOAP action. */
final class SoapProxyBinding implements ProxyBinding {

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        return CodeBlock.of("new $T($S, $S, $S)", ProxyRoutes.ENDPOINT.nestedClass("Soap"), port.getName(),
                ProxyRoutes.required(port, port.getAddress(), "soap:address location"), namespace(description, anyOperation));
    }

    @Override
    public CodeBlock route(Port port, BindingOperation operation) {
        return CodeBlock.of("new $T($S, $S)", ProxyRoutes.ROUTE.nestedClass("Soap"), port.getName(),
                operation.getSoapAction() == null ? "" : operation.getSoapAction());
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
