package dev.bindwise.core.wsdl.extensions;

/** {@code <jms:input parts="..."/>} in a binding's input: the message parts that go into the JMS message. */
public final class JmsInput extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsInput() {
        super(WsifNamespaces.JMS, "input");
    }

    public String getParts() {
        return getAttribute("parts");
    }
}
