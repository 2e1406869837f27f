package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/** {@code <jms:binding type="ObjectMessage|TextMessage|..."/>}: native JMS messages, no SOAP envelope. */
public final class JmsBinding extends BindingExtension {

    private static final long serialVersionUID = 1L;

    public JmsBinding() {
        super(WsifNamespaces.JMS, "binding");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.JMS;
    }

    /** The JMS message type. */
    public String getType() {
        return getAttribute("type");
    }
}
