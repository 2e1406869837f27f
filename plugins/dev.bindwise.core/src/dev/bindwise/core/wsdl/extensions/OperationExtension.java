package dev.bindwise.core.wsdl.extensions;

import java.util.Map;

/** The element in a binding's wsdl:operation that maps it to the native call (ejb:operation, java:operation...). */
public abstract class OperationExtension extends WsifElement {

    private static final long serialVersionUID = 1L;

    protected OperationExtension(String namespace, String localName) {
        super(namespace, localName);
    }

    public Map<String, String> properties() {
        return getAttributes();
    }
}
