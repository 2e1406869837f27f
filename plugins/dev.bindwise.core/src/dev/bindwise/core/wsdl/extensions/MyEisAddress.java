package dev.bindwise.core.wsdl.extensions;

/** {@code <myeis:address repositoryLocation/>}: where the sample EIS keeps its data. */
public final class MyEisAddress extends ConnectorAddress {

    private static final long serialVersionUID = 1L;

    public MyEisAddress() {
        super(WsifNamespaces.MY_EIS);
    }

    public String getRepositoryLocation() {
        return getAttribute("repositoryLocation");
    }
}
