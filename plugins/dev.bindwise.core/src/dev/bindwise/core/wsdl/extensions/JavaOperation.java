package dev.bindwise.core.wsdl.extensions;

/** {@code <java:operation methodName methodType parameterOrder returnPart/>}: the Java method an operation calls. */
public final class JavaOperation extends OperationExtension {

    private static final long serialVersionUID = 1L;

    public JavaOperation() {
        super(WsifNamespaces.JAVA, "operation");
    }

    public String getMethodName() {
        return getAttribute("methodName");
    }

    /** instance, static or constructor. */
    public String getMethodType() {
        return getAttribute("methodType");
    }

    public String getParameterOrder() {
        return getAttribute("parameterOrder");
    }

    public String getReturnPart() {
        return getAttribute("returnPart");
    }
}
