package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:fault parts/>} in a binding fault: the parts a fault reply carries. */
public final class JmsFault extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsFault() {
        super(WsifNamespaces.JMS, "fault");
    }

    public String getParts() {
        return getAttribute("parts");
    }
}
