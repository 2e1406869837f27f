package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:property name part type message/>}: a JMS message property filled from a message part. */
public final class JmsProperty extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsProperty() {
        super(WsifNamespaces.JMS, "property");
    }

    public String getName() {
        return getAttribute("name");
    }

    public String getPart() {
        return getAttribute("part");
    }

    public String getType() {
        return getAttribute("type");
    }

    public String getMessage() {
        return getAttribute("message");
    }
}
