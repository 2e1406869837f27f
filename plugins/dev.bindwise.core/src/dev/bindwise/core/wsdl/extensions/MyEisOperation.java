package dev.bindwise.core.wsdl.extensions;

/** {@code <myeis:operation functionName/>}: the sample EIS function an operation calls. */
public final class MyEisOperation extends ConnectorOperation {

    private static final long serialVersionUID = 1L;

    public MyEisOperation() {
        super(WsifNamespaces.MY_EIS);
    }

    public String getFunctionName() {
        return getAttribute("functionName");
    }
}
