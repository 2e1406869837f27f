package dev.bindwise.core.wsdl.extensions;

/** {@code <ejb:operation methodName parameterOrder interface returnPart/>}: the EJB method an operation calls. */
public final class EjbOperation extends OperationExtension {

    private static final long serialVersionUID = 1L;

    public EjbOperation() {
        super(WsifNamespaces.EJB, "operation");
    }

    public String getMethodName() {
        return getAttribute("methodName");
    }

    public String getParameterOrder() {
        return getAttribute("parameterOrder");
    }

    /** remote or home. */
    public String getInterface() {
        return getAttribute("interface");
    }

    public String getReturnPart() {
        return getAttribute("returnPart");
    }
}
