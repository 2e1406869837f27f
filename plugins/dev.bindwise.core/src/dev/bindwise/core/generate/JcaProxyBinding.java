package dev.bindwise.core.generate;

import java.util.Map;

import com.palantir.javapoet.CodeBlock;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * JCA: {@code Endpoint.Jca} from the cics:address (connection URL, server), {@code Route.Jca} with the
 * program, the interaction verb and the COMMAREA layouts of request and reply as the runtime reads them.
 */
final class JcaProxyBinding implements ProxyBinding {

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        Map<String, String> properties = port.getProperties().map();
        return CodeBlock.of("new $T($S, $S, $S)", ProxyRoutes.ENDPOINT.nestedClass("Jca"), port.getName(),
                ProxyRoutes.required(port, properties.getOrDefault("connectionURL", port.getAddress()),
                        "cics:address connectionURL"),
                properties.getOrDefault("serverName", ""));
    }

    @Override
    public CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        String program = CicsRecords.program(operation);
        if (program == null || program.isBlank()) {
            throw new GenerateException("operation " + operation.getName() + " of port " + port.getName()
                    + " names no program: add functionName to its cics:operation");
        }
        try {
            return CodeBlock.of("new $T($S, $S, $S,$W$S,$W$S)", ProxyRoutes.ROUTE.nestedClass("Jca"), port.getName(), program,
                    operation.getProperties().map().getOrDefault("interactionVerb", ""),
                    CicsRecords.request(operation).text(), CicsRecords.reply(operation).text());
        } catch (LayoutException e) {
            throw new GenerateException("the records of operation " + operation.getName() + " over port "
                    + port.getName() + " cannot be laid out: " + e.getMessage(), e);
        }
    }
}
