package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:output parts="..."/>} in a binding's output: the message parts that the reply carries. */
public final class JmsOutput extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsOutput() {
        super(WsifNamespaces.JMS, "output");
    }

    public String getParts() {
        return getAttribute("parts");
    }
}
