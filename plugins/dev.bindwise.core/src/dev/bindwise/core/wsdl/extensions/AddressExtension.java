package dev.bindwise.core.wsdl.extensions;

import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/** The element in a wsdl:port that says where the port is reached (ejb:address, java:address...). */
public abstract class AddressExtension extends WsifElement {

    private static final long serialVersionUID = 1L;

    protected AddressExtension(String namespace, String localName) {
        super(namespace, localName);
    }

    /** The kind of binding this address is for, used when a port names no binding. */
    public abstract BindingKind kind();

    /** The one string a person would call the address (a JNDI name, a class, a destination), or null. */
    public abstract String address();

    public Map<String, String> properties() {
        return getAttributes();
    }

    /** The first of the attributes that is set and not blank, or null. */
    protected String firstOf(String... names) {
        for (String name : names) {
            String value = getAttribute(name);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }
}
