package dev.bindwise.core.wsdl.extensions;

/** {@code <cics:binding/>}: a JCA binding through a CICS ECI resource adapter. */
public final class CicsBinding extends ConnectorBinding {

    private static final long serialVersionUID = 1L;

    public CicsBinding() {
        super(WsifNamespaces.CICS);
    }
}
