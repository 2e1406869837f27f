package dev.bindwise.core.wsdl.extensions;

import java.util.List;

/** {@code <jms:faultIndicator type>} with jms:faultProperty children: how a reply is told to be a fault. */
public final class JmsFaultIndicator extends WsifElement {

    private static final long serialVersionUID = 1L;

    public JmsFaultIndicator() {
        super(WsifNamespaces.JMS, "faultIndicator");
    }

    public String getType() {
        return getAttribute("type");
    }

    public List<JmsFaultProperty> getFaultProperties() {
        return childrenOf(JmsFaultProperty.class);
    }
}
