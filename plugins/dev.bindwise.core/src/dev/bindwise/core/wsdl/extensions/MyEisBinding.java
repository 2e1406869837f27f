package dev.bindwise.core.wsdl.extensions;

/** {@code <myeis:binding/>}: WSIF's sample JCA connector. */
public final class MyEisBinding extends ConnectorBinding {

    private static final long serialVersionUID = 1L;

    public MyEisBinding() {
        super(WsifNamespaces.MY_EIS);
    }
}
