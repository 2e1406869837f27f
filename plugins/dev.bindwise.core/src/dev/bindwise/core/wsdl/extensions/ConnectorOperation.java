package dev.bindwise.core.wsdl.extensions;

/** The operation element of a JCA connector binding: which EIS function or program an operation calls. */
public abstract class ConnectorOperation extends OperationExtension {

    private static final long serialVersionUID = 1L;

    protected ConnectorOperation(String namespace) {
        super(namespace, "operation");
    }
}
