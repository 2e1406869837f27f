package dev.bindwise.core.wsdl.extensions;

import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/** The element in a wsdl:binding that says which protocol the binding speaks (ejb:binding, java:binding...). */
public abstract class BindingExtension extends WsifElement {

    private static final long serialVersionUID = 1L;

    protected BindingExtension(String namespace, String localName) {
        super(namespace, localName);
    }

    public abstract BindingKind kind();

    /** What the binding's model properties are made of: by default its attributes. */
    public Map<String, String> properties() {
        return getAttributes();
    }
}
