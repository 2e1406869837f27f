package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/**
 * The binding element of a JCA connector in WSIF's connector style ({@code <myeis:binding/>}, a CICS
 * or IMS connector's own binding element). Each connector namespace subclasses this, {@link
 * ConnectorOperation} and {@link ConnectorAddress}, and registers them with
 * {@link WsifExtensions#registerConnector}.
 */
public abstract class ConnectorBinding extends BindingExtension {

    private static final long serialVersionUID = 1L;

    protected ConnectorBinding(String namespace) {
        super(namespace, "binding");
    }

    @Override
    public final BindingKind kind() {
        return BindingKind.JCA;
    }
}
