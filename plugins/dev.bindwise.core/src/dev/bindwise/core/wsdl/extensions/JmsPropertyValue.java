package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:propertyValue name type value/>}: a JMS message property with a fixed value. */
public final class JmsPropertyValue extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsPropertyValue() {
        super(WsifNamespaces.JMS, "propertyValue");
    }

    public String getName() {
        return getAttribute("name");
    }

    public String getType() {
        return getAttribute("type");
    }

    public String getValue() {
        return getAttribute("value");
    }
}
