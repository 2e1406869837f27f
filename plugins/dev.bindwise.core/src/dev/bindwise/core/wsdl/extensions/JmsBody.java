package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:body parts use/>}: the parts that form the JMS message body. */
public final class JmsBody extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsBody() {
        super(WsifNamespaces.JMS, "body");
    }

    public String getParts() {
        return getAttribute("parts");
    }

    public String getUse() {
        return getAttribute("use");
    }
}
