package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:faultProperty name type value part/>}: a JMS property whose value marks a fault reply. */
public final class JmsFaultProperty extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsFaultProperty() {
        super(WsifNamespaces.JMS, "faultProperty");
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

    public String getPart() {
        return getAttribute("part");
    }
}
