package dev.bindwise.core.wsdl.extensions;

/** {@code <cics:address connectionURL serverName/>}: the CICS gateway and the region behind it. */
public final class CicsAddress extends ConnectorAddress {

    private static final long serialVersionUID = 1L;

    public CicsAddress() {
        super(WsifNamespaces.CICS);
    }

    public String getConnectionURL() {
        return getAttribute("connectionURL");
    }

    public String getServerName() {
        return getAttribute("serverName");
    }
}
